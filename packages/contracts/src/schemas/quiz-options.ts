// What the quiz screens offer (docs/decisions/020-food-taxonomy-and-catalogue.md): GET /api/v2/quiz_options/ (the
// taxonomy's tags by group, dish types, goals, eating habits and dietary needs with their ids) and
// GET /api/v2/occasion_preference_options/ (the catalogue items offered for breakfast, lunch, dinner, snack and
// sweet, filtered by dietary flags).
import { z } from 'zod';
import {
  DIETARY_NEEDS,
  DietaryId,
  type DietaryNeed,
  EATING_HABITS,
  type EatingHabit,
  GoalId,
  type GoalId as GoalIdValue,
} from '../values/preferences';
import { ContentType, DIETARY_FLAGS, type DietaryFlag, DietaryFlagsQuery, dietaryFlagOf, Occasion } from './catalogue';

/** Tag groups, in the order the quiz asks them. */
export const TAG_GROUPS = [
  'cuisine',
  'flavor',
  'meat',
  'seafood',
  'plant',
  'polarizing',
  'macro-nutrient',
  'food-quality',
  'food-format',
  'ready-made',
] as const;
export const TagGroup = z.enum(TAG_GROUPS);
export type TagGroup = z.infer<typeof TagGroup>;

export const TAG_GROUP_NAMES: Readonly<Record<TagGroup, string>> = {
  cuisine: 'Cuisines',
  flavor: 'Flavors',
  meat: 'Meat and poultry',
  seafood: 'Seafood',
  plant: 'Plant proteins',
  polarizing: 'Polarizing ingredients',
  'macro-nutrient': 'Macro-nutrient goals',
  'food-quality': 'Food qualities',
  'food-format': 'Food formats',
  'ready-made': 'Ready-made',
};

/**
 * A tag. `parent_id` marks a follow-up choice of another tag of its group: the `macro-nutrient/low-sodium` screen
 * offers the tags whose parent is "Low sodium". `picture` is a path on the API origin, or null.
 */
export const QuizTag = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  picture: z.string().nullable(),
  parent_id: z.number().int().nullable(),
});
export type QuizTag = z.infer<typeof QuizTag>;

/** A dish type; `occasions` are the quiz screens that offer it (empty: a catalogue category only). */
export const DishType = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  occasions: z.array(Occasion),
});
export type DishType = z.infer<typeof DishType>;

export const GOAL_NAMES: Readonly<Record<GoalIdValue, string>> = {
  [GoalId.SaveTime]: 'Save time',
  [GoalId.ImproveHealth]: 'Improve my health',
  [GoalId.LoseWeight]: 'Lose weight',
  [GoalId.TryNewThings]: 'Try new things',
  [GoalId.EatLessTakeout]: 'Eat less takeout',
  [GoalId.GroceryShopLess]: 'Grocery shop less',
  [GoalId.WasteLessFood]: 'Waste less food',
  [GoalId.SaveMoney]: 'Save money',
  [GoalId.EatMoreVeggiesWithFamily]: 'Eat more veggies with my family',
  [GoalId.SimplifyCooking]: 'Simplify cooking',
  [GoalId.LowerStress]: 'Lower stress around meals',
};

export const DIETARY_ID_BY_HABIT: Readonly<Record<EatingHabit, DietaryId>> = {
  omnivore: DietaryId.Omnivore,
  flexitarian: DietaryId.Flexitarian,
  pescatarian: DietaryId.Pescatarian,
  vegetarian: DietaryId.Vegetarian,
  vegan: DietaryId.Vegan,
};

export const DIETARY_ID_BY_NEED: Readonly<Record<DietaryNeed, DietaryId>> = {
  'dairy-free': DietaryId.DairyFree,
  'gluten-free': DietaryId.GlutenFree,
  'soy-free': DietaryId.SoyFree,
  'tree-nut-free': DietaryId.TreeNutFree,
  'peanut-free': DietaryId.PeanutFree,
  'egg-free': DietaryId.EggFree,
  'shellfish-free': DietaryId.ShellfishFree,
  'sesame-free': DietaryId.SesameFree,
  'grain-free': DietaryId.GrainFree,
  'garlic-free': DietaryId.GarlicFree,
  'onion-free': DietaryId.OnionFree,
  'caffeine-free': DietaryId.CaffeineFree,
};

export const EATING_HABIT_TEXTS: Readonly<Record<EatingHabit, { name: string; description: string }>> = {
  omnivore: { name: 'Omnivore', description: 'I eat everything.' },
  flexitarian: { name: 'Flexitarian', description: 'Mostly plants, with poultry and fish now and then.' },
  pescatarian: { name: 'Pescatarian', description: 'No meat or poultry, but fish and seafood.' },
  vegetarian: { name: 'Vegetarian', description: 'No meat, poultry or fish; dairy and eggs are fine.' },
  vegan: { name: 'Vegan', description: 'Nothing from animals.' },
};

