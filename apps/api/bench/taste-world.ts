// The simulated customers of `npm run bench:taste` (issue 43; docs/decisions/195-honest-taste-bench.md): a
// generative model of taste the engine does not share. The engine learns a ridge regression over tags (1/√count each)
// and dish type plus item-item similarities; here a customer's liking of an item is
//   item quality (everyone perceives it)
// + their taste cluster's effect of the item's cuisines (mean), flavors (mean) and ingredients (the mean and the
//   worst one: one disliked ingredient spoils a dish), each with the customer's own deviation
// + the cluster's effect of the dish type
// + the cluster's liking of that very item (what features cannot say: only customers of the same cluster can)
// + the customer's own liking of that item
// − the customer's price sensitivity × how dear a serving is (z-score of the log price per serving).
// They like the top 40% of what they may eat. They see each item with noise (`perceive`), rate only some of what
// they get (each customer their own share, 10% to 90%), and edit only from what the store shows them.
import { DIETARY_EXCLUSIONS, type DietaryAttribute } from '@larder/contracts/values/dietary-rules';
import { DietaryId, Frequency } from '@larder/contracts/values/preferences';
import type { CatalogueIndex } from '../src/modules/plan/catalogue-index';
import type { PlanAnswers } from '../src/modules/plan/signals';

export const WORLD = {
  clusters: 6,
  /** The share of what a customer may eat that they like. */
  likedShare: 0.4,
  quality: 0.6,
  cuisine: 1,
  flavor: 0.6,
  ingredient: 0.8,
  dish: 0.7,
  /** The cluster's own liking of each item. */
  clusterItem: 0.8,
  /** The customer's deviation from their cluster, per tag; their own liking of each item. */
  personalTag: 0.4,
  personalItem: 0.4,
  /** Price sensitivity is uniform in [0, priceSensitivity]. */
  priceSensitivity: 0.6,
  /** The noise of each look at an item (a rating, an edit), in utility units. */
  perception: 0.5,
  /** Each customer rates this share of what they get, one of these. */
  rateShares: [0.1, 0.3, 0.6, 0.9],
} as const;

export interface SimCustomer {
  id: number;
  cluster: number;
  answers: PlanAnswers;
  utility: Float64Array;
  threshold: number;
  /** Whether they like each item (the truth the figures read), and whether they may eat it (diet, "no thanks"). */
  likes: Uint8Array;
  eats: Uint8Array;
  rateShare: number;
}

