// The factor model on a small hand-made store (issue 43): two clusters of customers, each loving one half of six
// recipes and not the other, each customer with one recipe they never had. Trained by ALS, the model must fill each
// gap with the customer's cluster's answer, and a new customer with one thumbs must be folded into their cluster.
import { describe, expect, it } from 'vitest';
import { FactorTrainer, factorValue, foldIn, predict, solveSymmetric } from './factors';

const SWEET = ['recipe:1', 'recipe:2', 'recipe:3'];
const SAVOURY = ['recipe:4', 'recipe:5', 'recipe:6'];
const ALL = [...SWEET, ...SAVOURY];

/** Customer `n` of a cluster: +1 on its half, -1 on the other, never had recipe `n` (0–5). */
function customer(loves: readonly string[], missing: number): Map<string, number> {
  return new Map(ALL.filter((_, at) => at !== missing).map((key) => [key, loves.includes(key) ? 1 : -1]));
}

function trained() {
  const trainer = new FactorTrainer(2, 0.5, 15);
  for (let n = 0; n < 6; n += 1) trainer.add(customer(SWEET, n));
  for (let n = 0; n < 6; n += 1) trainer.add(customer(SAVOURY, n));
  return trainer.train();
}

describe('the factor model', () => {
  it('recovers each cluster’s preference order for the recipes a customer never had', () => {
    const model = trained();
    expect([...model.items.keys()]).toEqual(ALL);
    const of = (key: string) => model.items.get(key) as NonNullable<ReturnType<typeof model.items.get>>;
    for (const [loves, hates] of [
      [SWEET, SAVOURY],
      [SAVOURY, SWEET],
    ] as const) {
      for (let missing = 0; missing < 6; missing += 1) {
        const values = customer(loves, missing);
        const folded = foldIn(
          model.rank,
          model.ridge,
          [...values].map(([key, value]) => ({ factors: of(key), value })),
        );
        const gap = ALL[missing] as string;
        const predicted = predict(folded, of(gap));
        // The recipe they never had reads as their cluster reads it.
        if (loves.includes(gap)) expect(predicted).toBeGreaterThan(0.5);
        else expect(predicted).toBeLessThan(-0.5);
        // And every recipe of their half ranks above every recipe of the other.
        const lowestLoved = Math.min(...loves.map((key) => predict(folded, of(key))));
        const highestHated = Math.max(...hates.map((key) => predict(folded, of(key))));
        expect(lowestLoved).toBeGreaterThan(highestHated);
      }
    }
  });

  it('folds a new customer with one thumbs up into the cluster of that recipe', () => {
    const model = trained();
    const of = (key: string) => model.items.get(key) as NonNullable<ReturnType<typeof model.items.get>>;
    const folded = foldIn(model.rank, model.ridge, [{ factors: of('recipe:5'), value: 1 }]);
    const order = [...ALL].sort((a, b) => predict(folded, of(b)) - predict(folded, of(a)));
    expect(order.slice(0, 3).sort()).toEqual(SAVOURY);
    expect(predict(folded, of('recipe:4'))).toBeGreaterThan(0);
    expect(predict(folded, of('recipe:1'))).toBeLessThan(0);
    // No word at all: the store's mean of each item (here every item is as loved as hated, about 0).
    const nobody = foldIn(model.rank, model.ridge, []);
    for (const key of ALL) expect(Math.abs(predict(nobody, of(key)))).toBeLessThan(0.1);
  });

  it('is deterministic, and reads a thumbs as it is and edits firmly', () => {
    expect(trained()).toEqual(trained());
    expect(factorValue({ key: 'recipe:1', added: 0, removed: 3, kept: 0, rating: 1 })).toBe(1);
    // One removal (-0.4) read 2.5 times firmer: a no.
    expect(factorValue({ key: 'recipe:1', added: 0, removed: 1, kept: 0, rating: 0 })).toBe(-1);
    // One kept box (0.2): a half yes.
    expect(factorValue({ key: 'recipe:1', added: 0, removed: 0, kept: 1, rating: 0 })).toBeCloseTo(0.5);
  });

  it('solves a symmetric system by hand: [[4, 2], [2, 3]] x = [2, 1] gives x = [0.5, 0]', () => {
    const vector = Float64Array.from([2, 1]);
    solveSymmetric(Float64Array.from([4, 2, 2, 3]), vector, 2);
    expect(vector[0]).toBeCloseTo(0.5, 10);
    expect(vector[1]).toBeCloseTo(0, 10);
  });
});
