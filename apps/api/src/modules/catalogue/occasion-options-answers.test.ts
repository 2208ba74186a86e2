// The quiz's later screens respect its earlier answers (issue 39): after "Pork: No thanks" no pork dish is offered,
// and the same for every protein and diet answer. The occasion screens show the API's options for the visitor's
// dietary flags, less those `keepingAnswers` (contracts values/quiz-answers.ts) leaves out for the proteins rated
// "No thanks" and the dislikes. Checked against the catalogue's own items (their tags and what they contain, read
// apart from the options), exhaustively for every eating habit and every combination of the meat and seafood
// screens, and at random for the dietary needs, the plant screen and the dislikes on top.
import { type Catalogue, type CatalogueItem, isSuitable } from '@larder/contracts/schemas/catalogue';
import { OccasionOptions, QuizOptions } from '@larder/contracts/schemas/quiz-options';
import { OCCASIONS } from '@larder/contracts/values/catalogue';
import { proteinTagFits } from '@larder/contracts/values/dietary-rules';
import type { DietaryId } from '@larder/contracts/values/preferences';
import { keepingAnswers, ruledOutTags } from '@larder/contracts/values/quiz-answers';
import type { ProteinRating } from '@larder/contracts/values/quiz-local';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CatalogueService } from './service';

const CLIENT = { authorization: 'Client larder-web' };

