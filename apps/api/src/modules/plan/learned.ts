// What the engine learned about one customer (issue 27; docs/decisions/190-learning.md, "Learning"): a soft score per
// catalogue item from their box edits, from customers like them (the learning job's item similarities) and from what
// items are (tags and dish type, learned from every item they rated, added, removed or kept), with the reason that
// names the strongest signal. Soft only: the hard rules (signals.ts keepsHardRules) are checked apart and never read
// this. Weights keep the order explicit ratings (WEIGHTS.likedItem, +5) > edits > similar customers > features > quiz.
import { type ItemSignal, signalValue } from '../learning/signals';
import type { CatalogueIndex, IndexedItem } from './catalogue-index';

/** An item's stored neighbour (learning/repository.ts neighboursOf), by `type:id` keys. */
export interface LearnedNeighbour {
  from: string;
  to: string;
  score: number;
}

/** What plan building reads besides the answers and ratings: the customer's signals and their items' neighbours. */
export interface LearnedInput {
  signals: readonly ItemSignal[];
  neighbours: readonly LearnedNeighbour[];
}

export const LEARNED = {
  /** Added by hand in two boxes or more: "You keep adding this". */
  keepAdding: 4,
  /** Added once. */
  addedOnce: 2.5,
  /** Each time removed or swapped out, down to removedFloor. */
  removed: -1.5,
  removedFloor: -4.5,
  /** Each delivered box that kept it, up to keptCeiling: a grocery kept and liked becomes a regular. */
  kept: 0.5,
  keptCeiling: 1.5,
  /** Times the sum of similarity × the customer's value over their items, itself within [-1, 1]. */
  similar: 3,
  /** A similar-customers score at least this big is given as the reason. */
  similarReason: 1,
  /** A liked item this close to the chosen one is named: "Because you liked …". */
  likedNeighbour: 0.15,
  /** The regression over tags and dish type: passes, step and weight decay; its prediction times `feature`, clamped. */
  featureEpochs: 25,
  featureRate: 0.2,
  featureDecay: 0.05,
  feature: 4,
  featureFloor: -3,
  featureCeiling: 2.5,
  /** An item the customer never had whose features they like: "New for you this week". */
  newForYou: 1,
} as const;

export const LearnedReason = {
  None: 0,
  KeepAdding: 1,
  BecauseLiked: 2,
  SimilarCustomers: 3,
  NewForYou: 4,
} as const;

