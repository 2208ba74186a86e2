// What each quiz screen says, and the fixed choices that need no taxonomy (budget, frequency, protein ratings).
import type { FrequencyAnswer, ProteinRating } from '@larder/contracts/values/quiz-local';
import type { QuizStep } from './quiz-steps';

export interface StepText {
  title: string;
  lead?: string;
}

export const STEP_TEXTS: Record<QuizStep, StepText> = {
  intro: {
    title: 'Let’s find food you’ll love',
    lead: 'A few quick questions about your household and your tastes, and we’ll suggest a week of groceries and recipes made for you. It takes about three minutes.',
  },
  hello: { title: 'Who are you shopping for?', lead: 'Count everyone who eats at home most days.' },
  'hello/goals': { title: 'What would you like help with?', lead: 'Pick as many as you like.' },
  'goals-benefits': {
    title: 'We’re on it',
    lead: 'Every week we suggest groceries and recipes that fit your goals, and you can change anything before it ships.',
  },
  budget: { title: 'What do you spend on groceries in a typical week?' },
  'budget-benefits': {
    title: 'Spend less, waste less',
    lead: 'The average customer saves $22+ weekly, and buys only what their plan uses.',
  },
  'eating-habits': { title: 'How do you eat?' },
  'eating-habits/dietary-needs': {
    title: 'Any dietary needs?',
    lead: 'We will never suggest food that does not fit. Pick all that apply, or none.',
  },
  meat: { title: 'How do you feel about these meats?' },
  seafood: { title: 'How about fish and seafood?' },
  plants: { title: 'And plant proteins?' },
  cuisines: { title: 'Which cuisines do you love?', lead: 'Thumbs up or down, and skip any you are unsure about.' },
  flavors: { title: 'Which flavors do you like?', lead: 'Thumbs up or down, and skip any you are unsure about.' },
  polarizing: { title: 'Anything you would rather not eat?', lead: 'We will keep these out of your suggestions.' },
  'macro-nutrient': { title: 'Any nutrition goals?', lead: 'Pick as many as you like.' },
  'macro-nutrient/low-sodium': { title: 'How low should we go on sodium?' },
  'food-qualities': { title: 'What matters most in your food?', lead: 'Pick as many as you like.' },
  'food-formats': { title: 'How do you like to cook?', lead: 'Pick as many as you like.' },
  'food-preferences-intro': {
    title: 'Now, your meals',
    lead: 'Tell us what you like at each meal and how many of those meals we should cover.',
  },
  breakfast: { title: 'What do you like for breakfast?', lead: 'Pick as many as you like.' },
  'breakfast/frequency': { title: 'How many of your breakfasts should we cover?' },
  lunch: { title: 'What do you like for lunch?', lead: 'Pick as many as you like.' },
  'lunch/frequency': { title: 'How many lunches a week should your box cover?' },
  dinner: { title: 'What do you like for dinner?', lead: 'Pick as many as you like.' },
  'dinner/frequency': { title: 'How many dinners a week should your box cover?' },
  snacks: { title: 'Which snacks do you reach for?', lead: 'Pick as many as you like.' },
  'snacks/frequency': { title: 'How many of your snacks should we cover?' },
  sweets: { title: 'Something sweet?', lead: 'Pick as many as you like.' },
  'sweets/frequency': { title: 'How many of your sweet treats should we cover?' },
};

/** Weekly grocery spend, stored as whole dollars (the middle of each range). */
export const BUDGET_CHOICES: { value: number; label: string }[] = [
  { value: 50, label: 'Under $75' },
  { value: 100, label: '$75 to $125' },
  { value: 150, label: '$125 to $175' },
  { value: 200, label: '$175 to $250' },
  { value: 300, label: 'More than $250' },
];

export const FREQUENCY_CHOICES: { value: FrequencyAnswer; label: string }[] = [
  { value: 'all', label: 'All of them' },
  { value: 'some', label: 'Some of them' },
  { value: 'none', label: 'None' },
];

export const PROTEIN_CHOICES: { value: ProteinRating; label: string }[] = [
  { value: 'absolutely', label: 'Absolutely' },
  { value: 'so-so', label: 'So-so' },
  { value: 'no-thanks', label: 'No thanks' },
];

export const HOUSEHOLD_COUNTS = {
  adultsCount: { label: 'Adults', hint: '18 and over', min: 1 },
  childrenCount: { label: 'Children', hint: '6 to 17', min: 0 },
  youngChildrenCount: { label: 'Young children', hint: 'Under 6', min: 0 },
} as const;
export const HOUSEHOLD_COUNT_MAX = 10;
