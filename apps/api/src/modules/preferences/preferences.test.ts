// The quiz save's calls (docs/decisions/030-quiz-and-preference-save.md): each endpoint reads and writes the
// signed-in customer's own records only, refuses unknown ids naming them, and applies a write entirely or not at all.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, sessionCookie, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { pairings, products } from '../../db/schema/catalogue';

// Rate limits are tested with the accounts API; here they stay out of the way.
const ENV = { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };

/** Ids the seeded taxonomy and catalogue hold, and ones they do not. */
const TAG = { liked: 101, disliked: 102, other: 201, unknown: 999_991, unknown2: 999_992 };
const DISH_TYPE = { pasta: 1, curry: 3, unknown: 9_999 };

let subject: TestApp;
let api: FastifyInstance;
let ada: { id: number; cookie: string };
let bob: { id: number; cookie: string };
let knownObject: { object_id: number; content_type: 'product' | 'pairing' };
let knownObject2: { object_id: number; content_type: 'product' | 'pairing' };

async function customer(email: string) {
  const response = await signUp(api, { email });
  expect(response.statusCode).toBe(201);
  return { id: response.json().id as number, cookie: sessionCookie(response) };
}

function call(who: { cookie: string } | undefined, options: Omit<InjectOptions, 'headers'>) {
  return api.inject({ ...options, headers: { ...CLIENT_HEADERS, ...(who ? { cookie: who.cookie } : {}) } });
}

beforeAll(async () => {
  subject = await createTestApp({ env: ENV });
  api = subject.app;
  ada = await customer('ada@example.com');
  bob = await customer('bob@example.com');
  const [product] = await subject.database.db.select({ id: products.id }).from(products).limit(1);
  const [pairing] = await subject.database.db.select({ id: pairings.id }).from(pairings).limit(1);
  knownObject = { object_id: product?.id ?? 0, content_type: 'product' };
  knownObject2 = { object_id: pairing?.id ?? 0, content_type: 'pairing' };
  expect(knownObject.object_id * knownObject2.object_id).toBeGreaterThan(0);
});

afterAll(async () => {
  await subject?.app.close();
});

const customerPaths = (id: number | string) =>
  [
    { method: 'GET', url: `/api/v2/customers/${id}/dietary_restrictions/` },
    { method: 'PATCH', url: `/api/v2/customers/${id}/dietary_restrictions/`, payload: { dietary_restrictions: [] } },
    { method: 'GET', url: `/api/v2/customers/${id}/dish_types/` },
    { method: 'PATCH', url: `/api/v2/customers/${id}/dish_types/`, payload: [] },
    { method: 'GET', url: `/api/v2/customers/${id}/occasion_goals/` },
    { method: 'PUT', url: `/api/v2/customers/${id}/occasion_goals/`, payload: { occasion_goals: [] } },
    { method: 'GET', url: `/api/v2/customers/${id}/quizzes/` },
    { method: 'POST', url: `/api/v2/customers/${id}/quizzes/`, payload: { household_size: 2 } },
    { method: 'PATCH', url: `/api/v2/customers/${id}/quizzes/`, payload: { household_size: 2 } },
  ] as const;

const selfPaths = [
  { method: 'GET', url: '/api/v2/customers/self/tags/' },
  { method: 'PATCH', url: '/api/v2/customers/self/tags/', payload: [] },
  { method: 'GET', url: '/api/v2/customers/self/occasion_entity_preferences/' },
  { method: 'PATCH', url: '/api/v2/customers/self/occasion_entity_preferences/', payload: [] },
  { method: 'POST', url: '/api/v2/customers/self/occasion_entity_preferences/bulk_delete/', payload: { ids: [1] } },
] as const;

