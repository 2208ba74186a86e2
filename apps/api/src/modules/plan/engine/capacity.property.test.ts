// Box capacity in plan building (docs/decisions/191-box-capacity.md), over many random customers and limits on the
// seeded catalogue: no plan the store builds (preferred, within a budget, cheapest) nor a swap of one ever takes
// more box units than `customize.volume_limit` nor more cold units than `customize.cold_volume_limit`. The units are
// counted here from the catalogue items' own `volume` and `cold`, not from the engine's arrays.
import type { CatalogueItem } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DietaryId, Frequency, GoalId } from '@larder/contracts/values/preferences';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/database';
import { CatalogueService } from '../../catalogue/service';
import { catalogueVersion, loadTaxonomy } from '../catalogue-cache';
import { buildCatalogueIndex, type CatalogueIndex, type IndexedItem } from '../catalogue-index';
import type { PlanAnswers } from '../signals';
import { cheapestPlan } from './budget';
import { buildPlan } from './build-plan';
import { planContext } from './candidate-pool';
import type { EnginePlan } from './engine-plan';
import { swapItem } from './swap';

const RUNS = Number(process.env.PLAN_PROPERTY_RUNS ?? 1000);

let database: Database;
let index: CatalogueIndex;

beforeAll(async () => {
  database = await createTestDatabase();
  const catalogue = await new CatalogueService(database.db).loadCatalogue();
  const taxonomy = await loadTaxonomy(database.db);
  index = buildCatalogueIndex(catalogue, taxonomy, catalogueVersion(catalogue, taxonomy));
});

afterAll(async () => {
  await database?.close();
});

function answersArbitrary(): fc.Arbitrary<PlanAnswers> {
  const frequency = fc.option(fc.constantFrom(Frequency.NEVER, Frequency.SOMETIMES, Frequency.OFTEN), { nil: null });
  const count = fc.option(fc.integer({ min: 0, max: 6 }), { nil: null });
  return fc.record({
    household: fc.record({
      household_size: fc.integer({ min: 1, max: 3 }),
      num_adults: count,
      num_older_children: count,
      num_young_children: count,
    }),
    weeklyBudgetDollars: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    frequencies: fc.record({
      breakfast: frequency,
      lunch: frequency,
      dinner: frequency,
      snack: frequency,
      sweet: frequency,
    }),
    dietaryIds: fc.subarray([DietaryId.Vegetarian, DietaryId.DairyFree, DietaryId.GlutenFree], { maxLength: 2 }),
    tagPreferences: fc.constant([]),
    dishTypeRatings: fc.constant([]),
    goalIds: fc.subarray(Object.values(GoalId), { maxLength: 3 }),
    picks: fc.constant([]),
  });
}

/** The seeded limits, smaller ones, and some a single recipe cannot fit. */
const limitsArbitrary = fc.oneof(
  fc.constant({ volume: 24, cold: 12 }),
  fc.record({ volume: fc.integer({ min: 0, max: 40 }), cold: fc.integer({ min: 0, max: 40 }) }),
);

function unitsOf(plan: EnginePlan): { volume: number; cold: number } {
  let volume = 0;
  let cold = 0;
  for (const occasion of OCCASIONS) {
    for (const entry of plan.sections[occasion]) {
      const source: CatalogueItem = (index.items[entry.item] as IndexedItem).source;
      volume += entry.quantity * source.volume;
      if (source.cold) cold += entry.quantity * source.volume;
    }
  }
  return { volume, cold };
}

describe('plans within the box capacity', () => {
  it('never take more units or cold units than the limits, built, cheapest or swapped', () => {
    let filledAny = false;
    fc.assert(
      fc.property(answersArbitrary(), limitsArbitrary, fc.nat(), (answers, limits, pick) => {
        const context = planContext(index, answers, limits);
        const plans = [buildPlan(context), cheapestPlan(context)];
        for (const plan of plans) {
          const units = unitsOf(plan);
          expect(units.volume).toBeLessThanOrEqual(limits.volume);
          expect(units.cold).toBeLessThanOrEqual(limits.cold);
          if (units.volume > 0) filledAny = true;
        }
        const plan = plans[0] as EnginePlan;
        const filled = OCCASIONS.filter((occasion) => plan.sections[occasion].length > 0);
        if (filled.length === 0) return;
        const occasion = filled[pick % filled.length] as (typeof filled)[number];
        const swapped = swapItem(context, plan, occasion, pick % plan.sections[occasion].length, new Set());
        if (swapped) {
          const units = unitsOf(swapped.plan);
          expect(units.volume).toBeLessThanOrEqual(limits.volume);
          expect(units.cold).toBeLessThanOrEqual(limits.cold);
        }
      }),
      { numRuns: RUNS, seed: 191 },
    );
    expect(filledAny).toBe(true);
  });

  it('leaves a plan that fits as it was (no limits and roomy limits build the same plan)', () => {
    fc.assert(
      fc.property(answersArbitrary(), (answers) => {
        const unbounded = buildPlan(planContext(index, answers));
        const roomy = buildPlan(planContext(index, answers, { volume: 10_000, cold: 10_000 }));
        expect(roomy).toEqual(unbounded);
      }),
      { numRuns: Math.ceil(RUNS / 5), seed: 1910 },
    );
  });

  it('fills the box with the seeded limits when the customer wants more than it holds', () => {
    const big: PlanAnswers = {
      household: { household_size: 3, num_adults: 4, num_older_children: 2, num_young_children: 0 },
      weeklyBudgetDollars: null,
      frequencies: {
        breakfast: Frequency.OFTEN,
        lunch: Frequency.OFTEN,
        dinner: Frequency.OFTEN,
        snack: Frequency.OFTEN,
        sweet: Frequency.OFTEN,
      },
      dietaryIds: [],
      tagPreferences: [],
      dishTypeRatings: [],
      goalIds: [],
      picks: [],
    };
    const unbounded = unitsOf(buildPlan(planContext(index, big)));
    const units = unitsOf(buildPlan(planContext(index, big, { volume: 24, cold: 12 })));
    expect(unbounded.volume).toBeGreaterThan(24);
    expect(units.volume).toBeLessThanOrEqual(24);
    expect(units.cold).toBeLessThanOrEqual(12);
    expect(units.volume).toBeGreaterThan(16); // the room is used, not left empty
  });
});
