// The survey's screens (site-routes.ts lists them in order): which quiz question each reuses, the answers it may
// change, and where next leads. `plan` is the plan page itself.
import type { QuizLocalField } from '@larder/contracts/values/quiz-local';
import { paths, SURVEY_STEPS, type SurveyStep } from '../../../site-routes';
import type { StepText } from './quiz-content';

export type SurveyQuestionStep = Exclude<SurveyStep, 'plan'>;

export const SURVEY_FIELDS: Record<SurveyQuestionStep, readonly QuizLocalField[]> = {
  hello: ['householdSize', 'adultsCount', 'childrenCount', 'youngChildrenCount'],
  'grocery-shop': ['budget'],
  dietary: ['habits', 'dietary'],
  meat: ['meats'],
  seafood: ['seafood'],
  plants: ['plants'],
  morning: ['breakfastFrequency'],
  midday: ['lunchFrequency'],
  evening: ['dinnerFrequency'],
  sweets: ['sweets'],
  breakfast: ['breakfast'],
  recipes: ['foodFormats', 'readyMade'],
  snacks: ['snacks'],
};

export const SURVEY_TEXTS: Record<SurveyQuestionStep, StepText> = {
  hello: { title: 'Who are you shopping for?', lead: 'Count everyone who eats at home most days.' },
  'grocery-shop': { title: 'What do you spend on groceries in a typical week?' },
  dietary: { title: 'How do you eat?', lead: 'Your eating habit and any dietary needs.' },
  meat: { title: 'How do you feel about meat and poultry?' },
  seafood: { title: 'How do you feel about fish and seafood?' },
  plants: { title: 'How do you feel about plant proteins?' },
  morning: { title: 'How many of your breakfasts should we cover?' },
  midday: { title: 'How many lunches a week should your box cover?' },
  evening: { title: 'How many dinners a week should your box cover?' },
  sweets: { title: 'Which sweets do you enjoy?' },
  breakfast: { title: 'What do you like for breakfast?' },
  recipes: { title: 'Do you like to cook, or prefer it ready-made?' },
  snacks: { title: 'Which snacks do you enjoy?' },
};

/** The question a `survey/*` URL names (the splat, with or without its trailing slash); undefined for any other. */
export function surveyStepOfSplat(splat: string | undefined): SurveyQuestionStep | undefined {
  const step = (splat ?? '').replace(/\/+$/, '');
  return step !== 'plan' && (SURVEY_STEPS as readonly string[]).includes(step)
    ? (step as SurveyQuestionStep)
    : undefined;
}

export function surveyNeighbours(step: SurveyQuestionStep) {
  const index = SURVEY_STEPS.indexOf(step);
  const previous = index > 0 ? SURVEY_STEPS[index - 1] : undefined;
  const next = SURVEY_STEPS[index + 1] ?? 'plan';
  return {
    previous: previous === undefined ? undefined : paths.surveyStep(previous),
    next: paths.surveyStep(next),
    isLast: next === 'plan',
    current: index + 1,
    total: SURVEY_STEPS.length - 1,
  };
}
