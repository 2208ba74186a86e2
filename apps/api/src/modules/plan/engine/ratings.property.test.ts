// Ratings in plan building (issue 27; docs/decisions/190-learning.md), over many random customers on the seeded
// catalogue: an item the customer disliked never appears in a plan the store builds (the items disliked are drawn
// from the plan the customer had before, so the rule is tested where it bites), a swap never brings one in, and a
// thumbs up raises exactly that item's score by WEIGHTS.likedItem in every occasion it can fill.
import type { ContentType } from '@larder/contracts/schemas/catalogue';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { DietaryId, Frequency, GoalId } from '@larder/contracts/values/preferences';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/test-database';
import type { Database } from '../../../db/database';
import { CatalogueService } from '../../catalogue/service';
import { catalogueVersion, loadTaxonomy } from '../catalogue-cache';
import { buildCatalogueIndex, type CatalogueIndex, type IndexedItem } from '../catalogue-index';
import { type PlanAnswers, WEIGHTS } from '../signals';
import { buildPlan } from './build-plan';
import { planContext } from './candidate-pool';
import { swapItem } from './swap';

const RUNS = Number(process.env.PLAN_PROPERTY_RUNS ?? 1000);

let database: Database;
let index: CatalogueIndex;
let tagIds: number[];

beforeAll(async () => {
  database = await createTestDatabase();
  const catalogue = await new CatalogueService(database.db).loadCatalogue();
  const taxonomy = await loadTaxonomy(database.db);
  index = buildCatalogueIndex(catalogue, taxonomy, catalogueVersion(catalogue, taxonomy));
  tagIds = taxonomy.tags.map((tag) => tag.id);
});

afterAll(async () => {
  await database?.close();
});

const DIETARY = [
  DietaryId.Omnivore,
  DietaryId.Flexitarian,
  DietaryId.Pescatarian,
  DietaryId.Vegetarian,
  DietaryId.Vegan,
  DietaryId.DairyFree,
  DietaryId.GlutenFree,
  DietaryId.PeanutFree,
];

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
    weeklyBudgetDollars: fc.option(fc.integer({ min: 0, max: 500 }), { nil: null }),
    frequencies: fc.record({
      breakfast: frequency,
      lunch: frequency,
      dinner: frequency,
      snack: frequency,
      sweet: frequency,
    }),
    dietaryIds: fc.subarray(DIETARY, { maxLength: 2 }),
    tagPreferences: fc.uniqueArray(fc.record({ tag: fc.constantFrom(...tagIds), preference: fc.constantFrom(1, -1) }), {
      maxLength: 15,
      selector: (entry) => entry.tag,
    }),
    dishTypeRatings: fc.constant([]),
    goalIds: fc.subarray(Object.values(GoalId), { maxLength: 3 }),
    picks: fc.constant([]),
  });
}

const refOf = (position: number) => {
  const { source } = index.items[position] as IndexedItem;
  return { type: source.type as ContentType, id: source.id };
};

describe('ratings in plans for random customers', () => {
  it('never plan or swap in a disliked item, whatever else the customer answered', () => {
    let dislikedFromPlan = 0;
    fc.assert(
      fc.property(
        answersArbitrary(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.uniqueArray(fc.nat(), { maxLength: 30 }),
        (answers, share, randomPicks) => {
          const before = buildPlan(planContext(index, answers));
          const planned = [...new Set(OCCASIONS.flatMap((occasion) => before.sections[occasion].map((e) => e.item)))];
          const fromPlan = planned.filter((_item, at) => at < Math.ceil(planned.length * share));
          const random = randomPicks.map((pick) => pick % index.items.length);
          const disliked = new Set([...fromPlan, ...random]);
          dislikedFromPlan += fromPlan.length;
          const rated: PlanAnswers = {
            ...answers,
            itemRatings: [...disliked].map((position) => ({ ...refOf(position), rating: -1 })),
          };
          const context = planContext(index, rated);
          const after = buildPlan(context);
          for (const occasion of OCCASIONS) {
            for (const entry of after.sections[occasion]) expect(disliked.has(entry.item)).toBe(false);
            // Every swap of the new plan's items takes a replacement that is not disliked either.
            const first = after.sections[occasion][0];
            if (!first) continue;
            const swapped = swapItem(context, after, occasion, 0, new Set([first.item]));
            if (swapped) expect(disliked.has(swapped.replacement.item)).toBe(false);
          }
        },
      ),
      { numRuns: RUNS, seed: 27 },
    );
    // The rule was tested where it bites: plenty of disliked items were in the customer's plan before.
    expect(dislikedFromPlan).toBeGreaterThan(RUNS);
  });

  it('raise a liked item’s score by WEIGHTS.likedItem in every occasion, and no other item’s', () => {
    fc.assert(
      fc.property(answersArbitrary(), fc.nat(), (answers, pick) => {
        const liked = pick % index.items.length;
        const plain = planContext(index, answers);
        const rated = planContext(index, { ...answers, itemRatings: [{ ...refOf(liked), rating: 1 }] });
        for (const occasion of OCCASIONS) {
          const a = plain.pools[occasion];
          const b = rated.pools[occasion];
          expect(Array.from(b.items)).toEqual(Array.from(a.items));
          for (let at = 0; at < a.items.length; at += 1) {
            const bonus = a.items[at] === liked ? WEIGHTS.likedItem : 0;
            expect(b.score[at]).toBeCloseTo((a.score[at] as number) + bonus, 9);
          }
        }
      }),
      { numRuns: Math.ceil(RUNS / 4), seed: 28 },
    );
  });
});
