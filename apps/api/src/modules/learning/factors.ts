// Collaborative filtering by matrix factorisation (issue 43; docs/decisions/196-reasons-by-signal.md, "Factors"): each
// item gets a store-wide bias and a short vector of taste factors, each customer a vector of the same length, and the
// customer's value of an item is read as bias + customer · item. Trained by alternating least squares (ALS) over the
// values customers gave the items they have a word on (explicit: a thumbs, or their edits read firmly), so items the
// same customers treat alike end near each other and a customer with two ratings lands near the customers like them.
// The learning job trains it on a bounded sample of customers (FACTORS.sample, every k-th customer of its pages), so
// its memory and time do not grow with the store; plans fold the customer in (`foldIn`: the ALS customer step over
// their own values) at read time, so a rating given this morning already moves tonight's week. Pure and
// deterministic: the same customers in the same order give the same model.
import type { ItemSignal } from './signals';
import { signalValue } from './signals';

export const FACTORS = {
  /** Taste factors per item and customer. */
  rank: 8,
  /** Ridge penalty of each customer's and each item's solve (its bias too): few values stay near 0, the mean. */
  ridge: 1,
  /** Alternations (a customer step then an item step). */
  iterations: 10,
  /** Customers the job trains on, at most (every k-th of its pages): bounds its memory and time. */
  sample: 20_000,
  /** A customer's strongest values kept, at most (as SIMILARITY.perCustomer bounds the pairs). */
  perCustomer: 200,
  /** The spread of the initial item factors (from each item key's own dice: order does not matter). */
  init: 0.1,
  /**
   * Edits are read this much firmer than signalValue, within [-1, 1], as the plan's regression reads them
   * (plan/learned.ts LEARNED.featureEdits): a removal is a no, an add a yes, a kept box a half yes.
   */
  edits: 2.5,
} as const;

/** One item's learned factors: its store-wide bias and its taste vector (FACTORS.rank numbers). */
export interface ItemFactors {
  bias: number;
  vector: readonly number[];
}

/** What the job stores and plans read: each item's factors by `type:id` key, and the ridge of the fold-in. */
export interface FactorModel {
  rank: number;
  ridge: number;
  items: ReadonlyMap<string, ItemFactors>;
}

/** The value a customer's signals give an item for the factors: a thumbs as it is, else the edits read firmly. */
export function factorValue(signal: ItemSignal): number {
  if (signal.rating === 1 || signal.rating === -1) return signal.rating;
  return Math.max(-1, Math.min(1, signalValue({ ...signal, rating: 0 }) * FACTORS.edits));
}

/**
 * Solves `matrix · x = vector` in place for a symmetric positive definite n × n `matrix` (row-major; overwritten by
 * its Cholesky factor), the answer written into `vector`.
 */
export function solveSymmetric(matrix: Float64Array, vector: Float64Array, n: number): void {
  for (let row = 0; row < n; row += 1) {
    for (let column = 0; column <= row; column += 1) {
      let sum = matrix[row * n + column] as number;
      for (let k = 0; k < column; k += 1) sum -= (matrix[row * n + k] as number) * (matrix[column * n + k] as number);
      matrix[row * n + column] =
        row === column ? Math.sqrt(Math.max(sum, 1e-12)) : sum / (matrix[column * n + column] as number);
    }
  }
  for (let row = 0; row < n; row += 1) {
    let sum = vector[row] as number;
    for (let k = 0; k < row; k += 1) sum -= (matrix[row * n + k] as number) * (vector[k] as number);
    vector[row] = sum / (matrix[row * n + row] as number);
  }
  for (let row = n - 1; row >= 0; row -= 1) {
    let sum = vector[row] as number;
    for (let k = row + 1; k < n; k += 1) sum -= (matrix[k * n + row] as number) * (vector[k] as number);
    vector[row] = sum / (matrix[row * n + row] as number);
  }
}

/**
 * A customer's factors from their own values (the ALS customer step): ridge regression of value − item bias on the
 * items' vectors. `observed` lists each item's factors with the customer's value of it. Few values give a short
 * vector (the store's mean); values like a cluster's give that cluster's direction.
 */
export function foldIn(
  rank: number,
  ridge: number,
  observed: Iterable<{ factors: ItemFactors; value: number }>,
): Float64Array {
  const matrix = new Float64Array(rank * rank);
  const vector = new Float64Array(rank);
  for (let at = 0; at < rank; at += 1) matrix[at * rank + at] = ridge;
  for (const { factors, value } of observed) {
    const q = factors.vector;
    const target = value - factors.bias;
    for (let i = 0; i < rank; i += 1) {
      const qi = q[i] as number;
      vector[i] = (vector[i] as number) + qi * target;
      for (let j = 0; j <= i; j += 1) matrix[i * rank + j] = (matrix[i * rank + j] as number) + qi * (q[j] as number);
    }
  }
  for (let i = 0; i < rank; i += 1) {
    for (let j = i + 1; j < rank; j += 1) matrix[i * rank + j] = matrix[j * rank + i] as number;
  }
  solveSymmetric(matrix, vector, rank);
  return vector;
}

/** The model's prediction of a customer's value of an item: bias + customer · item. */
export function predict(customer: ArrayLike<number>, factors: ItemFactors): number {
  let sum = factors.bias;
  for (let at = 0; at < customer.length; at += 1) sum += (customer[at] as number) * (factors.vector[at] as number);
  return sum;
}

/** FNV-1a of a key: the seed of its item's initial factors. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < key.length; at += 1) {
    hash ^= key.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32 seeded by `seed`, as a normal draw. */
function normals(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
}

/**
 * Collects customers' values one customer at a time (compactly: an item id and a value each) and trains the model by
 * ALS. Memory grows with the customers added, so the job adds a bounded sample of them (FACTORS.sample).
 */
