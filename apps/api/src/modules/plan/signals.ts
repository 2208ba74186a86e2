// What a customer's answers mean for each catalogue item: the hard rules that rule it out, the soft signals that
// rank it, and the reason a chosen item is given. docs/decisions/060-plan-building.md lists them with their weights.
import type { ContentType, Occasion } from '@larder/contracts/schemas/catalogue';
import type { TagGroup } from '@larder/contracts/schemas/quiz-options';
import { DIET_WORDS, DIETARY_EXCLUSIONS } from '@larder/contracts/values/dietary-rules';
import { LearningReason } from '@larder/contracts/values/learning';
import { DietaryId, GoalId } from '@larder/contracts/values/preferences';
import {
  attributeBit,
  type CatalogueIndex,
  Feature,
  type IndexedItem,
  itemKey,
  occasionBit,
  QUICK_MINUTES,
  type TaxonomyTag,
} from './catalogue-index';
import { exploreOne } from './explore';
import { type Learned, type LearnedInput, LearnedReason, learnedScores } from './learned';

/** A customer's saved answers, as plan building reads them. */
export interface PlanAnswers {
  household: {
    household_size: number;
    num_adults: number | null;
    num_older_children: number | null;
    num_young_children: number | null;
  };
  /** Weekly grocery spend in whole dollars, or null. */
  weeklyBudgetDollars: number | null;
  frequencies: Partial<Record<Occasion, number | null>>;
  dietaryIds: readonly number[];
  /** 1 liked, -1 disliked. */
  tagPreferences: readonly { tag: number; preference: number }[];
  /** 1 wanted, 0 not wanted (lunch and dinner dish types). */
  dishTypeRatings: readonly { dishType: number; rating: number }[];
  goalIds: readonly number[];
  /** Occasion options the customer picked in the quiz. */
  picks: readonly { type: ContentType; id: number }[];
  /** Thumbs on products and recipes (issue 27): 1 liked, -1 disliked (a hard rule). */
  itemRatings?: readonly { type: ContentType; id: number; rating: number }[];
  /** Box edits, delivered boxes and similar customers (learned.ts): soft scores only. */
  learned?: LearnedInput;
}

/** Tag groups whose dislikes are hard rules: "no thanks" proteins and polarizing ingredients. */
export const HARD_DISLIKE_GROUPS: ReadonlySet<TagGroup> = new Set(['meat', 'seafood', 'plant', 'polarizing']);

/** Score points of each signal (docs/decisions/060-plan-building.md). */
export const WEIGHTS = {
  picked: 6,
  likedCuisine: 3,
  likedFlavor: 2,
  likedProtein: 3,
  /** A thumbs-down cuisine or flavor: a soft rule, but strong enough that such items come last. */
  dislikedTaste: -8,
  macroNutrient: 2,
  foodQuality: 1.5,
  foodFormat: 1.5,
  readyMade: 1.5,
  wantedDishType: 2,
  unwantedDishType: -1,
  goal: 1.5,
  newCuisine: 1,
  /** An item the customer gave a thumbs up (docs/decisions/190-learning.md). */
  likedItem: 5,
} as const;

/** Variety penalties: what one more item sharing something with the items already chosen costs. */
export const VARIETY = {
  /** A second meal with the same protein. */
  repeatProtein: -2.5,
  /** A third or later meal with the same protein: only when nothing else fits. */
  crowdedProtein: -20,
  repeatCuisine: -1.5,
  /** With the goal "try new things". */
  repeatCuisineCurious: -3,
  repeatDishType: -1.5,
  /** The same item in another section of the week. */
  reused: -4,
} as const;

/** Which feature serves each goal; "save money" and "try new things" are scored on price and cuisine instead. */
const GOAL_FEATURE: Partial<Record<number, number>> = {
  [GoalId.SaveTime]: Feature.Quick,
  [GoalId.SimplifyCooking]: Feature.Simple,
  [GoalId.LowerStress]: Feature.Easy,
  [GoalId.ImproveHealth]: Feature.Healthy,
  [GoalId.LoseWeight]: Feature.LowCalorie,
  [GoalId.EatLessTakeout]: Feature.Takeout,
  [GoalId.GroceryShopLess]: Feature.AllInTheBox,
  [GoalId.WasteLessFood]: Feature.LowWaste,
  [GoalId.EatMoreVeggiesWithFamily]: Feature.PlantBased,
};

