// Cuisines or flavors: thumbs up or down for each top tag of the group.
import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { saveAnswers } from '../../model/quiz-storage';
import { ThumbsList } from '../thumbs-list';
import type { ScreenProps } from './screen-props';
import { tagChoice, topTags } from './tag-choice';
import { WithOptions } from './with-options';

export function ThumbsScreen({
  quiz,
  label,
  group,
  field,
}: ScreenProps & { label: string; group: TagGroup; field: 'cuisines' | 'flavors' }) {
  return (
    <WithOptions>
      {(options) => (
        <ThumbsList
          label={label}
          items={topTags(options, group).map(tagChoice)}
          ratings={quiz[field]}
          onChange={(ratings) => saveAnswers({ [field]: ratings })}
        />
      )}
    </WithOptions>
  );
}
