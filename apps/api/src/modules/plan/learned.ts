// What the engine learned about one customer (issue 27; docs/decisions/190-learning.md, "Learning"): a soft score per
// catalogue item from their box edits, from customers like them (the learning job's item similarities and factor
// model, learning/factors.ts: the customer folded in from their own values) and from what items are (tags and dish
// type, learned from every item they rated, added, removed or kept), with the reason that names the strongest signal.
// Soft only: the hard rules (signals.ts keepsHardRules) are checked apart and never read this. The features are the
// layer every item gets (stronger than the quiz's taste answers, which they correct); the item's own signals and
// similar customers go on top of it. Since issue 43 a full agreement of similar customers (×10) and the factor
// model's prediction (×12) each outweigh one thumbs up (WEIGHTS.likedItem, +5): docs/decisions/195 and 196.
import { type FactorModel, foldIn, type ItemFactors, predict } from '../learning/factors';
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
  /**
   * A store-wide soft score per item key, added as it is (bench:taste's popularity arm: the same engine, capacity and
   * novelty rules, ranked by what everyone liked). Absent in the store.
   */
  prior?: ReadonlyMap<string, number>;
  /**
   * The learning job's store-wide score of each item (item_biases, within [-1, 1]: everyone's signals summed, the
   * most liked item 1), times LEARNED.itemBias, for a customer who has a signal (one with none keeps the quiz's plan).
   */
  bias?: ReadonlyMap<string, number>;
  /**
   * The learning job's factor model (learning/factors.ts, item_factors): the customer is folded in from their own
   * values and every item scored bias + customer · item, times LEARNED.factors, for a customer who has a signal.
   */
  factors?: FactorModel;
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
  similar: 10,
  /** A similar-customers score at least this big, predicting at least `starsReason` stars, is given as the reason. */
  similarReason: 1,
  starsReason: 3.5,
  /** A liked item this close to the chosen one is named: "Because you liked …". */
  likedNeighbour: 0.15,
  /**
   * The regression over tags and dish type: its ridge penalty; its prediction times `feature`, clamped to
   * [featureFloor, featureCeiling] (as strong as a "not for me" cuisine of the quiz, WEIGHTS.dislikedTaste).
   */
  featureRidge: 1,
  feature: 12,
  /**
   * Edits weigh this much more in what the regression and similar customers read than in signalValue, within [-1, 1]:
   * a removal reads -1 (a no, as a thumbs down), a kept box 0.5, an add 1. For a customer's taste the direction of an
   * edit is what counts; signalValue's weak values keep their place in the per-item scores below.
   */
  featureEdits: 2.5,
  featureFloor: -8,
  featureCeiling: 8,
  /** An item the customer never had whose features they like. */
  newForYou: 1,
  /**
   * The store-wide score of the most liked item (LearnedInput.bias): collaborative filtering's item baseline, what
   * a customer's own few ratings cannot say. Tuned on bench:taste's tuning seeds 11–13 only (4 against 8 and none).
   */
  itemBias: 4,
  /**
   * The factor model's prediction of the customer's value of an item (within [-1, 1]) times this: what customers
   * with the same taste factors thought of it. Tuned on bench:taste's tuning seeds 11–13 only.
   */
  factors: 12,
  /**
   * Exploration (explore.ts): the spread of an item's Thompson draw, divided by √(1 + what the customer's neighbours
   * say of it), and what the one item a box explores gains on its score. Only items whose evidence is under
   * `exploreEvidence` are explored: what similar customers already vouch for needs no exploring.
   */
  exploreEvidence: 0.3,
  exploreSpread: 3,
  exploreBonus: 3,
} as const;

export const LearnedReason = {
  None: 0,
  KeepAdding: 1,
  BecauseLiked: 2,
  SimilarCustomers: 3,
  /** The one item of a week the engine explores (explore.ts): "New for you: …". */
  Explore: 4,
} as const;

