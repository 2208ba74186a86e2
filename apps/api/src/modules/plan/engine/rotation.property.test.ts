// A new box every week (issue 27; docs/decisions/190-learning.md), over many random customers on the seeded catalogue
// and the seeded box limits, each given six weeks in a row as the week maker makes them (each week's box built with
// the boxes before it): one item never fills two occasions of a box; a recipe the customer has not liked does not
// come back within ROTATION_WEEKS weeks (a liked one may); each week's box differs from the week before's; and a
// week's box is the same however often it is built.
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
import { moveOn } from './move-on';
import { ROTATION_WEEKS, seedOf } from './rotation';

const RUNS = Number(process.env.PLAN_PROPERTY_RUNS ?? 300);
const WEEKS = 6;
const LIMITS = { volume: 24, cold: 12 };

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
  const count = fc.option(fc.integer({ min: 0, max: 5 }), { nil: null });
  return fc.record({
    household: fc.record({
      household_size: fc.integer({ min: 1, max: 3 }),
      num_adults: count,
      num_older_children: count,
      num_young_children: count,
    }),
    weeklyBudgetDollars: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
    frequencies: fc.record({
      breakfast: frequency,
      lunch: frequency,
      dinner: frequency,
      snack: frequency,
      sweet: frequency,
    }),
    dietaryIds: fc.subarray([DietaryId.Vegetarian, DietaryId.Pescatarian, DietaryId.GlutenFree, DietaryId.DairyFree], {
      maxLength: 2,
    }),
    tagPreferences: fc.constant([]),
    dishTypeRatings: fc.constant([]),
    goalIds: fc.subarray(Object.values(GoalId), { maxLength: 3 }),
    picks: fc.constant([]),
  });
}

const itemsOf = (plan: EnginePlan) => OCCASIONS.flatMap((occasion) => plan.sections[occasion].map((e) => e.item));
const isRecipe = (item: number) => (index.items[item] as IndexedItem).source.type === 'pairing';

/** The weeks in a row as the week maker makes them: each built with the boxes before it, the week before first. */
function weeksOf(customer: number, answers: PlanAnswers): EnginePlan[] {
  const boxes: EnginePlan[] = [];
  for (let week = 0; week < WEEKS; week += 1) {
    const recent = boxes.map(itemsOf).reverse();
    const seed = seedOf(`${customer}:week-${week}`);
    const context = planContext(index, answers, LIMITS, { recent, seed });
    boxes.push(moveOn(context, buildPlan(context), context.rotation?.lastWeek ?? new Set()));
  }
  return boxes;
}

describe('a new box every week', () => {
  it('fills each occasion with items of its own, rests unliked recipes, moves on, and is deterministic', () => {
    let recipesSeen = 0;
    let likedBack = 0;
    fc.assert(
      fc.property(answersArbitrary(), fc.nat(10_000), fc.boolean(), (plain, customer, likes) => {
        // Likes: some recipes of the customer's first box get a thumbs up (they may come back).
        const first = buildPlan(planContext(index, plain, LIMITS, { recent: [], seed: seedOf(`${customer}:week-0`) }));
        const liked = likes ? itemsOf(first).filter(isRecipe).slice(0, 2) : [];
        const answers: PlanAnswers = {
          ...plain,
          itemRatings: liked.map((item) => {
            const { type, id } = (index.items[item] as IndexedItem).source;
            return { type, id, rating: 1 };
          }),
        };
        const weeks = weeksOf(customer, answers);
        weeks.forEach((box, week) => {
          const items = itemsOf(box);
          expect(new Set(items).size).toBe(items.length); // one item, one occasion
          for (const item of items.filter(isRecipe)) {
            recipesSeen += 1;
            const earlier = weeks
              .slice(Math.max(0, week - ROTATION_WEEKS), week)
              .some((b) => itemsOf(b).includes(item));
            if (earlier) {
              expect(liked).toContain(item);
              likedBack += 1;
            }
          }
          if (week > 0 && items.length > 0) {
            const before = new Set(itemsOf(weeks[week - 1] as EnginePlan));
            expect(items.length === before.size && items.every((item) => before.has(item))).toBe(false);
          }
        });
        expect(weeksOf(customer, answers)).toEqual(weeks);
      }),
      { numRuns: RUNS, seed: 27 },
    );
    expect(recipesSeen).toBeGreaterThan(0);
    expect(likedBack).toBeGreaterThan(0);
  });

  it('never puts one item in two occasions, with no week given (today’s plan) nor in the cheapest plan', () => {
    fc.assert(
      fc.property(answersArbitrary(), (answers) => {
        const context = planContext(index, answers, LIMITS);
        for (const plan of [buildPlan(context), cheapestPlan(context)]) {
          const items = itemsOf(plan);
          expect(new Set(items).size).toBe(items.length);
        }
      }),
      { numRuns: RUNS, seed: 271 },
    );
  });
});