describe('the occasion screens after the protein and diet screens', () => {
  let subject: TestApp;
  let catalogue: Catalogue;
  let quizOptions: QuizOptions;
  let items: Map<string, CatalogueItem>;
  beforeAll(async () => {
    subject = await createTestApp();
    catalogue = await new CatalogueService(subject.database.db).loadCatalogue();
    items = new Map([
      ...catalogue.products.map((item) => [`product:${item.id}`, item] as const),
      ...catalogue.pairings.map((item) => [`pairing:${item.id}`, item] as const),
    ]);
    const response = await subject.app.inject({ method: 'GET', url: '/api/v2/quiz_options/', headers: CLIENT });
    quizOptions = QuizOptions.parse(response.json());
  });
  afterAll(async () => {
    await subject.app.close();
  });

  async function options(flags: readonly string[]) {
    const query = flags.map((flag) => `${flag}=true`).join('&');
    const response = await subject.app.inject({
      method: 'GET',
      url: `/api/v2/occasion_preference_options/${query ? `?${query}` : ''}`,
      headers: CLIENT,
    });
    expect(response.statusCode, response.body).toBe(200);
    return OccasionOptions.parse(response.json());
  }

  /**
   * What a visitor with these answers sees on every occasion screen, checked against the catalogue: nothing carrying
   * a ruled-out tag or against the diet, and everything else the API offered for the diet. The problems, in words.
   */
  function problemsOf(offeredForDiet: OccasionOptions, dietaryIds: readonly number[], ruledOut: ReadonlySet<number>) {
    const problems: string[] = [];
    for (const occasion of OCCASIONS) {
      const shown = new Set(keepingAnswers(offeredForDiet[occasion], ruledOut));
      for (const option of offeredForDiet[occasion]) {
        const item = items.get(`${option.type}:${option.object_id}`);
        if (!item) {
          problems.push(`${option.name}: not in the catalogue`);
          continue;
        }
        const breaks = item.tags.some((tag) => ruledOut.has(tag));
        if (shown.has(option) && breaks) problems.push(`${occasion}: ${item.name} offered after "No thanks"`);
        if (!shown.has(option) && !breaks) problems.push(`${occasion}: ${item.name} left out for no answer`);
        if (shown.has(option) && !isSuitable(item.contains, dietaryIds as readonly DietaryId[])) {
          problems.push(`${occasion}: ${item.name} against diet ${dietaryIds.join(',')}`);
        }
      }
    }
    return problems;
  }

  const proteinsShown = (group: 'meat' | 'seafood' | 'plant', dietaryIds: readonly number[]) =>
    quizOptions.tags[group].filter((tag) => proteinTagFits(tag.slug, dietaryIds));

  it('names the pork dishes the issue saw offered after "Pork: No thanks" and leaves them out', async () => {
    const pork = quizOptions.tags.meat.find((tag) => tag.slug === 'pork');
    expect(pork).toBeDefined();
    const all = await options([]);
    const offered = OCCASIONS.flatMap((occasion) => all[occasion]);
    const porkDishes = offered.filter((option) => option.tags.includes(pork?.id ?? 0)).map((option) => option.name);
    expect(porkDishes.length).toBeGreaterThan(0);
    const ruledOut = ruledOutTags({ meats: { [String(pork?.id)]: 'no-thanks' }, seafood: {}, plants: {}, dislike: [] });
    const left = OCCASIONS.flatMap((occasion) => keepingAnswers(all[occasion], ruledOut)).map((option) => option.name);
    for (const name of porkDishes) expect(left).not.toContain(name);
    expect(left.length).toBe(offered.length - porkDishes.length);
  });

  it('holds for every eating habit and every combination of "No thanks" on the meat and seafood screens', async () => {
    const habits = [null, ...quizOptions.eating_habits];
    let combinations = 0;
    for (const habit of habits) {
      const dietaryIds = habit ? [habit.dietary_id] : [];
      const offered = await options(habit?.query_flag ? [habit.query_flag] : []);
      const shown = [...proteinsShown('meat', dietaryIds), ...proteinsShown('seafood', dietaryIds)];
      for (let mask = 0; mask < 2 ** shown.length; mask += 1) {
        const meats: Record<string, ProteinRating> = {};
        const seafood: Record<string, ProteinRating> = {};
        shown.forEach((tag, bit) => {
          const rating: ProteinRating = (mask >> bit) & 1 ? 'no-thanks' : bit % 2 ? 'absolutely' : 'so-so';
          const group = quizOptions.tags.meat.includes(tag) ? meats : seafood;
          group[String(tag.id)] = rating;
        });
        const problems = problemsOf(offered, dietaryIds, ruledOutTags({ meats, seafood, plants: {}, dislike: [] }));
        expect(problems, `${habit?.key ?? 'no habit'}, mask ${mask}`).toEqual([]);
        combinations += 1;
      }
    }
    // An omnivore sees all 14 proteins of the two screens: 2^14 combinations, and fewer for the other habits.
    expect(combinations).toBeGreaterThan(2 ** 14);
  });

  it('holds for any diet, dietary needs, plant ratings and dislikes together', async () => {
    const needs = quizOptions.dietary_needs;
    const polarizing = quizOptions.tags.polarizing;
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...quizOptions.eating_habits), { nil: null }),
        fc.subarray(needs),
        fc.func(fc.constantFrom<ProteinRating>('absolutely', 'so-so', 'no-thanks')),
        fc.subarray(polarizing),
        async (habit, chosenNeeds, rate, disliked) => {
          const choices = [...(habit ? [habit] : []), ...chosenNeeds];
          const dietaryIds = choices.map((choice) => choice.dietary_id);
          const flags = choices.flatMap((choice) => (choice.query_flag ? [choice.query_flag] : []));
          const ratingsOf = (group: 'meat' | 'seafood' | 'plant') =>
            Object.fromEntries(proteinsShown(group, dietaryIds).map((tag) => [String(tag.id), rate(tag.slug)]));
          const ruledOut = ruledOutTags({
            meats: ratingsOf('meat'),
            seafood: ratingsOf('seafood'),
            plants: ratingsOf('plant'),
            dislike: disliked.map((tag) => tag.id),
          });
          expect(problemsOf(await options(flags), dietaryIds, ruledOut)).toEqual([]);
        },
      ),
      { numRuns: 40 },
    );
  });
});
