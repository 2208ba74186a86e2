// The foods of one meal occasion (breakfast, lunch, dinner, snacks, sweets), requested with the visitor's dietary
// flags and without the items of a protein rated "No thanks" or a disliked ingredient, so nothing that contradicts an
// earlier answer is offered; lunch and dinner also ask for dish types.

import type { OccasionOption } from '@larder/contracts/schemas/quiz-options';
import { keepingAnswers, ruledOutTags } from '@larder/contracts/values/quiz-answers';
import type { OccasionPick } from '@larder/contracts/values/quiz-local';
import { useOccasionPreferenceOptions } from '../../api/get-occasion-preference-options';
import { useQuizOptions } from '../../api/get-quiz-options';
import { occasionOptionsQueryOf } from '../../model/occasion-options-query';
import { saveAnswers } from '../../model/quiz-storage';
import { ChoiceList } from '../choice-list';
import { ChoicesStatus } from './choices-status';
import type { ScreenProps } from './screen-props';
import { WithOptions } from './with-options';

export type Occasion = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'sweet';
export type OccasionField = 'breakfast' | 'lunch' | 'dinner' | 'snacks' | 'sweets';

const pickKey = (pick: { object_id: number; type: string }) => `${pick.type}:${pick.object_id}`;

export function OccasionScreen({
  quiz,
  loaded,
  occasion,
  field,
}: ScreenProps & { occasion: Occasion; field: OccasionField }) {
  // Requested only once the stored answers are known, so the dietary flags are the visitor's.
  const quizOptions = useQuizOptions();
  const options = useOccasionPreferenceOptions(
    quizOptions.data ? occasionOptionsQueryOf(quiz, quizOptions.data) : {},
    loaded && quizOptions.data !== undefined,
  );
  // The API keeps the diet; the proteins rated "No thanks" and the dislikes are left out here (issue 39).
  const offered: OccasionOption[] = keepingAnswers(options.data?.[occasion] ?? [], ruledOutTags(quiz));
  const byKey = new Map(offered.map((option) => [pickKey(option), option]));
  const selected = quiz[field].map(pickKey).filter((key) => byKey.has(key));
  const failed = options.isError || quizOptions.isError;
  const items = (
    <>
      {failed && <ChoicesStatus onRetry={() => (quizOptions.isError ? quizOptions : options).refetch()} />}
      {!options.data && !failed && <ChoicesStatus />}
      {options.data && (
        <ChoiceList
          legend={occasion === 'lunch' || occasion === 'dinner' ? `Favorites for ${occasion}` : 'Foods'}
          hideLegend={occasion !== 'lunch' && occasion !== 'dinner'}
          choices={offered.map((option) => ({ value: pickKey(option), label: option.name, picture: option.picture }))}
          selected={selected}
          onChange={(keys) =>
            saveAnswers({
              [field]: keys.flatMap((key): OccasionPick[] => {
                const option = byKey.get(key);
                return option ? [{ object_id: option.object_id, type: option.type }] : [];
              }),
            })
          }
        />
      )}
    </>
  );
  if (occasion !== 'lunch' && occasion !== 'dinner') return items;
  return (
    <>
      {items}
      <WithOptions>
        {(quizOptions) => (
          <ChoiceList
            legend={`Dishes you like for ${occasion}`}
            choices={quizOptions.dish_types
              .filter((dishType) => dishType.occasions.includes(occasion))
              .map((dishType) => ({ value: dishType.id, label: dishType.name, picture: dishType.picture }))}
            selected={quiz.lunchDinner[occasion]}
            onChange={(ids) => saveAnswers({ lunchDinner: { ...quiz.lunchDinner, [occasion]: ids } })}
          />
        )}
      </WithOptions>
    </>
  );
}
