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

/** Pair keys: low id × PAIR_SPAN + high id (item ids stay under 2²⁰, so keys stay exact doubles). */
const PAIR_SPAN = 1 << 20;

/**
 * Sums what the similarity needs, one customer at a time, so the job can read customers in pages: memory grows with
 * the items and the pairs of items seen together, never with the customers. `rows()` gives the same rows as
 * `itemSimilarities` over the same customers, whatever the order they came in.
 */
export class SimilarityAccumulator {
  private readonly keys: string[] = [];
  private readonly ids = new Map<string, number>();
  private norms = new Float64Array(1024);
  /** Pair key -> slot in dots / cos. */
  private readonly slots = new Map<number, number>();
  private dots = new Float64Array(1 << 16);
  private cos = new Int32Array(1 << 16);
  customers = 0;

  private idOf(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      if (id >= PAIR_SPAN) throw new Error(`more than ${PAIR_SPAN} items`);
      this.keys.push(key);
      this.ids.set(key, id);
      if (id >= this.norms.length) {
        const grown = new Float64Array(this.norms.length * 2);
        grown.set(this.norms);
        this.norms = grown;
      }
    }
    return id;
  }

  /** One customer's signal values (item key -> value); only their SIMILARITY.perCustomer strongest count. */
  add(values: ReadonlyMap<string, number>): void {
    this.customers += 1;
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
        const pairKey = first.id < second.id ? first.id * PAIR_SPAN + second.id : second.id * PAIR_SPAN + first.id;
        let slot = this.slots.get(pairKey);
        if (slot === undefined) {
          slot = this.slots.size;
          this.slots.set(pairKey, slot);
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

  /** Each item's strongest neighbours, sorted by item then neighbour key. */
  rows(): SimilarityRow[] {
    const { keys, norms } = this;
    const neighbours = new Map<number, { id: number; score: number }[]>();
    for (const [pairKey, slot] of this.slots) {
      const co = this.cos[slot] as number;
      if (co < SIMILARITY.minCustomers) continue;
      const low = Math.floor(pairKey / PAIR_SPAN);
      const high = pairKey % PAIR_SPAN;
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