export class FactorTrainer {
  private readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  private items: number[] = [];
  private values: number[] = [];
  private readonly starts: number[] = [0];

  constructor(
    private readonly rank: number = FACTORS.rank,
    private readonly ridge: number = FACTORS.ridge,
    private readonly iterations: number = FACTORS.iterations,
  ) {}

  get customers(): number {
    return this.starts.length - 1;
  }

  /** One customer's values (item key -> value within [-1, 1]); only their FACTORS.perCustomer strongest count. */
  add(values: ReadonlyMap<string, number>): void {
    const strongest = [...values]
      .filter(([, value]) => value !== 0)
      .sort(([a, x], [b, y]) => Math.abs(y) - Math.abs(x) || (a < b ? -1 : 1))
      .slice(0, FACTORS.perCustomer);
    for (const [key, value] of strongest) {
      let id = this.ids.get(key);
      if (id === undefined) {
        id = this.keys.length;
        this.keys.push(key);
        this.ids.set(key, id);
      }
      this.items.push(id);
      this.values.push(value);
    }
    this.starts.push(this.items.length);
  }

  /** The trained model; items no customer gave a value are not in it. */
  train(): FactorModel {
    const { rank, ridge } = this;
    const itemCount = this.keys.length;
    const customerCount = this.customers;
    const items = Int32Array.from(this.items);
    const values = Float64Array.from(this.values);
    const starts = Int32Array.from(this.starts);
    // The same entries by item (for the item step).
    const itemStarts = new Int32Array(itemCount + 1);
    for (const id of items) itemStarts[id + 1] = (itemStarts[id + 1] as number) + 1;
    for (let id = 0; id < itemCount; id += 1)
      itemStarts[id + 1] = (itemStarts[id + 1] as number) + (itemStarts[id] as number);
    const fill = itemStarts.slice(0, itemCount);
    const byItemCustomer = new Int32Array(items.length);
    const byItemValue = new Float64Array(items.length);
    for (let customer = 0; customer < customerCount; customer += 1) {
      for (let at = starts[customer] as number; at < (starts[customer + 1] as number); at += 1) {
        const id = items[at] as number;
        const slot = fill[id] as number;
        fill[id] = slot + 1;
        byItemCustomer[slot] = customer;
        byItemValue[slot] = values[at] as number;
      }
    }

    const itemVectors = new Float64Array(itemCount * rank);
    const itemBias = new Float64Array(itemCount);
    for (let id = 0; id < itemCount; id += 1) {
      const draw = normals(hashOf(this.keys[id] as string));
      for (let at = 0; at < rank; at += 1) itemVectors[id * rank + at] = draw() * FACTORS.init;
    }
    const customerVectors = new Float64Array(customerCount * rank);
    const size = rank + 1;
    const matrix = new Float64Array(size * size);
    const vector = new Float64Array(size);

    for (let round = 0; round < this.iterations; round += 1) {
      // Each customer: ridge of value − bias on the items' vectors.
      for (let customer = 0; customer < customerCount; customer += 1) {
        matrix.fill(0, 0, rank * rank);
        vector.fill(0, 0, rank);
        for (let at = 0; at < rank; at += 1) matrix[at * rank + at] = ridge;
        for (let at = starts[customer] as number; at < (starts[customer + 1] as number); at += 1) {
          const id = items[at] as number;
          const base = id * rank;
          const target = (values[at] as number) - (itemBias[id] as number);
          for (let i = 0; i < rank; i += 1) {
            const qi = itemVectors[base + i] as number;
            vector[i] = (vector[i] as number) + qi * target;
            for (let j = 0; j <= i; j += 1) {
              matrix[i * rank + j] = (matrix[i * rank + j] as number) + qi * (itemVectors[base + j] as number);
            }
          }
        }
        for (let i = 0; i < rank; i += 1) {
          for (let j = i + 1; j < rank; j += 1) matrix[i * rank + j] = matrix[j * rank + i] as number;
        }
        solveSymmetric(matrix, vector, rank);
        customerVectors.set(vector.subarray(0, rank), customer * rank);
      }
      // Each item: ridge of value on [customer vector, 1] (the last weight is the item's bias).
      for (let id = 0; id < itemCount; id += 1) {
        matrix.fill(0);
        vector.fill(0);
        for (let at = 0; at < size; at += 1) matrix[at * size + at] = ridge;
        for (let at = itemStarts[id] as number; at < (itemStarts[id + 1] as number); at += 1) {
          const base = (byItemCustomer[at] as number) * rank;
          const value = byItemValue[at] as number;
          for (let i = 0; i < size; i += 1) {
            const xi = i === rank ? 1 : (customerVectors[base + i] as number);
            vector[i] = (vector[i] as number) + xi * value;
            for (let j = 0; j <= i; j += 1) {
              const xj = j === rank ? 1 : (customerVectors[base + j] as number);
              matrix[i * size + j] = (matrix[i * size + j] as number) + xi * xj;
            }
          }
        }
        for (let i = 0; i < size; i += 1) {
          for (let j = i + 1; j < size; j += 1) matrix[i * size + j] = matrix[j * size + i] as number;
        }
        solveSymmetric(matrix, vector, size);
        itemVectors.set(vector.subarray(0, rank), id * rank);
        itemBias[id] = vector[rank] as number;
      }
    }

    const model = new Map<string, ItemFactors>();
    const round4 = (value: number) => Math.round(value * 1e4) / 1e4;
    for (const [id, key] of [...this.keys.entries()].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0))) {
      model.set(key, {
        bias: round4(itemBias[id] as number),
        vector: Array.from(itemVectors.subarray(id * rank, (id + 1) * rank), round4),
      });
    }
    return { rank, ridge, items: model };
  }
}
