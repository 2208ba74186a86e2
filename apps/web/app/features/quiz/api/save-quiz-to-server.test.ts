import type {
  OccasionEntityPreference,
  OccasionEntityPreferenceInput,
  TagPreferenceEntry,
} from '@larder/contracts/schemas/preferences';
import type { OccasionOptions } from '@larder/contracts/schemas/quiz-options';
import type { QuizRecord } from '@larder/contracts/schemas/quiz-record';
import type { QuizLocal } from '@larder/contracts/values/quiz-local';
import { emptyQuizLocal } from '@larder/contracts/values/quiz-local';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { type LogContext, setLogSink } from '../../../lib/logger';
import { QuizSaveError, saveQuizToServer } from './save-quiz-to-server';

const ME = 42;
const ORIGIN = 'http://api.larder.test';

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An in-memory API holding one customer's records, answering as the real one does. */
function fakeApi() {
  const state = {
    tags: [] as TagPreferenceEntry[],
    dietary: [] as number[],
    dishTypes: [] as { customer_id: number; dish_type: number; rating: 0 | 1 }[],
    goals: [] as number[],
    quiz: undefined as QuizRecord | undefined,
    entities: [] as OccasionEntityPreference[],
    options: {
      breakfast: [{ object_id: 1, type: 'product', name: 'Oats', picture: '/p.svg', tags: [] }],
      lunch: [{ object_id: 2, type: 'pairing', name: 'Bowl', picture: '/p.svg', tags: [] }],
      dinner: [{ object_id: 3, type: 'pairing', name: 'Curry', picture: '/p.svg', tags: [] }],
      snack: [{ object_id: 4, type: 'product', name: 'Nuts', picture: '/p.svg', tags: [] }],
      sweet: [],
    } as OccasionOptions,
    failing: new Set<string>(),
  };
  const calls: Call[] = [];
  let nextId = 1;

  const handle = (call: Call): Response => {
    if (state.failing.has(`${call.method} ${call.path}`)) return json({ detail: 'down', code: 'unavailable' }, 503);
    const { method, path, body } = call;
    const customer = `/api/v2/customers/${ME}`;
    switch (`${method} ${path}`) {
      case 'GET /api/v2/customers/self/tags/':
        return json(state.tags);
      case 'PATCH /api/v2/customers/self/tags/':
        for (const entry of body as TagPreferenceEntry[]) {
          state.tags = state.tags.filter((tag) => tag.tag !== entry.tag);
          if (entry.preference !== 0) state.tags.push(entry);
        }
        return json(state.tags);
      case `GET ${customer}/dietary_restrictions/`:
        return json({ dietary_restrictions: state.dietary.map((id) => ({ id, selected: true })) });
      case `PATCH ${customer}/dietary_restrictions/`:
        for (const { id, selected } of (body as { dietary_restrictions: { id: number; selected: boolean }[] })
          .dietary_restrictions) {
          state.dietary = state.dietary.filter((d) => d !== id);
          if (selected) state.dietary.push(id);
        }
        return json({});
      case `GET ${customer}/dish_types/`:
        return json(state.dishTypes);
      case `PATCH ${customer}/dish_types/`:
        for (const entry of body as typeof state.dishTypes) {
          state.dishTypes = [...state.dishTypes.filter((d) => d.dish_type !== entry.dish_type), entry];
        }
        return json(state.dishTypes);
      case `GET ${customer}/occasion_goals/`:
        return json({ occasion_goals: state.goals.map((id) => ({ id })) });
      case `PUT ${customer}/occasion_goals/`:
        state.goals = (body as { occasion_goals: { id: number }[] }).occasion_goals.map((goal) => goal.id);
        return json(body);
      case `GET ${customer}/quizzes/`:
        return json(state.quiz ? [state.quiz] : []);
      case `POST ${customer}/quizzes/`:
        if (state.quiz) return json({ detail: 'exists', code: 'quiz_exists' }, 409);
        state.quiz = { fruit_frequency: null, ...(body as object), customer_id: ME } as QuizRecord;
        return json(state.quiz, 201);
      case `PATCH ${customer}/quizzes/`:
        state.quiz = { ...(state.quiz as QuizRecord), ...(body as object) };
        return json(state.quiz);
      case 'GET /api/v2/occasion_preference_options/':
        return json(state.options);
      case 'GET /api/v2/customers/self/occasion_entity_preferences/': {
        const limit = Number(call.query.limit);
        const offset = Number(call.query.offset);
        const results = state.entities.slice(offset, offset + limit);
        const next = offset + limit < state.entities.length ? `${ORIGIN}${path}?offset=${offset + limit}` : null;
        return json({ count: state.entities.length, next, previous: null, results });
      }
      case 'PATCH /api/v2/customers/self/occasion_entity_preferences/':
        for (const entry of body as OccasionEntityPreferenceInput[]) {
          state.entities.push({ id: nextId++, ...entry });
        }
        return json(state.entities);
      case 'POST /api/v2/customers/self/occasion_entity_preferences/bulk_delete/': {
        const ids = new Set((body as { ids: number[] }).ids);
        state.entities = state.entities.filter((entry) => !ids.has(entry.id));
        return json({ deleted: ids.size });
      }
      default:
        return json({ detail: 'Not found.', code: 'not_found' }, 404);
    }
  };

  standInNetwork().otherwise(async (request) => {
    const call: Call = {
      method: request.method,
      path: request.path,
      query: request.query,
      body: request.body === '' ? undefined : JSON.parse(request.body),
    };
    calls.push(call);
    await Promise.resolve();
    return handle(call);
  });
  const writes = () => calls.filter((call) => call.method !== 'GET');
  return { state, calls, writes };
}

