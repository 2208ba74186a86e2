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

/** The strongest neighbours of each item, from each customer's signal values (item key -> value). */
export function itemSimilarities(customers: Iterable<ReadonlyMap<string, number>>): SimilarityRow[] {
  const keys: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (key: string) => {
    let id = ids.get(key);
    if (id === undefined) {
      id = keys.length;
      keys.push(key);
      ids.set(key, id);
    }
    return id;
  };
  const norms: number[] = [];
  const pairs = new Map<number, { dot: number; co: number }>();
  const vectors: { id: number; value: number }[][] = [];
  for (const values of customers) {
    const strongest = [...values]
      .filter(([, value]) => value !== 0)
      .sort(([a, x], [b, y]) => Math.abs(y) - Math.abs(x) || (a < b ? -1 : 1))
      .slice(0, SIMILARITY.perCustomer)
      .map(([key, value]) => ({ id: idOf(key), value }));
    vectors.push(strongest);
  }
  const count = keys.length;
  for (let id = 0; id < count; id += 1) norms.push(0);
  for (const vector of vectors) {
    for (const { id, value } of vector) norms[id] = (norms[id] as number) + value * value;
    for (let a = 0; a < vector.length; a += 1) {
      const first = vector[a] as { id: number; value: number };
      for (let b = a + 1; b < vector.length; b += 1) {
        const second = vector[b] as { id: number; value: number };
        const low = Math.min(first.id, second.id);
        const high = Math.max(first.id, second.id);
        const pairKey = low * count + high;
        const pair = pairs.get(pairKey) ?? { dot: 0, co: 0 };
        pair.dot += first.value * second.value;
        pair.co += 1;
        pairs.set(pairKey, pair);
      }
    }
  }
  const neighbours = new Map<number, { id: number; score: number }[]>();
  for (const [pairKey, { dot, co }] of pairs) {
    if (co < SIMILARITY.minCustomers) continue;
    const low = Math.floor(pairKey / count);
    const high = pairKey % count;
    const cosine = dot / Math.sqrt((norms[low] as number) * (norms[high] as number));
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
