// Item-item similarity from everyone's signals (docs/decisions/190-learning.md, "Learning"): each customer is a
// vector of signal values over items; two items are similar when the same customers treat them alike (cosine),
// shrunk towards 0 when few customers had both. Each item keeps its strongest neighbours. Pure and deterministic: the
// same signals give the same rows, whatever their order.

export interface SimilarityRow {
  from: string;
  to: string;
  score: number;
}

export const SIMILARITY = {
  /** Neighbours kept per item. */
  neighbours: 20,
  /** Shrinkage: a pair seen by `co` customers keeps co / (co + shrink) of its cosine. */
  shrink: 4,
  /** Smaller similarities (either sign) are not stored. */
  minScore: 0.05,
  /** Customers with both items, at least. */
  minCustomers: 2,
  /** A customer's strongest signals counted, at most (bounds the pairs: n²/2 a customer). */
  perCustomer: 80,
} as const;

/** Items one run can hold (ids are small integers, the keys of the pairs' maps). */
const MAX_ITEMS = 1 << 20;

/**
 * Sums what the similarity needs, one customer at a time, so the job can read customers in pages: memory grows with
 * the items and the pairs of items seen together, never with the customers. `rows()` gives the same rows as
 * `itemSimilarities` over the same customers, whatever the order they came in.
 */
export class SimilarityAccumulator {
  private readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  private norms = new Float64Array(1024);
  /** Each item's signal values summed over every customer (its store-wide score, `biases`). */
  private sums = new Float64Array(1024);
  /** For each item, its higher-id partner -> the pair's slot in dots / cos (small integer keys: V8's fast path). */
  private readonly slots: Map<number, number>[] = [];
  private pairs = 0;
  private dots = new Float64Array(1 << 16);
  private cos = new Int32Array(1 << 16);
  customers = 0;

  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      if (id >= MAX_ITEMS) throw new Error(`more than ${MAX_ITEMS} items`);
      this.keys.push(key);
      this.ids.set(key, id);
      if (id >= this.norms.length) {
        const grown = new Float64Array(this.norms.length * 2);
        grown.set(this.norms);
        this.norms = grown;
        const sums = new Float64Array(this.sums.length * 2);
        sums.set(this.sums);
        this.sums = sums;
      }
    }
    return id;
  }

  /** One customer's signal values (item key -> value); only their SIMILARITY.perCustomer strongest count. */
  add(values: ReadonlyMap<string, number>): void {
    this.customers += 1;
    for (const [key, value] of values) {
      const id = this.idOf(key);
      this.sums[id] = (this.sums[id] as number) + value;
    }
    const strongest = [...values]
      .filter(([, value]) => value !== 0)
      .sort(([a, x], [b, y]) => Math.abs(y) - Math.abs(x) || (a < b ? -1 : 1))
      .slice(0, SIMILARITY.perCustomer)
      .map(([key, value]) => ({ id: this.idOf(key), value }));
    for (const { id, value } of strongest) this.norms[id] = (this.norms[id] as number) + value * value;
    for (let a = 0; a < strongest.length; a += 1) {
      const first = strongest[a] as { id: number; value: number };
      for (let b = a + 1; b < strongest.length; b += 1) {
        const second = strongest[b] as { id: number; value: number };
        const low = Math.min(first.id, second.id);
        const high = Math.max(first.id, second.id);
        let partners = this.slots[low];
        if (!partners) {
          partners = new Map();
          this.slots[low] = partners;
        }
        let slot = partners.get(high);
        if (slot === undefined) {
          slot = this.pairs;
          this.pairs += 1;
          partners.set(high, slot);
          if (slot >= this.dots.length) {
            const dots = new Float64Array(this.dots.length * 2);
            dots.set(this.dots);
            this.dots = dots;
            const cos = new Int32Array(this.cos.length * 2);
            cos.set(this.cos);
            this.cos = cos;
          }
        }
        this.dots[slot] = (this.dots[slot] as number) + first.value * second.value;
        this.cos[slot] = (this.cos[slot] as number) + 1;
      }
    }
  }

  /**
   * Each item's store-wide score: its values summed over every customer, scaled so the largest in size is `scale`
   * (collaborative filtering's item baseline), sorted by key; items summing to 0 are left out.
   */
  biases(scale: number): { key: string; score: number }[] {
    let most = 0;
    for (let id = 0; id < this.keys.length; id += 1) most = Math.max(most, Math.abs(this.sums[id] as number));
    if (most === 0) return [];
    return this.keys
      .map((key, id) => ({ key, score: Math.round(((this.sums[id] as number) / most) * scale * 1e4) / 1e4 }))
      .filter((row) => row.score !== 0)
      .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** Each item's strongest neighbours, sorted by item then neighbour key. */
  rows(): SimilarityRow[] {
    const { keys, norms } = this;
    const neighbours = new Map<number, { id: number; score: number }[]>();
    for (const [low, partners] of this.slots.entries()) {
      for (const [high, slot] of partners ?? []) {
        const co = this.cos[slot] as number;
        if (co < SIMILARITY.minCustomers) continue;
        const cosine = (this.dots[slot] as number) / Math.sqrt((norms[low] as number) * (norms[high] as number));
        const score = cosine * (co / (co + SIMILARITY.shrink));
        if (!Number.isFinite(score) || Math.abs(score) < SIMILARITY.minScore) continue;
        for (const [from, to] of [
          [low, high],
          [high, low],
        ] as const) {
          const list = neighbours.get(from) ?? [];
          list.push({ id: to, score });
          neighbours.set(from, list);
        }
      }
    }
    const rows: SimilarityRow[] = [];
    for (const [from, list] of neighbours) {
      list.sort(
        (a, b) => Math.abs(b.score) - Math.abs(a.score) || ((keys[a.id] as string) < (keys[b.id] as string) ? -1 : 1),
      );
      for (const { id, score } of list.slice(0, SIMILARITY.neighbours)) {
        rows.push({ from: keys[from] as string, to: keys[id] as string, score: Math.round(score * 1e4) / 1e4 });
      }
    }
    rows.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.to < b.to ? -1 : a.to > b.to ? 1 : 0));
    return rows;
  }
}

/** The strongest neighbours of each item, from each customer's signal values (item key -> value). */
export function itemSimilarities(customers: Iterable<ReadonlyMap<string, number>>): SimilarityRow[] {
  const accumulator = new SimilarityAccumulator();
  for (const values of customers) accumulator.add(values);
  return accumulator.rows();
}
