// The home page's words.

export const HomeText = {
  LogIn: 'Log in',
  Account: 'Your account',
  HeroHeading: 'Groceries and recipes made for you',
  HeroLead:
    'Answer a short quiz and get a weekly box of groceries and recipes that fits your household, your tastes and your budget.',
  TakeQuiz: 'Take the quiz',
  HowHeading: 'How it works',
  CatalogueHeading: 'From this week’s shelves',
  RecipeKind: 'Recipe',
  ProductKind: 'Grocery',
  FaqHeading: 'Questions, answered',
  FooterNav: 'More',
  Offers: 'Limited-time offers',
  GiftCards: 'Gift cards',
  FooterLine: 'Groceries and recipes delivered every week.',
} as const;

export const HOW_IT_WORKS = [
  { title: '1. Take the quiz', body: 'Tell us who you cook for, what you like and what you spend on food.' },
  { title: '2. Get your plan', body: 'We build a week of recipes and groceries around your answers; swap anything.' },
  { title: '3. Get it delivered', body: 'Your box arrives every week. Skip, change or pause whenever you like.' },
] as const;
