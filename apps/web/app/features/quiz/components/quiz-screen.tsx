// The question of one quiz step, looked up in a step → screen table: each step names its kind of screen
// (screens/<kind>-screen.tsx) and what that screen asks about. Every change is written to local storage at once
// (saveAnswers). Choices come from the taxonomy (GET /api/v2/quiz_options/) and, for the meal screens, from the
// occasion options requested with the visitor's dietary flags, so nothing that contradicts an earlier answer is
// offered.
import { lazy, type ReactNode, Suspense } from 'react';
import { eatsMeat, eatsSeafood, type QuizStep } from '../model/quiz-steps';
import { BudgetScreen } from './screens/budget-screen';
import { DietaryNeedsScreen } from './screens/dietary-needs-screen';
import { EatingHabitsScreen } from './screens/eating-habits-screen';
import { GoalsScreen } from './screens/goals-screen';
import { HouseholdScreen } from './screens/household-screen';
import { LowSodiumScreen } from './screens/low-sodium-screen';
import { MacroNutrientScreen } from './screens/macro-nutrient-screen';
import { NothingToAsk } from './screens/nothing-to-ask';
import type { Occasion, OccasionField } from './screens/occasion-screen';
import { ProteinScreen } from './screens/protein-screen';
import type { ScreenProps } from './screens/screen-props';
import { TagChoicesScreen } from './screens/tag-choices-screen';
import { ThumbsScreen } from './screens/thumbs-screen';

// The meal screens' code (their options query, the filter of earlier answers, the meal counts) loads when a meal step
// is shown, not with the quiz's first screens (decision 070's first-load budget). A prerendered meal step's markup is
// kept while its chunk loads, then hydrated.
const OccasionScreen = lazy(() =>
  import('./screens/occasion-screen').then((module) => ({ default: module.OccasionScreen })),
);

const FrequencyScreen = lazy(() =>
  import('./screens/frequency-screen').then((module) => ({ default: module.FrequencyScreen })),
);

const meal = (occasion: Occasion, field: OccasionField) => (props: ScreenProps) => (
  <Suspense fallback={null}>
    <OccasionScreen {...props} occasion={occasion} field={field} />
  </Suspense>
);

const mealCount = (field: `${OccasionField}Frequency`) => (props: ScreenProps) => (
  <Suspense fallback={null}>
    <FrequencyScreen {...props} field={field} />
  </Suspense>
);

/** A step that asks nothing: its heading and lead say it all. */
const textOnly = () => null;

const SCREENS: Record<QuizStep, (props: ScreenProps) => ReactNode> = {
  intro: textOnly,
  hello: (props) => <HouseholdScreen {...props} />,
  'hello/goals': (props) => <GoalsScreen {...props} />,
  'goals-benefits': textOnly,
  budget: (props) => <BudgetScreen {...props} />,
  'budget-benefits': textOnly,
  'eating-habits': (props) => <EatingHabitsScreen {...props} />,
  'eating-habits/dietary-needs': (props) => <DietaryNeedsScreen {...props} />,
  meat: (props) =>
    eatsMeat(props.quiz) ? (
      <ProteinScreen {...props} group="meat" field="meats" />
    ) : (
      <NothingToAsk reason="You told us you do not eat meat, so there is nothing to ask here." />
    ),
  seafood: (props) =>
    eatsSeafood(props.quiz) ? (
      <ProteinScreen {...props} group="seafood" field="seafood" />
    ) : (
      <NothingToAsk reason="You told us you do not eat fish or seafood, so there is nothing to ask here." />
    ),
  plants: (props) => <ProteinScreen {...props} group="plant" field="plants" />,
  cuisines: (props) => <ThumbsScreen {...props} label="Cuisines" group="cuisine" field="cuisines" />,
  flavors: (props) => <ThumbsScreen {...props} label="Flavors" group="flavor" field="flavors" />,
  polarizing: (props) => (
    <TagChoicesScreen {...props} group="polarizing" legend="Ingredients to avoid" field="dislike" />
  ),
  'macro-nutrient': (props) => <MacroNutrientScreen {...props} />,
  'macro-nutrient/low-sodium': (props) => <LowSodiumScreen {...props} />,
  'food-qualities': (props) => (
    <TagChoicesScreen {...props} group="food-quality" legend="Food qualities" field="foodQualities" />
  ),
  'food-formats': (props) => (
    <>
      <TagChoicesScreen {...props} group="food-format" legend="Cooking styles" hideLegend={false} field="foodFormats" />
      <TagChoicesScreen
        {...props}
        group="ready-made"
        legend="Ready-made food you would like"
        hideLegend={false}
        field="readyMade"
      />
    </>
  ),
  'food-preferences-intro': textOnly,
  breakfast: meal('breakfast', 'breakfast'),
  'breakfast/frequency': mealCount('breakfastFrequency'),
  lunch: meal('lunch', 'lunch'),
  'lunch/frequency': mealCount('lunchFrequency'),
  dinner: meal('dinner', 'dinner'),
  'dinner/frequency': mealCount('dinnerFrequency'),
  snacks: meal('snack', 'snacks'),
  'snacks/frequency': mealCount('snacksFrequency'),
  sweets: meal('sweet', 'sweets'),
  'sweets/frequency': mealCount('sweetsFrequency'),
};

export function QuizScreen({ step, quiz, loaded }: ScreenProps & { step: QuizStep }) {
  return SCREENS[step]({ quiz, loaded });
}