/** Everything the scoring loop needs about one customer, computed once per plan. */
export interface Profile {
  excludedAttributes: number;
  /** Bit set of tags whose items are ruled out. */
  hardTags: Uint32Array;
  /** Score of each dense tag. */
  tagWeights: Float64Array;
  dishTypeWeights: ReadonlyMap<number, number>;
  goals: ReadonlySet<number>;
  goalFeatures: number;
  picks: ReadonlySet<string>;
  /** 1 at the index of each picked item. */
  picked: Uint8Array;
  /** Whether any tag is a hard dislike. */
  anyHardTag: boolean;
  /** Dense indexes of the cuisines the customer rated (for "try new things"). */
  ratedCuisines: ReadonlySet<number>;
  dietaryIds: readonly number[];
  /** 1 at the index of each item the customer liked (thumbs up), -1 of each they disliked (a hard rule). */
  rated: Int8Array;
  /** The learned soft scores and their reasons (learned.ts); null without any signal. */
  learned: Learned | null;
}

const TAG_WEIGHT_OF_GROUP: Partial<Record<TagGroup, number>> = {
  cuisine: WEIGHTS.likedCuisine,
  flavor: WEIGHTS.likedFlavor,
  meat: WEIGHTS.likedProtein,
  seafood: WEIGHTS.likedProtein,
  plant: WEIGHTS.likedProtein,
  'macro-nutrient': WEIGHTS.macroNutrient,
  'food-quality': WEIGHTS.foodQuality,
  'food-format': WEIGHTS.foodFormat,
  'ready-made': WEIGHTS.readyMade,
};

export function customerProfile(index: CatalogueIndex, answers: PlanAnswers): Profile {
  let excludedAttributes = 0;
  for (const dietaryId of answers.dietaryIds) {
    for (const attribute of DIETARY_EXCLUSIONS[dietaryId as DietaryId] ?? []) {
      excludedAttributes |= attributeBit(attribute);
    }
  }
  const hardTags = new Uint32Array(index.tagWords);
  const tagWeights = new Float64Array(index.tags.length);
  const ratedCuisines = new Set<number>();
  for (const { tag, preference } of answers.tagPreferences) {
    const dense = index.tagIndex.get(tag);
    if (dense === undefined || (preference !== 1 && preference !== -1)) continue;
    const group = (index.tags[dense] as TaxonomyTag).group;
    if (group === 'cuisine') ratedCuisines.add(dense);
    if (preference === 1) {
      tagWeights[dense] = TAG_WEIGHT_OF_GROUP[group] ?? 0;
    } else if (HARD_DISLIKE_GROUPS.has(group)) {
      hardTags[dense >>> 5] = (hardTags[dense >>> 5] ?? 0) | (1 << (dense & 31));
    } else {
      tagWeights[dense] = WEIGHTS.dislikedTaste;
    }
  }
  const dishTypeWeights = new Map<number, number>();
  for (const { dishType, rating } of answers.dishTypeRatings) {
    dishTypeWeights.set(dishType, rating === 1 ? WEIGHTS.wantedDishType : WEIGHTS.unwantedDishType);
  }
  const picks = new Set(answers.picks.map((pick) => itemKey(pick.type, pick.id)));
  const picked = new Uint8Array(index.items.length);
  for (const key of picks) {
    const position = index.byKey.get(key);
    if (position !== undefined) picked[position] = 1;
  }
  const rated = new Int8Array(index.items.length);
  for (const { type, id, rating } of answers.itemRatings ?? []) {
    const position = index.byKey.get(itemKey(type, id));
    if (position !== undefined && (rating === 1 || rating === -1)) rated[position] = rating;
  }
  const goals = new Set(answers.goalIds);
  let goalFeatures = 0;
  for (const goal of goals) goalFeatures |= GOAL_FEATURE[goal] ?? 0;
  const profile: Profile = {
    excludedAttributes,
    hardTags,
    tagWeights,
    dishTypeWeights,
    goals,
    goalFeatures,
    picks,
    picked,
    anyHardTag: hardTags.some((word) => word !== 0),
    ratedCuisines,
    dietaryIds: [...new Set(answers.dietaryIds)].sort((a, b) => a - b),
    rated,
    learned: answers.learned ? learnedScores(index, rated, answers.learned) : null,
  };
  if (profile.learned) exploreOne(profile.learned, rated, (position) => keepsHardRules(index, profile, position));
  return profile;
}

/**
 * The hard rules for the item at `position` of the index: eating habit and dietary needs (attributes), "no thanks"
 * proteins and polarizing dislikes (tags), and an item the customer disliked (issue 27).
 */
