// A taxonomy tag as a choice of a quiz list, and the tags of a group a screen offers.
import type { QuizOptions, QuizTag, TagGroup } from '@larder/contracts/schemas/quiz-options';
import type { Choice } from '../choice';

export const tagChoice = (tag: QuizTag): Choice<number> => ({
  value: tag.id,
  label: tag.name,
  description: tag.description,
  picture: tag.picture,
});

/** Tags of a group without follow-up tags (those are asked on their own screen). */
export const topTags = (options: QuizOptions, group: TagGroup) =>
  options.tags[group].filter((tag) => tag.parent_id === null);
