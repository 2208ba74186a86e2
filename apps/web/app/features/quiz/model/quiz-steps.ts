// The quiz's screens in order (site-routes.ts lists them), which of them apply to a visitor's answers so far, and
// where back and next lead. A screen whose every option contradicts an earlier answer is passed over (a vegetarian
// is not asked about meat); opened directly, it says so and offers nothing.
import type { QuizLocal } from '@larder/contracts/quiz-local';
import { paths, QUIZ_STEPS, type QuizStep } from '../../../site-routes';

export type { QuizStep };

const NO_MEAT = new Set<QuizLocal['habits']>(['pescatarian', 'vegetarian', 'vegan']);
const NO_SEAFOOD = new Set<QuizLocal['habits']>(['vegetarian', 'vegan']);

export function eatsMeat(quiz: Pick<QuizLocal, 'habits'>): boolean {
  return !NO_MEAT.has(quiz.habits);
}

export function eatsSeafood(quiz: Pick<QuizLocal, 'habits'>): boolean {
  return !NO_SEAFOOD.has(quiz.habits);
}

/** Whether a step asks anything of this visitor. */
export function stepApplies(step: QuizStep, quiz: Pick<QuizLocal, 'habits'>): boolean {
  if (step === 'meat') return eatsMeat(quiz);
  if (step === 'seafood') return eatsSeafood(quiz);
  return true;
}

export function isQuizStep(value: string): value is QuizStep {
  return (QUIZ_STEPS as readonly string[]).includes(value);
}

/** The step a route id (`quiz/<step>`) names; undefined for other routes. */
export function stepOfRouteId(routeId: string | undefined): QuizStep | undefined {
  const step = routeId?.startsWith('quiz/') ? routeId.slice('quiz/'.length) : undefined;
  return step !== undefined && isQuizStep(step) ? step : undefined;
}

export function nextStep(step: QuizStep, quiz: Pick<QuizLocal, 'habits'>): QuizStep | undefined {
  return QUIZ_STEPS.slice(QUIZ_STEPS.indexOf(step) + 1).find((candidate) => stepApplies(candidate, quiz));
}

export function previousStep(step: QuizStep, quiz: Pick<QuizLocal, 'habits'>): QuizStep | undefined {
  return QUIZ_STEPS.slice(0, QUIZ_STEPS.indexOf(step))
    .reverse()
    .find((candidate) => stepApplies(candidate, quiz));
}

/** Position of the step among the steps that apply: {current: 1-based, total}. */
export function stepProgress(step: QuizStep, quiz: Pick<QuizLocal, 'habits'>) {
  const applicable = QUIZ_STEPS.filter((candidate) => candidate === step || stepApplies(candidate, quiz));
  return { current: applicable.indexOf(step) + 1, total: applicable.length };
}

export const stepPath = paths.quizStep;
export const LAST_STEP: QuizStep = QUIZ_STEPS[QUIZ_STEPS.length - 1] as QuizStep;
export const FIRST_STEP: QuizStep = QUIZ_STEPS[0] as QuizStep;
