// Quiz and preference enumerations: the ids the API stores and the client sends.

export const GoalId = {
  SaveTime: 5,
  ImproveHealth: 2,
  LoseWeight: 3,
  TryNewThings: 9,
  EatLessTakeout: 10,
  GroceryShopLess: 4,
  WasteLessFood: 11,
  SaveMoney: 7,
  EatMoreVeggiesWithFamily: 8,
  SimplifyCooking: 12,
  LowerStress: 13,
} as const;
export type GoalId = (typeof GoalId)[keyof typeof GoalId];

export const EATING_HABITS = ['omnivore', 'flexitarian', 'pescatarian', 'vegetarian', 'vegan'] as const;
export type EatingHabit = (typeof EATING_HABITS)[number];

export const DIETARY_NEEDS = [
  'dairy-free',
  'gluten-free',
  'soy-free',
  'tree-nut-free',
  'peanut-free',
  'egg-free',
  'shellfish-free',
  'sesame-free',
  'grain-free',
  'garlic-free',
  'onion-free',
  'caffeine-free',
] as const;
export type DietaryNeed = (typeof DIETARY_NEEDS)[number];

export const DietaryId = {
  Vegan: 1,
  Vegetarian: 2,
  Pescatarian: 3,
  DairyFree: 4,
  GlutenFree: 5,
  SoyFree: 6,
  TreeNutFree: 7,
  PeanutFree: 8,
  EggFree: 9,
  ShellfishFree: 10,
  Omnivore: 11,
  Flexitarian: 12,
  GarlicFree: 13,
  OnionFree: 14,
  SesameFree: 15,
  CaffeineFree: 16,
  GrainFree: 17,
} as const;
export type DietaryId = (typeof DietaryId)[keyof typeof DietaryId];

export const Frequency = { OFTEN: 3, SOMETIMES: 2, NEVER: 1 } as const;
export type Frequency = (typeof Frequency)[keyof typeof Frequency];

/** Tag preference values: 1 liked, -1 disliked, 0 removed. */
export const TagPreference = { Liked: 1, Disliked: -1, Removed: 0 } as const;
export type TagPreference = (typeof TagPreference)[keyof typeof TagPreference];

/** Dish type rating values. */
export const DishTypeRating = { Wanted: 1, NotWanted: 0 } as const;
export type DishTypeRating = (typeof DishTypeRating)[keyof typeof DishTypeRating];
