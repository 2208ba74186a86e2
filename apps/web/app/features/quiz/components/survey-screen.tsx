// The question of one survey screen: the quiz's own screens, each editing the answers the survey pre-filled.
import type { ReactNode } from 'react';
import type { SurveyQuestionStep } from '../model/survey-steps';
import { BudgetScreen } from './screens/budget-screen';
import { DietaryNeedsScreen } from './screens/dietary-needs-screen';
import { EatingHabitsScreen } from './screens/eating-habits-screen';
import { FrequencyScreen } from './screens/frequency-screen';
import { HouseholdScreen } from './screens/household-screen';
import { OccasionScreen } from './screens/occasion-screen';
import { ProteinScreen } from './screens/protein-screen';
import type { ScreenProps } from './screens/screen-props';
import { TagChoicesScreen } from './screens/tag-choices-screen';

const SCREENS: Record<SurveyQuestionStep, (props: ScreenProps) => ReactNode> = {
  hello: (props) => <HouseholdScreen {...props} />,
  'grocery-shop': (props) => <BudgetScreen {...props} />,
  dietary: (props) => (
    <>
      <EatingHabitsScreen {...props} />
      <DietaryNeedsScreen {...props} />
    </>
  ),
  meat: (props) => <ProteinScreen {...props} group="meat" field="meats" />,
  seafood: (props) => <ProteinScreen {...props} group="seafood" field="seafood" />,
  plants: (props) => <ProteinScreen {...props} group="plant" field="plants" />,
  morning: (props) => <FrequencyScreen {...props} field="breakfastFrequency" />,
  midday: (props) => <FrequencyScreen {...props} field="lunchFrequency" />,
  evening: (props) => <FrequencyScreen {...props} field="dinnerFrequency" />,
  sweets: (props) => <OccasionScreen {...props} occasion="sweet" field="sweets" />,
  breakfast: (props) => <OccasionScreen {...props} occasion="breakfast" field="breakfast" />,
  recipes: (props) => (
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
  snacks: (props) => <OccasionScreen {...props} occasion="snack" field="snacks" />,
};

export function SurveyScreen({ step, quiz, loaded }: ScreenProps & { step: SurveyQuestionStep }) {
  return SCREENS[step]({ quiz, loaded });
}