export function gaussian(next: () => number): number {
  const u = Math.max(next(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * next());
}

const INGREDIENT_GROUPS = new Set(['meat', 'seafood', 'plant', 'polarizing']);

export interface World {
  quality: Float64Array;
  priceZ: Float64Array;
  clusterTag: Float64Array[];
  clusterDish: Map<number, number>[];
  clusterItem: Float64Array[];
}

export function makeWorld(index: CatalogueIndex, next: () => number): World {
  const count = index.items.length;
  const quality = Float64Array.from({ length: count }, () => gaussian(next) * WORLD.quality);
  const logPrice = Float64Array.from({ length: count }, (_, at) =>
    Math.log(Math.max(1, index.prices[at] as number) / Math.max(1, index.servings[at] as number)),
  );
  const mean = logPrice.reduce((sum, value) => sum + value, 0) / count;
  const sd = Math.sqrt(logPrice.reduce((sum, value) => sum + (value - mean) ** 2, 0) / count) || 1;
  const priceZ = logPrice.map((value) => (value - mean) / sd);
  const clusterTag: Float64Array[] = [];
  const clusterDish: Map<number, number>[] = [];
  const clusterItem: Float64Array[] = [];
  for (let k = 0; k < WORLD.clusters; k += 1) {
    clusterTag.push(Float64Array.from(index.tags, () => gaussian(next)));
    const dish = new Map<number, number>();
    for (const item of index.items) {
      if (!dish.has(item.source.dish_type)) dish.set(item.source.dish_type, gaussian(next) * WORLD.dish);
    }
    clusterDish.push(dish);
    clusterItem.push(Float64Array.from({ length: count }, () => gaussian(next) * WORLD.clusterItem));
  }
  return { quality, priceZ, clusterTag, clusterDish, clusterItem };
}

const DIETS = [
  DietaryId.Omnivore,
  DietaryId.Omnivore,
  DietaryId.Omnivore,
  DietaryId.Flexitarian,
  DietaryId.Pescatarian,
  DietaryId.Vegetarian,
  DietaryId.GlutenFree,
  DietaryId.DairyFree,
] as const;

export function makeSimCustomer(id: number, index: CatalogueIndex, world: World, next: () => number): SimCustomer {
  const cluster = Math.floor(next() * WORLD.clusters);
  const base = world.clusterTag[cluster] as Float64Array;
  const tagWeight = Float64Array.from(base, (value) => value + gaussian(next) * WORLD.personalTag);
  const diet = DIETS[Math.floor(next() * DIETS.length)] as DietaryId;
  const excluded = new Set<DietaryAttribute>(DIETARY_EXCLUSIONS[diet] ?? []);
  const polarizing = index.tags.flatMap((tag, dense) => (tag.group === 'polarizing' ? [dense] : []));
  const hardTag =
    next() < 0.5 ? (polarizing.sort((a, b) => (tagWeight[a] as number) - (tagWeight[b] as number))[0] ?? null) : null;
  const sensitivity = next() * WORLD.priceSensitivity;
  const count = index.items.length;
  const eats = new Uint8Array(count);
  const utility = new Float64Array(count);
  const mean = (values: number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length);
  index.items.forEach((item, at) => {
    const contains = Object.entries(item.source.contains).some(
      ([attribute, yes]) => yes && excluded.has(attribute as DietaryAttribute),
    );
    eats[at] = contains || (hardTag !== null && item.tags.includes(hardTag)) ? 0 : 1;
    const cuisines: number[] = [];
    const flavors: number[] = [];
    const ingredients: number[] = [];
    for (const tag of item.tags) {
      const group = (index.tags[tag] as { group: string }).group;
      const weight = tagWeight[tag] as number;
      if (group === 'cuisine') cuisines.push(weight);
      else if (group === 'flavor') flavors.push(weight);
      else if (INGREDIENT_GROUPS.has(group)) ingredients.push(weight);
    }
    const ingredient = ingredients.length === 0 ? 0 : (mean(ingredients) + Math.min(...ingredients)) / 2;
    utility[at] =
      (world.quality[at] as number) +
      WORLD.cuisine * mean(cuisines) +
      WORLD.flavor * mean(flavors) +
      WORLD.ingredient * ingredient +
      ((world.clusterDish[cluster] as Map<number, number>).get(item.source.dish_type) ?? 0) +
      ((world.clusterItem[cluster] as Float64Array)[at] as number) +
      gaussian(next) * WORLD.personalItem -
      sensitivity * (world.priceZ[at] as number);
  });
  const eaten = [...utility].filter((_, at) => eats[at] === 1).sort((a, b) => b - a);
  const threshold = eaten[Math.floor(eaten.length * WORLD.likedShare)] ?? Number.POSITIVE_INFINITY;
  const likes = Uint8Array.from(utility, (value, at) => (eats[at] === 1 && value > threshold ? 1 : 0));
  // The quiz, answered with noise from what they feel about cuisines and flavors: 3 liked, 2 not.
  const tagPreferences: { tag: number; preference: number }[] = [];
  for (const group of ['cuisine', 'flavor'] as const) {
    const noisy = index.tags
      .flatMap((tag, dense) =>
        tag.group === group ? [{ tag: tag.id, felt: (tagWeight[dense] as number) + gaussian(next) * 0.8 }] : [],
      )
      .sort((a, b) => b.felt - a.felt);
    for (const { tag } of noisy.slice(0, 3)) tagPreferences.push({ tag, preference: 1 });
    for (const { tag } of noisy.slice(-2)) tagPreferences.push({ tag, preference: -1 });
  }
  if (hardTag !== null) tagPreferences.push({ tag: (index.tags[hardTag] as { id: number }).id, preference: -1 });
  const answers: PlanAnswers = {
    household: { household_size: 2, num_adults: 2, num_older_children: 0, num_young_children: 0 },
    weeklyBudgetDollars: null,
    frequencies: {
      breakfast: Frequency.SOMETIMES,
      lunch: Frequency.SOMETIMES,
      dinner: Frequency.OFTEN,
      snack: Frequency.SOMETIMES,
      sweet: Frequency.NEVER,
    },
    dietaryIds: [diet],
    tagPreferences,
    dishTypeRatings: [],
    goalIds: [],
    picks: [],
  };
  const rateShare = WORLD.rateShares[Math.floor(next() * WORLD.rateShares.length)] as number;
  return { id, cluster, answers, utility, threshold, likes, eats, rateShare };
}

/** One look at an item: whether the customer thinks they like it (the truth seen with noise). */
export function perceive(customer: SimCustomer, item: number, next: () => number): boolean {
  return (customer.utility[item] as number) + gaussian(next) * WORLD.perception > customer.threshold;
}
