// What the quiz's later screens may offer after its earlier answers (issue 39): a protein rated "No thanks" (meat,
// seafood and plant screens) and a polarizing ingredient disliked rule out every item carrying that tag, as they do
// in the plan (the engine's hard dislikes); the eating habit and dietary needs rule out items by what they contain,
// applied by the API from the screens' dietary flags. Zod-free: the web filters, the API's tests check it.
import type { QuizLocal } from './quiz-local';

/** Tag groups whose "no thanks" or dislike is a hard rule: the items carrying such a tag are never offered. */
export const HARD_DISLIKE_TAG_GROUPS = ['meat', 'seafood', 'plant', 'polarizing'] as const;
export type HardDislikeTagGroup = (typeof HARD_DISLIKE_TAG_GROUPS)[number];

/** The tag ids the visitor's answers rule out: proteins rated "no thanks" and disliked polarizing ingredients. */
export function ruledOutTags(quiz: Pick<QuizLocal, 'meats' | 'seafood' | 'plants' | 'dislike'>): Set<number> {
  const out = new Set<number>(quiz.dislike);
  for (const ratings of [quiz.meats, quiz.seafood, quiz.plants]) {
    for (const [tag, rating] of Object.entries(ratings)) if (rating === 'no-thanks') out.add(Number(tag));
  }
  return out;
}

/** The options that carry none of the ruled-out tags (`tags`: an option's tags of the hard dislike groups). */
export function keepingAnswers<Option extends { tags: readonly number[] }>(
  options: readonly Option[],
  ruledOut: ReadonlySet<number>,
): Option[] {
  if (ruledOut.size === 0) return [...options];
  return options.filter((option) => !option.tags.some((tag) => ruledOut.has(tag)));
}