describe('who may call', () => {
  it('refuses anonymous calls on every path with 403', async () => {
    for (const request of [...customerPaths(1), ...selfPaths]) {
      const response = await call(undefined, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toMatchObject({ code: 'not_authenticated' });
    }
  });

  it('refuses another customer’s id with 403, and writes nothing there', async () => {
    for (const request of customerPaths(bob.id)) {
      const response = await call(ada, request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json()).toEqual({
        detail: 'You do not have permission to perform this action.',
        code: 'permission_denied',
      });
    }
    const quizzes = await call(bob, { method: 'GET', url: `/api/v2/customers/${bob.id}/quizzes/` });
    expect(quizzes.json()).toEqual([]);
  });

  it('refuses an id that is not a number or self with 400', async () => {
    const response = await call(ada, { method: 'GET', url: '/api/v2/customers/abc/dish_types/' });
    expect(response.statusCode).toBe(400);
  });

  it('refuses entries naming another customer with 403', async () => {
    const tags = await call(ada, {
      method: 'PATCH',
      url: '/api/v2/customers/self/tags/',
      payload: [{ customer_id: bob.id, tag: TAG.liked, is_explicit: true, preference: 1 }],
    });
    expect(tags.statusCode).toBe(403);
    const dishTypes = await call(ada, {
      method: 'PATCH',
      url: `/api/v2/customers/${ada.id}/dish_types/`,
      payload: [{ customer_id: bob.id, dish_type: DISH_TYPE.pasta, rating: 1 }],
    });
    expect(dishTypes.statusCode).toBe(403);
  });

  it('answers no-store', async () => {
    const response = await call(ada, { method: 'GET', url: '/api/v2/customers/self/tags/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('PATCH /api/v2/customers/self/tags/', () => {
  const url = '/api/v2/customers/self/tags/';
  const entry = (tag: number, preference: 1 | -1 | 0, who = ada) => ({
    customer_id: who.id,
    tag,
    is_explicit: true,
    preference,
  });

  it('likes and dislikes tags, and GET answers them', async () => {
    const response = await call(ada, {
      method: 'PATCH',
      url,
      payload: [entry(TAG.liked, 1), entry(TAG.disliked, -1)],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([entry(TAG.liked, 1), entry(TAG.disliked, -1)]);
    expect((await call(ada, { method: 'GET', url })).json()).toEqual([entry(TAG.liked, 1), entry(TAG.disliked, -1)]);
    // Bob's list is his own.
    expect((await call(bob, { method: 'GET', url })).json()).toEqual([]);
  });

  it('changes one tag and removes another with 0, leaving the rest', async () => {
    await call(ada, { method: 'PATCH', url, payload: [entry(TAG.liked, 1), entry(TAG.disliked, -1)] });
    const response = await call(ada, {
      method: 'PATCH',
      url,
      payload: [entry(TAG.liked, -1), entry(TAG.disliked, 0), entry(TAG.other, 1)],
    });
    expect(response.json()).toEqual([entry(TAG.liked, -1), entry(TAG.other, 1)]);
  });

  it('refuses unknown tags with 400 naming them, and writes none of the entries', async () => {
    const before = (await call(ada, { method: 'GET', url })).json();
    const response = await call(ada, {
      method: 'PATCH',
      url,
      payload: [entry(TAG.disliked, 1), entry(TAG.unknown, 1), entry(TAG.unknown2, -1)],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `Unknown tag ids: ${TAG.unknown}, ${TAG.unknown2}.`,
      code: 'unknown_tags',
      ids: [TAG.unknown, TAG.unknown2],
    });
    expect((await call(ada, { method: 'GET', url })).json()).toEqual(before);
  });

  it('refuses preferences other than 1, -1 and 0', async () => {
    const response = await call(ada, { method: 'PATCH', url, payload: [{ ...entry(TAG.liked, 1), preference: 2 }] });
    expect(response.statusCode).toBe(400);
  });
});

describe('dietary restrictions', () => {
  const url = () => `/api/v2/customers/${ada.id}/dietary_restrictions/`;

  it('selects and unselects, by id or self', async () => {
    const selected = await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: {
        dietary_restrictions: [
          { id: 1, selected: true },
          { id: 8, selected: true },
        ],
      },
    });
    expect(selected.statusCode).toBe(200);
    expect(selected.json()).toEqual({
      dietary_restrictions: [
        { id: 1, selected: true },
        { id: 8, selected: true },
      ],
    });
    await call(ada, {
      method: 'PATCH',
      url: '/api/v2/customers/self/dietary_restrictions/',
      payload: {
        dietary_restrictions: [
          { id: 1, selected: false },
          { id: 2, selected: true },
        ],
      },
    });
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual({
      dietary_restrictions: [
        { id: 2, selected: true },
        { id: 8, selected: true },
      ],
    });
  });

  it('refuses unknown ids with 400 naming them, writing nothing', async () => {
    const before = (await call(ada, { method: 'GET', url: url() })).json();
    const response = await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: {
        dietary_restrictions: [
          { id: 4, selected: true },
          { id: 18, selected: true },
          { id: 99, selected: false },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_dietary_restrictions', ids: [18, 99] });
    expect(response.json().detail).toBe('Unknown dietary restriction ids: 18, 99.');
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual(before);
  });
});

describe('dish types', () => {
  const url = () => `/api/v2/customers/${ada.id}/dish_types/`;

  it('rates 1 and 0 and answers the ratings', async () => {
    const response = await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: [
        { customer_id: ada.id, dish_type: DISH_TYPE.pasta, rating: 1 },
        { customer_id: ada.id, dish_type: DISH_TYPE.curry, rating: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { customer_id: ada.id, dish_type: DISH_TYPE.pasta, rating: 1 },
      { customer_id: ada.id, dish_type: DISH_TYPE.curry, rating: 0 },
    ]);
    await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: [{ customer_id: ada.id, dish_type: DISH_TYPE.curry, rating: 1 }],
    });
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual([
      { customer_id: ada.id, dish_type: DISH_TYPE.pasta, rating: 1 },
      { customer_id: ada.id, dish_type: DISH_TYPE.curry, rating: 1 },
    ]);
  });

  it('refuses unknown dish types with 400 naming them, writing nothing', async () => {
    const before = (await call(ada, { method: 'GET', url: url() })).json();
    const response = await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: [
        { customer_id: ada.id, dish_type: DISH_TYPE.pasta, rating: 0 },
        { customer_id: ada.id, dish_type: DISH_TYPE.unknown, rating: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_dish_types', ids: [DISH_TYPE.unknown] });
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual(before);
  });

  it('refuses ratings other than 1 and 0', async () => {
    const response = await call(ada, {
      method: 'PATCH',
      url: url(),
      payload: [{ customer_id: ada.id, dish_type: DISH_TYPE.pasta, rating: -1 }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('occasion goals', () => {
  const url = () => `/api/v2/customers/${ada.id}/occasion_goals/`;

  it('PUT replaces the set', async () => {
    const first = await call(ada, { method: 'PUT', url: url(), payload: { occasion_goals: [{ id: 5 }, { id: 7 }] } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ occasion_goals: [{ id: 5 }, { id: 7 }] });
    await call(ada, { method: 'PUT', url: url(), payload: { occasion_goals: [{ id: 13 }] } });
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual({ occasion_goals: [{ id: 13 }] });
  });

  it('refuses unknown goals with 400 naming them, keeping the old set', async () => {
    const response = await call(ada, {
      method: 'PUT',
      url: url(),
      payload: { occasion_goals: [{ id: 5 }, { id: 1 }, { id: 6 }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_occasion_goals', ids: [1, 6] });
    expect((await call(ada, { method: 'GET', url: url() })).json()).toEqual({ occasion_goals: [{ id: 13 }] });
  });
});

describe('quizzes', () => {
  const record = {
    household_size: 2,
    num_adults: 2,
    num_young_children: 0,
    num_older_children: 0,
    weekly_grocery_spend: 150,
    meals: ['breakfast', 'dinner'],
    snacks: ['snack'],
    breakfast_frequency: 3,
    lunch_frequency: 1,
    dinner_frequency: 2,
    snack_frequency: 2,
    sweets_frequency: null,
  };

  it('GET answers an empty list, POST creates (201), a second POST is 409, PATCH changes fields', async () => {
    const url = `/api/v2/customers/${bob.id}/quizzes/`;
    expect((await call(bob, { method: 'GET', url })).json()).toEqual([]);
    const missing = await call(bob, { method: 'PATCH', url, payload: { household_size: 1 } });
    expect(missing.statusCode).toBe(404);

    const created = await call(bob, { method: 'POST', url, payload: { ...record, customer_id: bob.id } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ ...record, customer_id: bob.id, fruit_frequency: null });

    const again = await call(bob, { method: 'POST', url, payload: record });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'quiz_exists' });

    const patched = await call(bob, { method: 'PATCH', url, payload: { household_size: 3, sweets_frequency: 1 } });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toEqual({
      ...record,
      customer_id: bob.id,
      household_size: 3,
      sweets_frequency: 1,
      fruit_frequency: null,
    });
    expect((await call(bob, { method: 'GET', url: '/api/v2/customers/self/quizzes/' })).json()).toEqual([
      patched.json(),
    ]);
  });

  it('POST needs only the household size; the rest starts empty', async () => {
    const response = await call(ada, {
      method: 'POST',
      url: `/api/v2/customers/${ada.id}/quizzes/`,
      payload: { household_size: 1 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ household_size: 1, meals: [], snacks: [], num_adults: null });
  });

  it.each([
    [{ household_size: 4 }],
    [{ household_size: 0 }],
    [{ lunch_frequency: 4 }],
    [{ meals: ['brunch'] }],
    [{ meals: ['lunch', 'lunch'] }],
    [{ unknown_field: 1 }],
  ])('refuses %o with 400', async (payload) => {
    const response = await call(ada, { method: 'PATCH', url: `/api/v2/customers/${ada.id}/quizzes/`, payload });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a body naming another customer with 403', async () => {
    const response = await call(ada, {
      method: 'PATCH',
      url: `/api/v2/customers/${ada.id}/quizzes/`,
      payload: { customer_id: bob.id, household_size: 2 },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('occasion entity preferences', () => {
  const url = '/api/v2/customers/self/occasion_entity_preferences/';

  it('PATCH adds (idempotently), GET pages with limit up to 500, bulk_delete removes', async () => {
    const added = await call(ada, { method: 'PATCH', url, payload: [knownObject, knownObject2] });
    expect(added.statusCode).toBe(200);
    const rows = added.json() as { id: number; object_id: number; content_type: string }[];
    expect(rows.map(({ object_id, content_type }) => ({ object_id, content_type }))).toEqual([
      knownObject,
      knownObject2,
    ]);
    const again = await call(ada, { method: 'PATCH', url, payload: [knownObject] });
    expect(again.json()).toEqual([rows[0]]);

    const page = await call(ada, { method: 'GET', url, query: { limit: '1' } });
    expect(page.json()).toMatchObject({ count: 2, previous: null, results: [rows[0]] });
    expect(page.json().next).toContain('limit=1&offset=1');
    const full = await call(ada, { method: 'GET', url, query: { limit: '500' } });
    expect(full.json()).toEqual({ count: 2, next: null, previous: null, results: rows });
    expect((await call(ada, { method: 'GET', url, query: { limit: '501' } })).statusCode).toBe(400);

    const deleted = await call(ada, { method: 'POST', url: `${url}bulk_delete/`, payload: { ids: [rows[0]?.id] } });
    expect(deleted.json()).toEqual({ deleted: 1 });
    expect((await call(ada, { method: 'GET', url })).json().results).toEqual([rows[1]]);
  });

  it.each([[[4_294_967_296]], [[2_147_483_648]], [[0]], [[1.5]]])(
    'bulk_delete refuses ids %j that no row can have with 400, not 500 (security review finding 3)',
    async (ids) => {
      const response = await call(ada, { method: 'POST', url: `${url}bulk_delete/`, payload: { ids } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: expect.any(String) });
    },
  );

  it('bulk_delete never touches another customer’s rows', async () => {
    const bobs = (await call(bob, { method: 'PATCH', url, payload: [knownObject] })).json() as { id: number }[];
    const response = await call(ada, {
      method: 'POST',
      url: `${url}bulk_delete/`,
      payload: { ids: bobs.map((row) => row.id) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deleted: 0 });
    expect((await call(bob, { method: 'GET', url })).json().results).toEqual(bobs);
  });

  it('refuses objects the catalogue does not have with 400 naming them, adding none', async () => {
    const before = (await call(ada, { method: 'GET', url })).json();
    const response = await call(ada, {
      method: 'PATCH',
      url,
      payload: [knownObject, { object_id: 999_999, content_type: 'product' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unknown_occasion_entities', ids: ['product 999999'] });
    expect((await call(ada, { method: 'GET', url })).json()).toEqual(before);
  });
});
