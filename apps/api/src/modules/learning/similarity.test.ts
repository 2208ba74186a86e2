// The learning job's item-item similarity on a hand-made example (issue 43): the values worked out by hand from the
// definition in docs/decisions/193-learning-from-edits-and-similar-customers.md (cosine over customers, shrunk by
// co / (co + 4), at least 2 customers with both, |score| ≥ 0.05).
import { describe, expect, it } from 'vitest';
import { itemSimilarities, SimilarityAccumulator } from './similarity';

const customers = () => [
  new Map([
    ['recipe:a', 1],
    ['recipe:b', 1],
    ['recipe:c', -1],
    ['product:d', 1],
  ]),
  new Map([
    ['recipe:a', 1],
    ['recipe:b', 0.5],
    ['recipe:c', -1],
  ]),
  new Map([
    ['recipe:a', -1],
    ['recipe:b', -1],
  ]),
];

describe('itemSimilarities on three customers', () => {
  it('gives the cosines worked out by hand, shrunk by how many customers had both', () => {
    // norms² a 3, b 2.25, c 2.
    // a·b = 1 + 0.5 + 1 = 2.5 over 3 customers: 2.5 / √(3 × 2.25) × 3/7 = 0.4124
    // a·c = -1 - 1 = -2 over 2: -2 / √(3 × 2) × 2/6 = -0.2722
    // b·c = -1 - 0.5 = -1.5 over 2: -1.5 / √(2.25 × 2) × 2/6 = -0.2357
    // d is with a, b and c in one customer only: no pair.
    expect(itemSimilarities(customers())).toEqual([
      { from: 'recipe:a', to: 'recipe:b', score: 0.4124 },
      { from: 'recipe:a', to: 'recipe:c', score: -0.2722 },
      { from: 'recipe:b', to: 'recipe:a', score: 0.4124 },
      { from: 'recipe:b', to: 'recipe:c', score: -0.2357 },
      { from: 'recipe:c', to: 'recipe:a', score: -0.2722 },
      { from: 'recipe:c', to: 'recipe:b', score: -0.2357 },
    ]);
  });

  it('is the same whatever order the customers and their items come in', () => {
    const reversed = customers()
      .reverse()
      .map((values) => new Map([...values].reverse()));
    expect(itemSimilarities(reversed)).toEqual(itemSimilarities(customers()));
  });

  it('drops a pair whose shrunk score is under 0.05 and counts a zero as no signal', () => {
    const rows = itemSimilarities([
      new Map([
        ['recipe:x', 1],
        ['recipe:y', 0.1],
      ]),
      new Map([
        ['recipe:x', 1],
        ['recipe:y', -0.1],
        ['recipe:z', 0],
      ]),
      new Map([
        ['recipe:x', 1],
        ['recipe:z', 0],
      ]),
    ]);
    // x·y = 0.1 - 0.1 = 0: no row; z is never a signal.
    expect(rows).toEqual([]);
  });

  it('gives each item its store-wide score: values summed over customers, the largest in size scaled to 1', () => {
    const model = new SimilarityAccumulator();
    for (const values of customers()) model.add(values);
    // a 1 + 1 - 1 = 1, b 1 + 0.5 - 1 = 0.5, c -1 - 1 = -2 (the largest), d 1: each over 2.
    expect(model.biases(1)).toEqual([
      { key: 'product:d', score: 0.5 },
      { key: 'recipe:a', score: 0.5 },
      { key: 'recipe:b', score: 0.25 },
      { key: 'recipe:c', score: -1 },
    ]);
    expect(model.customers).toBe(3);
    // Fed one customer at a time (the job's pages), the same rows as all at once.
    expect(model.rows()).toEqual(itemSimilarities(customers()));
  });
});