export const DIETARY_NEED_NAMES: Readonly<Record<DietaryNeed, string>> = {
  'dairy-free': 'Dairy-free',
  'gluten-free': 'Gluten-free',
  'soy-free': 'Soy-free',
  'tree-nut-free': 'Tree-nut-free',
  'peanut-free': 'Peanut-free',
  'egg-free': 'Egg-free',
  'shellfish-free': 'Shellfish-free',
  'sesame-free': 'Sesame-free',
  'grain-free': 'Grain-free',
  'garlic-free': 'Garlic-free',
  'onion-free': 'Onion-free',
  'caffeine-free': 'Caffeine-free',
};

export const Goal = z.object({ id: z.number().int(), key: z.string(), name: z.string() });
export type Goal = z.infer<typeof Goal>;

const dietaryFlagName = z.enum(Object.keys(DIETARY_FLAGS) as [DietaryFlag, ...DietaryFlag[]]);

/** An eating habit or dietary need: its quiz key, its dietary id, and the query flag that filters for it. */
export const DietaryChoice = z.object({
  key: z.string(),
  dietary_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Null for omnivore, which rules nothing out. */
  query_flag: dietaryFlagName.nullable(),
});
export type DietaryChoice = z.infer<typeof DietaryChoice>;

/** The response of GET /api/v2/quiz_options/. */
export const QuizOptions = z.object({
  tag_groups: z.array(z.object({ group: TagGroup, name: z.string() })),
  tags: z.object(
    Object.fromEntries(TAG_GROUPS.map((group) => [group, z.array(QuizTag)])) as Record<
      TagGroup,
      z.ZodArray<typeof QuizTag>
    >,
  ),
  dish_types: z.array(DishType),
  /**
   * Dish type ids left out of the lunch and dinner dish type patch: 18, side dish
   * (docs/decisions/020-food-taxonomy-and-catalogue.md).
   */
  excluded_lunch_dinner_dish_types: z.array(z.number().int()),
  goals: z.array(Goal),
  eating_habits: z.array(DietaryChoice),
  dietary_needs: z.array(DietaryChoice),
  occasions: z.array(Occasion),
});
export type QuizOptions = z.infer<typeof QuizOptions>;

/** How long browsers and shared caches may reuse GET /api/v2/quiz_options/ before revalidating with its ETag. */
export const QUIZ_OPTIONS_MAX_AGE_SECONDS = 300;

export function eatingHabitChoices(): DietaryChoice[] {
  return EATING_HABITS.map((habit) => ({
    key: habit,
    dietary_id: DIETARY_ID_BY_HABIT[habit],
    ...EATING_HABIT_TEXTS[habit],
    query_flag: dietaryFlagOf(DIETARY_ID_BY_HABIT[habit]) ?? null,
  }));
}

export function dietaryNeedChoices(): DietaryChoice[] {
  return DIETARY_NEEDS.map((need) => ({
    key: need,
    dietary_id: DIETARY_ID_BY_NEED[need],
    name: DIETARY_NEED_NAMES[need],
    description: null,
    query_flag: dietaryFlagOf(DIETARY_ID_BY_NEED[need]) ?? null,
  }));
}

export function goalChoices(): Goal[] {
  return (Object.entries(GoalId) as [string, GoalIdValue][]).map(([key, id]) => ({ key, id, name: GOAL_NAMES[id] }));
}

/**
 * One option of an occasion screen: object_id and type. `type` is the content type the customer's
 * occasion entity preference stores; `name` and `picture` are for display.
 */
export const OccasionOption = z.object({
  object_id: z.number().int(),
  type: ContentType,
  name: z.string(),
  picture: z.string(),
  /**
   * The item's tags of the hard dislike groups (meat, seafood, plant, polarizing): a later screen leaves out an option
   * carrying a tag the visitor said "no thanks" to or disliked (values/quiz-answers.ts; issue 39).
   */
  tags: z.array(z.number().int()),
});
export type OccasionOption = z.infer<typeof OccasionOption>;

/** GET /api/v2/occasion_preference_options/?is_vegan=true&...: every flag given holds for every option. */
export const OccasionOptionsQuery = z.strictObject(DietaryFlagsQuery.shape);
export type OccasionOptionsQuery = z.input<typeof OccasionOptionsQuery>;

export const OccasionOptions = z.object({
  breakfast: z.array(OccasionOption),
  lunch: z.array(OccasionOption),
  dinner: z.array(OccasionOption),
  snack: z.array(OccasionOption),
  sweet: z.array(OccasionOption),
}) satisfies z.ZodType<Record<Occasion, OccasionOption[]>>;
export type OccasionOptions = z.infer<typeof OccasionOptions>;
