// The question of one quiz step. Every change is written to local storage at once (saveAnswers). Choices come from
// the taxonomy (GET /api/v2/quiz_options/) and, for the meal screens, from the occasion options requested with the
// visitor's dietary flags, so nothing that contradicts an earlier answer is offered.

import { dietaryIdsOf, proteinTagFits } from '@larder/contracts/dietary-rules';
import {
  DIETARY_NEEDS,
  type DietaryNeed,
  EATING_HABITS,
  type EatingHabit,
  GoalId,
} from '@larder/contracts/preferences';
import type { OccasionPick, QuizLocal } from '@larder/contracts/quiz-local';
import type { DietaryChoice, OccasionOption, QuizOptions, QuizTag, TagGroup } from '@larder/contracts/quiz-options';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { useOccasionPreferenceOptions } from '../api/get-occasion-preference-options';
import { useQuizOptions } from '../api/get-quiz-options';
import { occasionOptionsQueryOf } from '../model/occasion-options-query';
import { BUDGET_CHOICES, FREQUENCY_CHOICES, HOUSEHOLD_COUNT_MAX, HOUSEHOLD_COUNTS } from '../model/quiz-content';
import { eatsMeat, eatsSeafood, type QuizStep } from '../model/quiz-steps';
import { saveAnswers } from '../model/quiz-storage';
import type { Choice } from './choice';
import { ChoiceList } from './choice-list';
import { CountStepper } from './count-stepper';
import { RadioList } from './radio-list';
import { RatingList } from './rating-list';
import { ThumbsList } from './thumbs-list';

interface ScreenProps {
  quiz: QuizLocal;
  /** False until local storage has been read (prerendered page, hydration). */
  loaded: boolean;
}

const tagChoice = (tag: QuizTag): Choice<number> => ({
  value: tag.id,
  label: tag.name,
  description: tag.description,
  picture: tag.picture,
});

/** The quiz options, or what to show while they load or when they failed. */
function WithOptions({ children }: { children: (options: QuizOptions) => ReactNode }) {
  const options = useQuizOptions();
  if (options.data) return <>{children(options.data)}</>;
  if (options.isError) {
    return (
      <div role="alert" className="quiz-problem">
        <Paragraph>We could not load the choices.</Paragraph>
        <Button prominence="secondary" onClick={() => options.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="quiz-loading">
      Loading the choices…
    </p>
  );
}

/** Tags of a group without follow-up tags (those are asked on their own screen). */
const topTags = (options: QuizOptions, group: TagGroup) => options.tags[group].filter((tag) => tag.parent_id === null);

function TagChoices({
  group,
  legend,
  hideLegend = true,
  selected,
  onChange,
}: {
  group: TagGroup;
  legend: string;
  hideLegend?: boolean;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend={legend}
          hideLegend={hideLegend}
          choices={topTags(options, group).map(tagChoice)}
          selected={selected}
          onChange={onChange}
        />
      )}
    </WithOptions>
  );
}

function Household({ quiz }: ScreenProps) {
  const set = (field: keyof typeof HOUSEHOLD_COUNTS, value: number) => {
    const counts = {
      adultsCount: quiz.adultsCount,
      childrenCount: quiz.childrenCount,
      youngChildrenCount: quiz.youngChildrenCount,
      [field]: value,
    };
    saveAnswers({ ...counts, householdSize: counts.adultsCount + counts.childrenCount + counts.youngChildrenCount });
  };
  const people = quiz.adultsCount + quiz.childrenCount + quiz.youngChildrenCount;
  return (
    <div className="quiz-household">
      {(Object.keys(HOUSEHOLD_COUNTS) as (keyof typeof HOUSEHOLD_COUNTS)[]).map((field) => (
        <CountStepper
          key={field}
          label={HOUSEHOLD_COUNTS[field].label}
          hint={HOUSEHOLD_COUNTS[field].hint}
          min={HOUSEHOLD_COUNTS[field].min}
          max={HOUSEHOLD_COUNT_MAX}
          value={quiz[field]}
          onChange={(value) => set(field, value)}
        />
      ))}
      <Paragraph variant="caption">
        We will plan for {people} {people === 1 ? 'person' : 'people'}.
      </Paragraph>
    </div>
  );
}

const GOAL_IDS = new Set<number>(Object.values(GoalId));
const isGoalId = (id: number): id is QuizLocal['goals'][number] => GOAL_IDS.has(id);
const isHabit = (key: string): key is EatingHabit => (EATING_HABITS as readonly string[]).includes(key);
const isNeed = (key: string): key is DietaryNeed => (DIETARY_NEEDS as readonly string[]).includes(key);

