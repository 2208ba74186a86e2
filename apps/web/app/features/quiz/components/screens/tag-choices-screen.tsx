// Checkboxes of a tag group's top tags, kept in one list of the answers (ingredients to avoid, food qualities,
// cooking styles, ready-made food).
import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { saveAnswers } from '../../model/quiz-storage';
import { ChoiceList } from '../choice-list';
import type { ScreenProps } from './screen-props';
import { tagChoice, topTags } from './tag-choice';
import { WithOptions } from './with-options';

export function TagChoicesScreen({
  quiz,
  group,
  legend,
  hideLegend = true,
  field,
}: ScreenProps & {
  group: TagGroup;
  legend: string;
  hideLegend?: boolean;
  field: 'dislike' | 'foodQualities' | 'foodFormats' | 'readyMade';
}) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend={legend}
          hideLegend={hideLegend}
          choices={topTags(options, group).map(tagChoice)}
          selected={quiz[field]}
          onChange={(ids) => saveAnswers({ [field]: ids })}
        />
      )}
    </WithOptions>
  );
}
