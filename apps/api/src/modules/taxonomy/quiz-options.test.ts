import { QUIZ_OPTIONS_MAX_AGE_SECONDS, QuizOptions, TAG_GROUPS } from '@larder/contracts/schemas/quiz-options';
import { EXCLUDED_LUNCH_DINNER_DISH_TYPE } from '@larder/contracts/values/limits';
import { DIETARY_NEEDS, DietaryId, EATING_HABITS, GoalId } from '@larder/contracts/values/preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { findUnknownDishTypeIds, findUnknownTagIds } from './repository';

const CLIENT = { authorization: 'Client larder-web' };

/** The minimum number of choices per tag group. */
const GROUP_MINIMUMS = { cuisine: 12, flavor: 8, meat: 6, seafood: 6, plant: 8, polarizing: 12 } as const;

describe('GET /api/v2/quiz_options/', () => {
  let subject: TestApp;
  let options: QuizOptions;
  beforeAll(async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/v2/quiz_options/', headers: CLIENT });
    expect(response.statusCode).toBe(200);
    options = QuizOptions.parse(response.json());
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it('offers every tag group with enough real choices, each tag with a unique id and name', () => {
    expect(Object.keys(options.tags)).toEqual([...TAG_GROUPS]);
    for (const [group, minimum] of Object.entries(GROUP_MINIMUMS)) {
      expect(options.tags[group as keyof typeof GROUP_MINIMUMS].length, group).toBeGreaterThanOrEqual(minimum);
    }
    for (const group of TAG_GROUPS) expect(options.tags[group].length, group).toBeGreaterThan(0);
    const all = TAG_GROUPS.flatMap((group) => options.tags[group]);
    expect(new Set(all.map((tag) => tag.id)).size).toBe(all.length);
    expect(new Set(all.map((tag) => tag.slug)).size).toBe(all.length);
    expect(options.tag_groups.map((entry) => entry.group)).toEqual([...TAG_GROUPS]);
  });

  it('has a low-sodium macro-nutrient goal with its follow-up, and sensible qualities, formats and ready-made', () => {
    const macro = options.tags['macro-nutrient'];
    const lowSodium = macro.find((tag) => tag.slug === 'low-sodium');
    expect(lowSodium).toBeDefined();
    expect(macro.filter((tag) => tag.parent_id === lowSodium?.id).map((tag) => tag.slug)).toEqual(['very-low-sodium']);
    const slugs = (group: (typeof TAG_GROUPS)[number]) => options.tags[group].map((tag) => tag.slug);
    expect(slugs('food-quality')).toEqual(expect.arrayContaining(['organic', 'locally-grown', 'whole-grain']));
    expect(slugs('food-format')).toEqual(
      expect.arrayContaining(['sheet-pan', 'one-pot', 'no-cook', 'five-ingredient']),
    );
    expect(slugs('ready-made')).toEqual(expect.arrayContaining(['heat-and-eat', 'meal-kit']));
  });

  it('lists dish types with ids, including 18 (side dish), which the lunch and dinner patch leaves out', () => {
    const sideDish = options.dish_types.find((dishType) => dishType.id === EXCLUDED_LUNCH_DINNER_DISH_TYPE);
    expect(sideDish).toMatchObject({ id: 18, slug: 'side-dish' });
    expect(options.excluded_lunch_dinner_dish_types).toEqual([18]);
    const lunchDinner = options.dish_types.filter((dishType) => dishType.occasions.includes('dinner'));
    expect(lunchDinner.length).toBeGreaterThanOrEqual(8);
  });

  it('serves the goals, eating habits and dietary needs of spec §3 with their ids and query flags', () => {
    expect(options.goals.map((goal) => [goal.key, goal.id])).toEqual(Object.entries(GoalId));
    expect(options.eating_habits.map((habit) => habit.key)).toEqual([...EATING_HABITS]);
    expect(options.dietary_needs.map((need) => need.key)).toEqual([...DIETARY_NEEDS]);
    expect(options.eating_habits.find((habit) => habit.key === 'vegan')).toMatchObject({
      dietary_id: DietaryId.Vegan,
      query_flag: 'is_vegan',
    });
    expect(options.eating_habits.find((habit) => habit.key === 'omnivore')?.query_flag).toBeNull();
    expect(options.dietary_needs.find((need) => need.key === 'tree-nut-free')).toMatchObject({
      dietary_id: DietaryId.TreeNutFree,
      query_flag: 'is_tree_nut_free',
    });
    const ids = [...options.eating_habits, ...options.dietary_needs].map((choice) => choice.dietary_id).sort();
    expect(ids).toEqual(Object.values(DietaryId).sort());
  });

  it('is cacheable: Cache-Control with a max-age and an ETag, and a 304 when the client has it', async () => {
    const first = await subject.app.inject({ method: 'GET', url: '/api/v2/quiz_options/', headers: CLIENT });
    expect(first.headers['cache-control']).toBe(`public, max-age=${QUIZ_OPTIONS_MAX_AGE_SECONDS}`);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await subject.app.inject({ method: 'GET', url: '/api/v2/quiz_options/', headers: CLIENT });
    expect(again.headers.etag).toBe(etag);

    const revalidated = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/quiz_options/',
      headers: { ...CLIENT, 'if-none-match': `W/"other", ${etag}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const stale = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/quiz_options/',
      headers: { ...CLIENT, 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('is public: no session is needed', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/v2/quiz_options', headers: CLIENT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('names the unknown ids among tag and dish type ids (for the preference writes)', async () => {
    const db = subject.database.db;
    const someTag = options.tags.cuisine[0]?.id ?? 0;
    expect(await findUnknownTagIds(db, [someTag, 999_999, someTag, 0])).toEqual([999_999, 0]);
    expect(await findUnknownTagIds(db, [])).toEqual([]);
    expect(await findUnknownDishTypeIds(db, [18, 1, 4242])).toEqual([4242]);
  });
});