const answered: QuizLocal = {
  ...emptyQuizLocal(),
  householdSize: 4,
  adultsCount: 2,
  childrenCount: 1,
  youngChildrenCount: 1,
  habits: 'vegetarian',
  dietary: ['peanut-free'],
  goals: [5, 9],
  lunchDinner: { lunch: [1, 18], dinner: [2] },
  cuisines: { '101': 1, '102': -1 },
  plants: { '501': 'absolutely', '502': 'so-so' },
  dislike: [601],
  breakfast: [{ object_id: 1, type: 'product' }],
  lunch: [{ object_id: 2, type: 'pairing' }],
  budget: 150,
  breakfastFrequency: 'all',
  lunchFrequency: 'some',
  dinnerFrequency: 'none',
};

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
});

/** What the quiz logged (the logger's sink). */
let logged: { message: string; context: LogContext; status: string }[] = [];

beforeEach(() => {
  logged = [];
  setLogSink({ log: (message, context, status) => logged.push({ message, context, status }) });
});

afterEach(() => {
  setLogSink(undefined);
});

describe('saveQuizToServer', () => {
  it('writes a new customer’s quiz: every kind once, in parallel, the quiz record by POST', async () => {
    const result = await saveQuizToServer({ id: ME }, answered);
    expect(
      api
        .writes()
        .map((call) => `${call.method} ${call.path}`)
        .sort(),
    ).toEqual(
      [
        'PATCH /api/v2/customers/self/tags/',
        `PATCH /api/v2/customers/${ME}/dietary_restrictions/`,
        `PATCH /api/v2/customers/${ME}/dish_types/`,
        `PUT /api/v2/customers/${ME}/occasion_goals/`,
        `POST /api/v2/customers/${ME}/quizzes/`,
        'PATCH /api/v2/customers/self/occasion_entity_preferences/',
      ].sort(),
    );
    expect(result.writes).toBe(6);
    // Every read went out before any write: the kinds do not wait for each other.
    const firstWrite = api.calls.findIndex((call) => call.method !== 'GET');
    expect(api.calls.slice(0, firstWrite).length).toBe(7);

    expect(api.state.quiz).toMatchObject({
      household_size: 3,
      num_adults: 2,
      num_older_children: 1,
      num_young_children: 1,
      weekly_grocery_spend: 150,
      breakfast_frequency: 3,
      lunch_frequency: 2,
      dinner_frequency: 1,
      meals: ['breakfast', 'lunch'],
    });
    expect(api.state.dietary.sort((a, b) => a - b)).toEqual([2, 8]);
    expect(api.state.dishTypes.map((entry) => entry.dish_type).sort()).toEqual([1, 2]);
    expect(api.state.goals).toEqual([5, 9]);
    expect(api.state.tags.map((tag) => [tag.tag, tag.preference])).toEqual([
      [101, 1],
      [102, -1],
      [501, 1],
      [601, -1],
    ]);
    expect(api.state.entities.map((entry) => `${entry.content_type}:${entry.object_id}`)).toEqual([
      'product:1',
      'pairing:2',
    ]);
    const options = api.calls.find((call) => call.path === '/api/v2/occasion_preference_options/');
    expect(options?.query).toEqual({ is_vegetarian: 'true', is_peanut_free: 'true' });
    const entities = api.calls.find((call) => call.path === '/api/v2/customers/self/occasion_entity_preferences/');
    expect(entities?.query).toEqual({ limit: '500', offset: '0' });
  });

  it('nothing changed: zero writes', async () => {
    await saveQuizToServer({ id: ME }, answered);
    api.calls.length = 0;
    const result = await saveQuizToServer({ id: ME }, answered);
    expect(api.writes()).toEqual([]);
    expect(result.writes).toBe(0);
  });

  it('one tag changed: one small patch', async () => {
    await saveQuizToServer({ id: ME }, answered);
    api.calls.length = 0;
    await saveQuizToServer({ id: ME }, { ...answered, cuisines: { '101': -1, '102': -1 } });
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/v2/customers/self/tags/',
        query: {},
        body: [{ customer_id: ME, tag: 101, is_explicit: true, preference: -1 }],
      },
    ]);
  });

  it('PATCHes only the changed fields of the quiz record', async () => {
    await saveQuizToServer({ id: ME }, answered);
    api.calls.length = 0;
    await saveQuizToServer({ id: ME }, { ...answered, budget: 200, dinnerFrequency: 'some' });
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: `/api/v2/customers/${ME}/quizzes/`,
        query: {},
        body: { weekly_grocery_spend: 200, meals: ['breakfast', 'lunch', 'dinner'], dinner_frequency: 2 },
      },
    ]);
  });

  it('never sends dish type 18', async () => {
    await saveQuizToServer({ id: ME }, { ...answered, lunchDinner: { lunch: [18], dinner: [18] } });
    const patch = api.writes().find((call) => call.path.endsWith('/dish_types/'));
    expect(patch).toBeUndefined();
  });

  it('unpicks an offered option by bulk delete and reads every page of preferences', async () => {
    api.state.entities = Array.from({ length: 600 }, (_, index) => ({
      id: 1000 + index,
      object_id: 5000 + index,
      content_type: 'product' as const,
    }));
    api.state.entities.push({ id: 9, object_id: 4, content_type: 'product' });
    await saveQuizToServer({ id: ME }, answered);
    const reads = api.calls.filter(
      (call) => call.path.endsWith('/occasion_entity_preferences/') && call.method === 'GET',
    );
    expect(reads.map((call) => call.query.offset)).toEqual(['0', '500']);
    const bulk = api.writes().find((call) => call.path.endsWith('/bulk_delete/'));
    expect(bulk?.body).toEqual({ ids: [9] });
  });

  it('logs a failure to fetch the occasion options and saves the rest (no deletes without them)', async () => {
    api.state.entities = [{ id: 9, object_id: 4, content_type: 'product' }];
    api.state.failing.add('GET /api/v2/occasion_preference_options/');
    const result = await saveQuizToServer({ id: ME }, answered);
    expect(logged).toEqual([
      {
        message: 'Could not fetch occasion options while saving the quiz',
        status: 'warn',
        context: expect.objectContaining({
          response: { status: 503, path: '/api/v2/occasion_preference_options/' },
        }),
      },
    ]);
    expect(result.writes).toBe(6);
    expect(api.state.entities.map((entry) => entry.object_id)).toEqual([4, 1, 2]);
  });

  it('logs a failure to fetch the stored preferences and still adds the picks', async () => {
    api.state.failing.add('GET /api/v2/customers/self/occasion_entity_preferences/');
    await saveQuizToServer({ id: ME }, answered);
    expect(logged.map((line) => line.message)).toEqual(['Could not fetch occasion preferences while saving the quiz']);
    expect(api.writes().some((call) => call.path.endsWith('/occasion_entity_preferences/'))).toBe(true);
  });

  it('saves every other kind when one fails, then reports the failure', async () => {
    api.state.failing.add(`GET /api/v2/customers/${ME}/dish_types/`);
    const saving = saveQuizToServer({ id: ME }, answered);
    await expect(saving).rejects.toBeInstanceOf(QuizSaveError);
    expect(api.writes()).toHaveLength(5);
  });

  it('does nothing without a pending quiz', async () => {
    await expect(saveQuizToServer({ id: ME })).resolves.toEqual({ writes: 0 });
    expect(api.calls).toEqual([]);
  });
});