export interface Learned {
  /** Soft score of each catalogue item. */
  scores: Float64Array;
  /** LearnedReason of each item. */
  reasons: Uint8Array;
  /** For BecauseLiked: the index of the liked item to name; -1 otherwise. */
  because: Int32Array;
  /**
   * What the customer's items' similar customers predict for each item, in stars (1–5: 3 + 2 × the similarity-weighted
   * mean of the customer's values over the neighbours that reach it); 0 where no neighbour does.
   */
  stars: Float32Array;
  /** How much the neighbours say of each item: Σ |similarity| over the customer's items that reach it. */
  evidence: Float32Array;
  /** The items the customer has a signal on (had in a box, edited or rated): the rest are new to them. */
  had: ReadonlySet<number>;
  /** The item this week explores (explore.ts), or -1. */
  explored: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Solves `matrix · x = vector` for a symmetric positive definite `matrix` (n × n, row-major) by Cholesky. */
function solveSpd(matrix: Float64Array, vector: Float64Array, n: number): Float64Array {
  const lower = new Float64Array(n * n);
  for (let row = 0; row < n; row += 1) {
    for (let column = 0; column <= row; column += 1) {
      let sum = matrix[row * n + column] as number;
      for (let k = 0; k < column; k += 1) sum -= (lower[row * n + k] as number) * (lower[column * n + k] as number);
      lower[row * n + column] =
        row === column ? Math.sqrt(Math.max(sum, 1e-12)) : sum / (lower[column * n + column] as number);
    }
  }
  const forward = new Float64Array(n);
  for (let row = 0; row < n; row += 1) {
    let sum = vector[row] as number;
    for (let k = 0; k < row; k += 1) sum -= (lower[row * n + k] as number) * (forward[k] as number);
    forward[row] = sum / (lower[row * n + row] as number);
  }
  const solution = new Float64Array(n);
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = forward[row] as number;
    for (let k = row + 1; k < n; k += 1) sum -= (lower[k * n + row] as number) * (solution[k] as number);
    solution[row] = sum / (lower[row * n + row] as number);
  }
  return solution;
}

/**
 * The customer's weight of each tag and dish type: ridge regression (LEARNED.featureRidge) of the values of the items
 * they have a word on, on those items' tags (1/√count each) and dish type. No intercept: a value is a yes or a no
 * against neutral (0), so three dislikes of spicy dishes land on what they share, not on the customer's mood.
 */
