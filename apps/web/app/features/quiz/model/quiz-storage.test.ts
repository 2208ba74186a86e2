import { emptyQuizLocal, QUIZ_EXPIRY_MS } from '@larder/contracts/values/quiz-local';
import { QUIZ_EXPIRY_KEY, QUIZ_LOCAL_KEY, QUIZ_NAV_KEY } from '@larder/contracts/values/storage-keys';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearQuiz,
  hasPendingQuiz,
  markVisited,
  readPendingQuiz,
  readQuiz,
  resetQuizStoreForTests,
  saveAnswers,
} from './quiz-storage';

const NOW = Date.UTC(2025, 0, 10);
let now = NOW;

beforeEach(() => {
  now = NOW;
  resetQuizStoreForTests(() => now);
});

function store(local: unknown, nav: unknown = ['intro'], expiry: unknown = NOW + 1000) {
  localStorage.setItem(QUIZ_LOCAL_KEY, typeof local === 'string' ? local : JSON.stringify(local));
  localStorage.setItem(QUIZ_NAV_KEY, typeof nav === 'string' ? nav : JSON.stringify(nav));
  localStorage.setItem(QUIZ_EXPIRY_KEY, String(expiry));
  resetQuizStoreForTests(() => now);
}

describe('the quiz kept in the browser', () => {
  it('writes each answer at once, with the visited steps and an expiry 30 days ahead', async () => {
    await saveAnswers({ budget: 150 });
    await markVisited('budget');
    expect(JSON.parse(localStorage.getItem(QUIZ_LOCAL_KEY) ?? '')).toEqual({ ...emptyQuizLocal(), budget: 150 });
    expect(JSON.parse(localStorage.getItem(QUIZ_NAV_KEY) ?? '')).toEqual(['budget']);
    expect(Number(localStorage.getItem(QUIZ_EXPIRY_KEY))).toBe(NOW + QUIZ_EXPIRY_MS);
    expect(QUIZ_EXPIRY_MS).toBe(30 * 24 * 60 * 60 * 1000);
  });

  it('uses exactly the field names of spec §3', async () => {
    await saveAnswers({});
    expect(Object.keys(JSON.parse(localStorage.getItem(QUIZ_LOCAL_KEY) ?? '')).sort()).toEqual(
      [
        'householdSize',
        'adultsCount',
        'childrenCount',
        'youngChildrenCount',
        'habits',
        'dietary',
        'goals',
        'lunchDinner',
        'cuisines',
        'flavors',
        'meats',
        'seafood',
        'plants',
        'dislike',
        'breakfast',
        'lunch',
        'dinner',
        'snacks',
        'sweets',
        'macroNutrient',
        'foodQualities',
        'foodFormats',
        'readyMade',
        'budget',
        'breakfastFrequency',
        'lunchFrequency',
        'dinnerFrequency',
        'snacksFrequency',
        'sweetsFrequency',
      ].sort(),
    );
  });

  it('restores what was stored (a reload)', async () => {
    store({ ...emptyQuizLocal(), habits: 'vegan', cuisines: { '101': 1 } }, ['intro', 'hello']);
    expect(await readQuiz()).toMatchObject({ habits: 'vegan', cuisines: { '101': 1 } });
  });

  it('discards both after the expiry', async () => {
    store({ ...emptyQuizLocal(), habits: 'vegan' });
    now = NOW + 1001;
    expect(await readQuiz()).toEqual(emptyQuizLocal());
    expect(localStorage.getItem(QUIZ_LOCAL_KEY)).toBeNull();
    expect(localStorage.getItem(QUIZ_NAV_KEY)).toBeNull();
    expect(localStorage.getItem(QUIZ_EXPIRY_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{nope', ['intro'], NOW + 1000],
    ['not an object', '"hello"', ['intro'], NOW + 1000],
    ['an array', '[1,2]', ['intro'], NOW + 1000],
    ['foreign data', { theme: 'dark' }, ['intro'], NOW + 1000],
    ['a corrupt nav', { habits: 'vegan' }, '{', NOW + 1000],
    ['a missing expiry', { habits: 'vegan' }, ['intro'], 'soon'],
    ['an expiry too far ahead', { habits: 'vegan' }, ['intro'], NOW + QUIZ_EXPIRY_MS + 5000],
  ])('discards %s without failing', async (_, local, nav, expiry) => {
    store(local, nav, expiry);
    expect(await readQuiz()).toEqual(emptyQuizLocal());
    expect(await readPendingQuiz()).toBeUndefined();
    expect(localStorage.getItem(QUIZ_LOCAL_KEY)).toBeNull();
  });

  it('keeps the good fields of a partly malformed quiz and empties the bad ones', async () => {
    store({ habits: 'vegan', budget: 'lots', goals: [5, 'x'], cuisines: { abc: 1, '101': 1 }, dislike: [3] });
    expect(await readQuiz()).toEqual({ ...emptyQuizLocal(), habits: 'vegan', dislike: [3] });
  });

  it('drops unknown steps from the nav', async () => {
    store({ habits: 'vegan' }, ['intro', 'nope', 'budget', 'intro']);
    await saveAnswers({});
    expect(JSON.parse(localStorage.getItem(QUIZ_NAV_KEY) ?? '')).toEqual(['intro', 'budget']);
  });

  it('reads and writes a first visit at once, without waiting for the parser of stored answers', async () => {
    // A fresh page: this module as it first loads, before anything has fetched the parser (decision 070).
    vi.resetModules();
    const fresh = await import('./quiz-storage');
    fresh.resetQuizStoreForTests(() => now);
    void fresh.markVisited('intro');
    void fresh.saveAnswers({ budget: 120 });
    expect(JSON.parse(localStorage.getItem(QUIZ_NAV_KEY) ?? '')).toEqual(['intro']);
    expect(JSON.parse(localStorage.getItem(QUIZ_LOCAL_KEY) ?? '')).toEqual({ ...emptyQuizLocal(), budget: 120 });
    // Stored answers are read with the parser, as before.
    vi.resetModules();
    const reloaded = await import('./quiz-storage');
    reloaded.resetQuizStoreForTests(() => now);
    expect(await reloaded.readQuiz()).toMatchObject({ budget: 120 });
  });

  it('has no pending quiz until something is answered, and none after clearing', async () => {
    await markVisited('intro');
    expect(hasPendingQuiz()).toBe(false);
    expect(await readPendingQuiz()).toBeUndefined();
    await saveAnswers({ budget: 100 });
    expect(hasPendingQuiz()).toBe(true);
    expect(await readPendingQuiz()).toMatchObject({ budget: 100 });
    now = NOW + QUIZ_EXPIRY_MS + 1;
    expect(hasPendingQuiz()).toBe(false);
    now = NOW;
    clearQuiz();
    expect(hasPendingQuiz()).toBe(false);
    expect(await readPendingQuiz()).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