export function keepsHardRules(index: CatalogueIndex, profile: Profile, position: number): boolean {
  if (profile.rated[position] === -1) return false;
  if (((index.attributes[position] as number) & profile.excludedAttributes) !== 0) return false;
  if (!profile.anyHardTag) return true;
  const words = index.tagWords;
  const start = position * words;
  for (let word = 0; word < words; word += 1) {
    if (((index.tagBits[start + word] as number) & (profile.hardTags[word] as number)) !== 0) return false;
  }
  return true;
}

function popcount(value: number): number {
  let bits = value - ((value >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The soft score of the item at `position` of the index, the same for every occasion (see occasionScore). */
export function baseScore(index: CatalogueIndex, profile: Profile, item: IndexedItem, position: number): number {
  let score = 0;
  const { tagList, tagOffsets } = index;
  const weights = profile.tagWeights;
  const end = tagOffsets[position + 1] as number;
  for (let tag = tagOffsets[position] as number; tag < end; tag += 1)
    score += weights[tagList[tag] as number] as number;
  if (profile.picked[position] === 1) score += WEIGHTS.picked;
  if (profile.rated[position] === 1) score += WEIGHTS.likedItem;
  if (profile.learned) score += profile.learned.scores[position] as number;
  if (profile.goalFeatures !== 0) score += popcount(item.features & profile.goalFeatures) * WEIGHTS.goal;
  if (profile.goals.has(GoalId.TryNewThings)) {
    for (const cuisine of item.cuisines) {
      if (!profile.ratedCuisines.has(cuisine)) {
        score += WEIGHTS.newCuisine;
        break;
      }
    }
  }
  return score;
}

/** What depends on the occasion: good value (with "save money") and, for meals, the dish type ratings. */
export function occasionScore(profile: Profile, item: IndexedItem, occasion: Occasion, meal: boolean): number {
  let score = meal ? (profile.dishTypeWeights.get(item.source.dish_type) ?? 0) : 0;
  if (item.goodValue & occasionBit(occasion) && profile.goals.has(GoalId.SaveMoney)) score += WEIGHTS.goal;
  return score;
}

// Reasons ------------------------------------------------------------------------------------------------------------

const OCCASION_WORDS: Record<Occasion, string> = {
  breakfast: 'breakfasts',
  lunch: 'lunches',
  dinner: 'dinners',
  snack: 'snacks',
  sweet: 'sweet moments',
};

/** `a`, `a and b`, `a, b and c`. */
export function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function likedTagsOf(index: CatalogueIndex, profile: Profile, item: IndexedItem, groups: ReadonlySet<TagGroup>) {
  const liked: TaxonomyTag[] = [];
  for (const dense of item.tags) {
    const tag = index.tags[dense] as TaxonomyTag;
    if (groups.has(tag.group) && (profile.tagWeights[dense] ?? 0) > 0) liked.push(tag);
  }
  return liked;
}

const TASTE_GROUPS: ReadonlySet<TagGroup> = new Set(['cuisine', 'flavor']);
const PROTEIN_TAG_GROUPS: ReadonlySet<TagGroup> = new Set(['meat', 'seafood', 'plant']);
const NUTRITION_GROUPS: ReadonlySet<TagGroup> = new Set(['macro-nutrient']);
const HABIT_GROUPS: ReadonlySet<TagGroup> = new Set(['food-quality', 'food-format', 'ready-made']);

const GOAL_PHRASES: { goal: number; feature: number; phrase: (item: IndexedItem) => string }[] = [
  {
    goal: GoalId.SaveTime,
    feature: Feature.Quick,
    phrase: (item) =>
      item.source.prep_minutes !== null && item.source.prep_minutes <= QUICK_MINUTES
        ? `Ready in ${item.source.prep_minutes} minutes, to save you time`
        : 'Quick to put on the table, to save you time',
  },
  { goal: GoalId.SimplifyCooking, feature: Feature.Simple, phrase: () => 'Simple to cook, as you asked' },
  { goal: GoalId.LowerStress, feature: Feature.Easy, phrase: () => 'Easy on a busy day' },
  { goal: GoalId.ImproveHealth, feature: Feature.Healthy, phrase: () => 'Good for your health goal' },
  { goal: GoalId.LoseWeight, feature: Feature.LowCalorie, phrase: () => 'Low in calories, for your weight goal' },
  { goal: GoalId.EatLessTakeout, feature: Feature.Takeout, phrase: () => 'A takeout favourite made at home' },
  {
    goal: GoalId.GroceryShopLess,
    feature: Feature.AllInTheBox,
    phrase: () => 'Everything for it comes in your box, so you shop less',
  },
  { goal: GoalId.WasteLessFood, feature: Feature.LowWaste, phrase: () => 'Few ingredients, so little goes to waste' },
  {
    goal: GoalId.EatMoreVeggiesWithFamily,
    feature: Feature.PlantBased,
    phrase: () => 'Plant-packed, for more veggies at the table',
  },
];

/** The reason of the item's strongest learned signal (LearningReason), if it has one. */
export function learnedReason(index: CatalogueIndex, profile: Profile, position: number): string | undefined {
  const learned = profile.learned;
  switch (learned?.reasons[position]) {
    case LearnedReason.KeepAdding:
      return LearningReason.keepAdding;
    case LearnedReason.BecauseLiked: {
      const liked = index.items[learned.because[position] as number];
      return liked
        ? LearningReason.youLoved(liked.source.name)
        : LearningReason.similarCustomers(learned.stars[position] as number);
    }
    case LearnedReason.SimilarCustomers:
      return LearningReason.similarCustomers(learned.stars[position] as number);
    case LearnedReason.Explore:
      return LearningReason.newForYou;
    default:
      return undefined;
  }
}

/**
 * Why an item was chosen, in one or two plain sentences: the strongest of what the customer picked, liked and
 * wants from their food, else what keeps their diet.
 */
export function reasonFor(index: CatalogueIndex, profile: Profile, item: IndexedItem, occasion: Occasion): string {
  const sentences: string[] = [];
  if (profile.picks.has(item.key)) sentences.push('You picked it in the quiz');
  const position = index.byKey.get(item.key);
  if (position !== undefined && profile.rated[position] === 1) sentences.push('You gave it a thumbs up');
  const learned = position === undefined ? undefined : learnedReason(index, profile, position);
  if (learned) sentences.push(learned);

  const tastes = likedTagsOf(index, profile, item, TASTE_GROUPS);
  const cuisines = tastes.filter((tag) => tag.group === 'cuisine').map((tag) => tag.name);
  const flavors = tastes.filter((tag) => tag.group === 'flavor').map((tag) => lowerFirst(tag.name));
  const proteins = likedTagsOf(index, profile, item, PROTEIN_TAG_GROUPS).map((tag) => lowerFirst(tag.name));
  const adjectives = [...cuisines, ...flavors];
  if (proteins.length > 0) {
    const liked = adjectives.length > 0 ? [proteins[0] as string, `${adjectives[0]} food`] : proteins.slice(0, 2);
    sentences.push(`Because you like ${joinWords(liked)}`);
  } else if (adjectives.length > 0) {
    sentences.push(`Because you like ${joinWords(adjectives.slice(0, 2))} food`);
  }

  for (const { goal, feature, phrase } of GOAL_PHRASES) {
    if (profile.goals.has(goal) && item.features & feature) sentences.push(phrase(item));
  }
  if (item.goodValue & occasionBit(occasion) && profile.goals.has(GoalId.SaveMoney))
    sentences.push('Good value, to help you save');
  const nutrition = likedTagsOf(index, profile, item, NUTRITION_GROUPS).map((tag) => lowerFirst(tag.name));
  if (nutrition.length > 0) sentences.push(`${upperFirst(joinWords(nutrition.slice(0, 2)))}, as you asked`);
  const habits = likedTagsOf(index, profile, item, HABIT_GROUPS).map((tag) => lowerFirst(tag.name));
  if (habits.length > 0) sentences.push(`${upperFirst(joinWords(habits.slice(0, 2)))}, as you like it`);
  if (profile.goals.has(GoalId.TryNewThings)) {
    const novel = item.cuisines.find((cuisine) => !profile.ratedCuisines.has(cuisine));
    if (novel !== undefined) sentences.push(`Something new to try: ${(index.tags[novel] as TaxonomyTag).name} food`);
  }

  if (sentences.length === 0) {
    const diet = profile.dietaryIds.flatMap((id) =>
      id === DietaryId.Omnivore ? [] : (DIET_WORDS[id as DietaryId] ?? []),
    );
    sentences.push(
      diet.length > 0 ? `Fits your ${joinWords(diet)} diet` : `A good fit for your ${OCCASION_WORDS[occasion]}`,
    );
  }
  return `${sentences.slice(0, 2).join('. ')}.`;
}