function dietaryChoices<T extends string>(
  choices: readonly DietaryChoice[],
  isKey: (key: string) => key is T,
): Choice<T>[] {
  return choices.flatMap((choice) =>
    isKey(choice.key) ? [{ value: choice.key, label: choice.name, description: choice.description }] : [],
  );
}

function ProteinScreen({
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

function NothingToAsk({ reason }: { reason: string }) {
  return <Paragraph>{reason}</Paragraph>;
}

/** The macro-nutrient goals; unticking a goal also drops its follow-up answer. */
function MacroNutrients({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => (
        <ChoiceList
          legend="Nutrition goals"
          hideLegend
          choices={topTags(options, 'macro-nutrient').map(tagChoice)}
          selected={quiz.macroNutrient}
          onChange={(ids) => {
            const chosen = new Set(ids);
            const followUps = options.tags['macro-nutrient'].filter(
              (tag) => tag.parent_id !== null && !chosen.has(tag.parent_id),
            );
            const dropped = new Set(followUps.map((tag) => tag.id));
            saveAnswers({ macroNutrient: ids.filter((id) => !dropped.has(id)) });
          }}
        />
      )}
    </WithOptions>
  );
}

/** The follow-up of each chosen macro-nutrient goal that has one: the goal itself or one of its stricter tags. */
function LowSodium({ quiz }: ScreenProps) {
  return (
    <WithOptions>
      {(options) => {
        const tags = options.tags['macro-nutrient'];
        const parents = tags.filter(
          (tag) => quiz.macroNutrient.includes(tag.id) && tags.some((child) => child.parent_id === tag.id),
        );
        if (parents.length === 0) {
          return <NothingToAsk reason="You did not pick a sodium goal, so there is nothing to ask here." />;
        }
        return parents.map((parent) => {
          const children = tags.filter((tag) => tag.parent_id === parent.id);
          const childIds = new Set(children.map((tag) => tag.id));
          const chosen = quiz.macroNutrient.find((id) => childIds.has(id)) ?? parent.id;
          return (
            <RadioList
              key={parent.id}
              legend={parent.name}
              hideLegend={parents.length === 1}
              choices={[parent, ...children].map(tagChoice)}
              selected={chosen}
              onChange={(value) =>
                saveAnswers({
                  macroNutrient: [
                    ...quiz.macroNutrient.filter((id) => !childIds.has(id)),
                    ...(value === parent.id ? [] : [value]),
                  ],
                })
              }
            />
          );
        });
      }}
    </WithOptions>
  );
}

type Occasion = 'breakfast' | 'lunch' | 'dinner' | 'snack' | 'sweet';
type OccasionField = 'breakfast' | 'lunch' | 'dinner' | 'snacks' | 'sweets';

const pickKey = (pick: { object_id: number; type: string }) => `${pick.type}:${pick.object_id}`;

function OccasionScreen({ quiz, loaded, occasion, field }: ScreenProps & { occasion: Occasion; field: OccasionField }) {
  // Requested only once the stored answers are known, so the dietary flags are the visitor's.
  const quizOptions = useQuizOptions();
  const options = useOccasionPreferenceOptions(
    quizOptions.data ? occasionOptionsQueryOf(quiz, quizOptions.data) : {},
    loaded && quizOptions.data !== undefined,
  );
  const offered: OccasionOption[] = options.data?.[occasion] ?? [];
  const byKey = new Map(offered.map((option) => [pickKey(option), option]));
  const selected = quiz[field].map(pickKey).filter((key) => byKey.has(key));
  const items = (
    <>
      {(options.isError || quizOptions.isError) && (
        <div role="alert" className="quiz-problem">
          <Paragraph>We could not load the choices.</Paragraph>
          <Button prominence="secondary" onClick={() => (quizOptions.isError ? quizOptions : options).refetch()}>
            Try again
          </Button>
        </div>
      )}
      {!options.data && !options.isError && !quizOptions.isError && (
        <p role="status" className="quiz-loading">
          Loading the choices…
        </p>
      )}
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

function FrequencyScreen({ quiz, field }: ScreenProps & { field: `${OccasionField}Frequency` }) {
  return (
    <RadioList
      legend="How many"
      hideLegend
      choices={FREQUENCY_CHOICES}
      selected={quiz[field]}
      onChange={(value) => saveAnswers({ [field]: value })}
    />
  );
}

export function QuizScreen({ step, quiz, loaded }: ScreenProps & { step: QuizStep }) {
  const props = { quiz, loaded };
  switch (step) {
    case 'intro':
    case 'goals-benefits':
    case 'budget-benefits':
    case 'food-preferences-intro':
      return null;
    case 'hello':
      return <Household {...props} />;
    case 'hello/goals':
      return (
        <WithOptions>
          {(options) => (
            <ChoiceList
              legend="Goals"
              hideLegend
              choices={options.goals.flatMap((goal) =>
                isGoalId(goal.id) ? [{ value: goal.id, label: goal.name }] : [],
              )}
              selected={quiz.goals}
              onChange={(goals) => saveAnswers({ goals })}
            />
          )}
        </WithOptions>
      );
    case 'budget':
      return (
        <RadioList
          legend="Weekly grocery spend"
          hideLegend
          choices={BUDGET_CHOICES}
          selected={quiz.budget}
          onChange={(budget) => saveAnswers({ budget })}
        />
      );
    case 'eating-habits':
      return (
        <WithOptions>
          {(options) => (
            <RadioList
              legend="Eating habit"
              hideLegend
              choices={dietaryChoices(options.eating_habits, isHabit)}
              selected={quiz.habits}
              onChange={(habits) => saveAnswers({ habits })}
            />
          )}
        </WithOptions>
      );
    case 'eating-habits/dietary-needs':
      return (
        <WithOptions>
          {(options) => (
            <ChoiceList
              legend="Dietary needs"
              hideLegend
              choices={dietaryChoices(options.dietary_needs, isNeed)}
              selected={quiz.dietary}
              onChange={(dietary) => saveAnswers({ dietary })}
            />
          )}
        </WithOptions>
      );
    case 'meat':
      return eatsMeat(quiz) ? (
        <ProteinScreen {...props} group="meat" field="meats" />
      ) : (
        <NothingToAsk reason="You told us you do not eat meat, so there is nothing to ask here." />
      );
    case 'seafood':
      return eatsSeafood(quiz) ? (
        <ProteinScreen {...props} group="seafood" field="seafood" />
      ) : (
        <NothingToAsk reason="You told us you do not eat fish or seafood, so there is nothing to ask here." />
      );
    case 'plants':
      return <ProteinScreen {...props} group="plant" field="plants" />;
    case 'cuisines':
    case 'flavors': {
      const field = step;
      return (
        <WithOptions>
          {(options) => (
            <ThumbsList
              label={step === 'cuisines' ? 'Cuisines' : 'Flavors'}
              items={topTags(options, step === 'cuisines' ? 'cuisine' : 'flavor').map(tagChoice)}
              ratings={quiz[field]}
              onChange={(ratings) => saveAnswers({ [field]: ratings })}
            />
          )}
        </WithOptions>
      );
    }
    case 'polarizing':
      return (
        <TagChoices
          group="polarizing"
          legend="Ingredients to avoid"
          selected={quiz.dislike}
          onChange={(dislike) => saveAnswers({ dislike })}
        />
      );
    case 'macro-nutrient':
      return <MacroNutrients {...props} />;
    case 'macro-nutrient/low-sodium':
      return <LowSodium {...props} />;
    case 'food-qualities':
      return (
        <TagChoices
          group="food-quality"
          legend="Food qualities"
          selected={quiz.foodQualities}
          onChange={(foodQualities) => saveAnswers({ foodQualities })}
        />
      );
    case 'food-formats':
      return (
        <>
          <TagChoices
            group="food-format"
            legend="Cooking styles"
            hideLegend={false}
            selected={quiz.foodFormats}
            onChange={(foodFormats) => saveAnswers({ foodFormats })}
          />
          <TagChoices
            group="ready-made"
            legend="Ready-made food you would like"
            hideLegend={false}
            selected={quiz.readyMade}
            onChange={(readyMade) => saveAnswers({ readyMade })}
          />
        </>
      );
    case 'breakfast':
      return <OccasionScreen {...props} occasion="breakfast" field="breakfast" />;
    case 'lunch':
      return <OccasionScreen {...props} occasion="lunch" field="lunch" />;
    case 'dinner':
      return <OccasionScreen {...props} occasion="dinner" field="dinner" />;
    case 'snacks':
      return <OccasionScreen {...props} occasion="snack" field="snacks" />;
    case 'sweets':
      return <OccasionScreen {...props} occasion="sweet" field="sweets" />;
    case 'breakfast/frequency':
      return <FrequencyScreen {...props} field="breakfastFrequency" />;
    case 'lunch/frequency':
      return <FrequencyScreen {...props} field="lunchFrequency" />;
    case 'dinner/frequency':
      return <FrequencyScreen {...props} field="dinnerFrequency" />;
    case 'snacks/frequency':
      return <FrequencyScreen {...props} field="snacksFrequency" />;
    case 'sweets/frequency':
      return <FrequencyScreen {...props} field="sweetsFrequency" />;
  }
}