export interface Learned {
  /** Soft score of each catalogue item. */
  scores: Float64Array;
  /** LearnedReason of each item. */
  reasons: Uint8Array;
  /** For BecauseLiked: the index of the liked item to name; -1 otherwise. */
  because: Int32Array;
  /** The items the customer has a signal on (had in a box, edited or rated): the rest are new to them. */
  had: ReadonlySet<number>;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

const rarities = new WeakMap<CatalogueIndex, Float64Array>();

/** Each tag's inverse document frequency over the catalogue, log(items / items with it), once per index. */
function rarityOf(index: CatalogueIndex): Float64Array {
  let rarity = rarities.get(index);
  if (!rarity) {
    const counts = new Float64Array(index.tags.length);
    for (const tag of index.tagList) counts[tag] = (counts[tag] as number) + 1;
    rarity = Float64Array.from(counts, (count) => Math.log((index.items.length + 1) / (count + 1)));
    rarities.set(index, rarity);
  }
  return rarity;
}

/**
 * The learned scores over the index, or null when the customer has no signal at all (then plans are exactly the
 * quiz-and-ratings plans). `rated` is Profile.rated (1 liked, -1 disliked).
 */
export function learnedScores(
  index: CatalogueIndex,
  rated: Int8Array,
  input: LearnedInput | undefined,
): Learned | null {
  const values = new Map<number, number>();
  const signalAt = new Map<number, ItemSignal>();
  for (let position = 0; position < rated.length; position += 1) {
    if (rated[position] !== 0) values.set(position, rated[position] as number);
  }
  for (const signal of input?.signals ?? []) {
    const position = index.byKey.get(signal.key);
    if (position === undefined) continue;
    signalAt.set(position, signal);
    if (!values.has(position)) values.set(position, signalValue({ ...signal, rating: 0 }));
  }
  if (values.size === 0) return null;
  const count = index.items.length;
  const scores = new Float64Array(count);
  const reasons = new Uint8Array(count);
  const because = new Int32Array(count).fill(-1);

  // Features: what the items the customer had say about tags and dish types — a small ridge regression of their
  // values on the items' tags and dish type (each item's features scaled by 1/√count), in item order, so the same
  // signals give the same weights whatever order they were read in.
  const dishFeature = new Map<number, number>();
  const featuresOf = (position: number): number[] => {
    const item = index.items[position] as IndexedItem;
    let dish = dishFeature.get(item.source.dish_type);
    if (dish === undefined) {
      dish = index.tags.length + dishFeature.size;
      dishFeature.set(item.source.dish_type, dish);
    }
    return [...item.tags, dish];
  };
  const rarity = rarityOf(index);
  const weightOf = (feature: number) => (feature < index.tags.length ? (rarity[feature] as number) : 1);
  const examples = [...values.keys()]
    .sort((a, b) => a - b)
    .map((position) => {
      const features = featuresOf(position);
      const norm = Math.sqrt(features.reduce((sum, feature) => sum + weightOf(feature) ** 2, 0));
      return {
        features,
        scales: features.map((feature) => weightOf(feature) / norm),
        value: values.get(position) as number,
      };
    });
  const weights = new Float64Array(index.tags.length + dishFeature.size + 64);
  // No intercept: a value is a yes or a no against neutral (0), so three dislikes of spicy dishes land on their tags;
  // features are weighted by rarity (inverse document frequency), so what the disliked items share and others do not
  // (spicy) carries the blame rather than what most items have.
  for (let epoch = 0; epoch < LEARNED.featureEpochs; epoch += 1) {
    for (const { features, scales, value } of examples) {
      let predicted = 0;
      features.forEach((feature, at) => {
        predicted += (weights[feature] ?? 0) * (scales[at] as number);
      });
      const step = LEARNED.featureRate * (value - predicted);
      features.forEach((feature, at) => {
        weights[feature] =
          (weights[feature] ?? 0) * (1 - LEARNED.featureRate * LEARNED.featureDecay) + step * (scales[at] as number);
      });
    }
  }
  const { tagList, tagOffsets } = index;
  for (let position = 0; position < count; position += 1) {
    const item = index.items[position] as IndexedItem;
    const dish = dishFeature.get(item.source.dish_type);
    const start = tagOffsets[position] as number;
    const end = tagOffsets[position + 1] as number;
    let feature = dish === undefined ? 0 : (weights[dish] as number);
    let norm = 1;
    for (let at = start; at < end; at += 1) {
      const tag = tagList[at] as number;
      feature += (weights[tag] as number) * (rarity[tag] as number);
      norm += (rarity[tag] as number) ** 2;
    }
    feature /= Math.sqrt(norm);
    if (feature !== 0)
      scores[position] = clamp(feature * LEARNED.feature, LEARNED.featureFloor, LEARNED.featureCeiling);
  }

  // The customer's own edits (a rating, when there is one, says it all).
  for (const [position, signal] of signalAt) {
    if (rated[position] !== 0) continue;
    const added = signal.added >= 2 ? LEARNED.keepAdding : signal.added * LEARNED.addedOnce;
    const removed = Math.max(LEARNED.removedFloor, signal.removed * LEARNED.removed);
    const kept = Math.min(LEARNED.keptCeiling, signal.kept * LEARNED.kept);
    scores[position] = (scores[position] as number) + added + removed + kept;
    if (signal.added >= 2 && signal.removed < signal.added) reasons[position] = LearnedReason.KeepAdding;
  }

  // Customers like them: the neighbours of the items they have a word on.
  const similar = new Map<number, { sum: number; best: number; from: number }>();
  for (const neighbour of input?.neighbours ?? []) {
    const from = index.byKey.get(neighbour.from);
    const to = index.byKey.get(neighbour.to);
    if (from === undefined || to === undefined || from === to) continue;
    const value = values.get(from);
    if (value === undefined) continue;
    const contribution = value * neighbour.score;
    const entry = similar.get(to) ?? { sum: 0, best: 0, from: -1 };
    entry.sum += contribution;
    if (contribution > entry.best || (contribution === entry.best && from < entry.from)) {
      entry.best = contribution;
      entry.from = from;
    }
    similar.set(to, entry);
  }
  for (const [position, { sum, best, from }] of similar) {
    const score = LEARNED.similar * clamp(sum, -1, 1);
    scores[position] = (scores[position] as number) + score;
    if (reasons[position] !== LearnedReason.None || rated[position] !== 0 || score < LEARNED.similarReason) continue;
    if (from >= 0 && rated[from] === 1 && best >= LEARNED.likedNeighbour) {
      reasons[position] = LearnedReason.BecauseLiked;
      because[position] = from;
    } else {
      reasons[position] = LearnedReason.SimilarCustomers;
    }
  }

  // New for the customer, and like what they like.
  for (let position = 0; position < count; position += 1) {
    if (values.has(position) || (scores[position] as number) <= 0) continue;
    scores[position] = (scores[position] as number) + LEARNED.newForYou;
    if (reasons[position] === LearnedReason.None) reasons[position] = LearnedReason.NewForYou;
  }
  return { scores, reasons, because, had: new Set(values.keys()) };
}
