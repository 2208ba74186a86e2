// Meat, seafood or plant proteins: absolutely / so-so / no thanks for each protein the visitor's diet allows.

import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { dietaryIdsOf, proteinTagFits } from '@larder/contracts/values/dietary-rules';
import { saveAnswers } from '../../model/quiz-storage';
import { RatingList } from '../rating-list';
import type { ScreenProps } from './screen-props';
import { tagChoice } from './tag-choice';
import { WithOptions } from './with-options';

export function ProteinScreen({
  quiz,
  group,
  field,
}: ScreenProps & { group: TagGroup; field: 'meats' | 'seafood' | 'plants' }) {
  // Proteins an earlier answer rules out are not offered (a flexitarian is not asked about beef).
  const diet = dietaryIdsOf(quiz.habits, quiz.dietary);
  return (
    <WithOptions>
      {(options) => (
        <RatingList
          items={options.tags[group].filter((tag) => proteinTagFits(tag.slug, diet)).map(tagChoice)}
          ratings={quiz[field]}
          onChange={(ratings) => saveAnswers({ [field]: ratings })}
        />
      )}
    </WithOptions>
  );
}
