// The quiz's screens in order (site-routes.ts lists them), which of them apply to a visitor's answers so far, and
// where back and next lead. A screen whose every option contradicts an earlier answer is passed over (a vegetarian
// is not asked about meat); opened directly, it says so and offers nothing. The low-sodium follow-up is asked only
// of visitors who picked a macro-nutrient goal that has follow-up choices (the taxonomy marks them by parent_id).
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
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

type Answers = Pick<QuizLocal, 'habits' | 'macroNutrient'>;

/**
 * Whether a step asks anything of this visitor. `followUpParents`: the macro-nutrient tags that have follow-up
 * choices; until the quiz options have loaded it is unknown and the follow-up counts as asked.
 */
export function stepApplies(step: QuizStep, quiz: Answers, followUpParents?: ReadonlySet<number>): boolean {
  if (step === 'meat') return eatsMeat(quiz);
  if (step === 'seafood') return eatsSeafood(quiz);
  if (step === 'macro-nutrient/low-sodium') {
    return followUpParents === undefined || quiz.macroNutrient.some((id) => followUpParents.has(id));
  }
  return true;
}

export function isQuizStep(value: string): value is QuizStep {
  return (QUIZ_STEPS as readonly string[]).includes(value);
}

/** The step a route id (`quiz/<step>`) names; undefined for other routes. */
/** The step a `quiz/*` URL names (the splat, with or without its trailing slash); undefined for any other. */
export function stepOfSplat(splat: string | undefined): QuizStep | undefined {
  const step = (splat ?? '').replace(/\/+$/, '');
  return isQuizStep(step) ? step : undefined;
}

export function nextStep(step: QuizStep, quiz: Answers, followUpParents?: ReadonlySet<number>): QuizStep | undefined {
  return QUIZ_STEPS.slice(QUIZ_STEPS.indexOf(step) + 1).find((candidate) =>
    stepApplies(candidate, quiz, followUpParents),
  );
}

export function previousStep(
  step: QuizStep,
  quiz: Answers,
  followUpParents?: ReadonlySet<number>,
): QuizStep | undefined {
  return QUIZ_STEPS.slice(0, QUIZ_STEPS.indexOf(step))
    .reverse()
    .find((candidate) => stepApplies(candidate, quiz, followUpParents));
}

/** Position of the step among the steps that apply: {current: 1-based, total}. */
export function stepProgress(step: QuizStep, quiz: Answers, followUpParents?: ReadonlySet<number>) {
  const applicable = QUIZ_STEPS.filter(
    (candidate) => candidate === step || stepApplies(candidate, quiz, followUpParents),
  );
  return { current: applicable.indexOf(step) + 1, total: applicable.length };
}

export const stepPath = paths.quizStep;
export const LAST_STEP: QuizStep = QUIZ_STEPS[QUIZ_STEPS.length - 1] as QuizStep;
export const FIRST_STEP: QuizStep = QUIZ_STEPS[0] as QuizStep;