export function learnedFeatureWeights(
  index: CatalogueIndex,
  values: ReadonlyMap<number, number>,
): { tags: Map<number, number>; dish: Map<number, number> } {
  const column = new Map<string, number>();
  const rows = [...values.keys()]
    .sort((a, b) => a - b)
    .map((position) => {
      const start = index.tagOffsets[position] as number;
      const end = index.tagOffsets[position + 1] as number;
      const scale = 1 / Math.sqrt(Math.max(1, end - start));
      const cells: [number, number][] = [];
      const add = (name: string, value: number) => {
        let at = column.get(name);
        if (at === undefined) {
          at = column.size;
          column.set(name, at);
        }
        cells.push([at, value]);
      };
      for (let at = start; at < end; at += 1) add(`t${index.tagList[at]}`, scale);
      add(`d${(index.items[position] as IndexedItem).source.dish_type}`, 1);
      return { cells, value: values.get(position) as number };
    });
  const n = column.size;
  const matrix = new Float64Array(n * n);
  const vector = new Float64Array(n);
  for (let at = 0; at < n; at += 1) matrix[at * n + at] = LEARNED.featureRidge;
  for (const { cells, value } of rows) {
    for (const [i, x] of cells) {
      vector[i] = (vector[i] as number) + x * value;
      for (const [j, y] of cells) matrix[i * n + j] = (matrix[i * n + j] as number) + x * y;
    }
  }
  const solution = solveSpd(matrix, vector, n);
  const tags = new Map<number, number>();
  const dish = new Map<number, number>();
  for (const [name, at] of column) {
    if (name.startsWith('t')) tags.set(Number(name.slice(1)), solution[at] as number);
    else if (name.startsWith('d')) dish.set(Number(name.slice(1)), solution[at] as number);
  }
  return { tags, dish };
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
    if (!values.has(position)) {
      values.set(position, clamp(signalValue({ ...signal, rating: 0 }) * LEARNED.featureEdits, -1, 1));
    }
  }
  if (values.size === 0 && !input?.prior?.size) return null;
  const count = index.items.length;
  const scores = new Float64Array(count);
  const reasons = new Uint8Array(count);
  const because = new Int32Array(count).fill(-1);
  const stars = new Float32Array(count);
  const evidence = new Float32Array(count);
  for (const [key, score] of input?.prior ?? []) {
    const position = index.byKey.get(key);
    if (position !== undefined) scores[position] = score;
  }

  if (values.size > 0) {
    for (const [key, bias] of input?.bias ?? []) {
      const position = index.byKey.get(key);
      if (position !== undefined) scores[position] = (scores[position] as number) + bias * LEARNED.itemBias;
    }
  }

  // Factors: the customer folded into the job's factor model from their own values, every item it knows predicted.
  if (values.size > 0 && input?.factors && input.factors.items.size > 0) {
    const { rank, ridge, items } = input.factors;
    const observed: { factors: ItemFactors; value: number }[] = [];
    for (const [position, value] of [...values].sort(([a], [b]) => a - b)) {
      const factors = items.get((index.items[position] as IndexedItem).key);
      if (factors) observed.push({ factors, value });
    }
    const customer = foldIn(rank, ridge, observed);
    for (let position = 0; position < count; position += 1) {
      const factors = items.get((index.items[position] as IndexedItem).key);
      if (!factors) continue;
      scores[position] = (scores[position] as number) + LEARNED.factors * clamp(predict(customer, factors), -1, 1);
    }
  }

  // Features: what the items the customer had say about tags and dish types — a ridge regression of their values on
  // the items' tags (each scaled by 1/√(the item's tag count)) and dish type, solved exactly (learnedFeatureWeights),
  // so the same signals give the same weights whatever order they were read in.
  const featureWeights = learnedFeatureWeights(index, values);
  const { tagList, tagOffsets } = index;
  for (let position = 0; position < count; position += 1) {
    const item = index.items[position] as IndexedItem;
    const start = tagOffsets[position] as number;
    const end = tagOffsets[position + 1] as number;
    const scale = 1 / Math.sqrt(Math.max(1, end - start));
    let feature = featureWeights.dish.get(item.source.dish_type) ?? 0;
    for (let at = start; at < end; at += 1) feature += (featureWeights.tags.get(tagList[at] as number) ?? 0) * scale;
    if (feature !== 0)
      scores[position] =
        (scores[position] as number) + clamp(feature * LEARNED.feature, LEARNED.featureFloor, LEARNED.featureCeiling);
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
  const similar = new Map<number, { sum: number; weight: number; best: number; from: number }>();
  for (const neighbour of input?.neighbours ?? []) {
    const from = index.byKey.get(neighbour.from);
    const to = index.byKey.get(neighbour.to);
    if (from === undefined || to === undefined || from === to) continue;
    const value = values.get(from);
    if (value === undefined) continue;
    const contribution = value * neighbour.score;
    const entry = similar.get(to) ?? { sum: 0, weight: 0, best: 0, from: -1 };
    entry.sum += contribution;
    entry.weight += Math.abs(neighbour.score);
    if (contribution > entry.best || (contribution === entry.best && from < entry.from)) {
      entry.best = contribution;
      entry.from = from;
    }
    similar.set(to, entry);
  }
  for (const [position, { sum, weight, best, from }] of similar) {
    const score = LEARNED.similar * clamp(sum, -1, 1);
    evidence[position] = weight;
    if (weight > 0) stars[position] = clamp(3 + (2 * sum) / weight, 1, 5);
    scores[position] = (scores[position] as number) + score;
    if (reasons[position] !== LearnedReason.None || rated[position] !== 0 || score < LEARNED.similarReason) continue;
    if ((stars[position] as number) < LEARNED.starsReason) continue;
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
  }
  return { scores, reasons, because, stars, evidence, had: new Set(values.keys()), explored: -1 };
}
