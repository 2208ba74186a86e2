// A journey's new customer made through the API, for the journeys whose subject is not the sign-up or the quiz
// (signup.test.ts, quiz.test.ts and checkout.test.ts go through those pages): the calls the sign-up page makes
// (POST /api/signup/) and then the records its quiz save writes for these answers (the quiz record, the dietary
// restrictions, the goals; docs/decisions/030-quiz-and-preference-save.md), or no quiz at all (`answers: null`), from
// the test with the browser context's cookies, so the context is signed in as after the page. The page is left where
// it was.

import { clampHouseholdSize } from '@larder/contracts/schemas/quiz-record';
import { dietaryIdsOf } from '@larder/contracts/values/dietary-rules';
import { FREQUENCY_BY_ANSWER, type FrequencyAnswer, type QuizLocal } from '@larder/contracts/values/quiz-local';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { contextApi } from './context-api';
import { PASSWORD, QUIZ_ANSWERS } from './steps';

/** The quiz fields this path saves; any other answer would be left unsaved, so it is refused. */
const SAVED: ReadonlySet<keyof QuizLocal> = new Set<keyof QuizLocal>([
  'householdSize',
  'adultsCount',
  'childrenCount',
  'youngChildrenCount',
  'habits',
  'dietary',
  'goals',
  'budget',
  'breakfastFrequency',
  'lunchFrequency',
  'dinnerFrequency',
  'snacksFrequency',
  'sweetsFrequency',
]);

const isEmpty = (value: unknown) =>
  Array.isArray(value)
    ? value.length === 0
    : typeof value === 'object' && value !== null
      ? Object.values(value).every(isEmpty)
      : value === null;

const frequency = (answer: FrequencyAnswer | null) => (answer === null ? null : FREQUENCY_BY_ANSWER[answer]);
const wanted = <T extends string>(occasions: [T, FrequencyAnswer | null][]) =>
  occasions.filter(([, answer]) => answer !== null && answer !== 'none').map(([occasion]) => occasion);

export interface ApiCustomer {
  id: number;
}

export interface ApiSignUp {
  /** The quiz taken before signing up; null: none (the page would then start the quiz). */
  answers?: QuizLocal | null;
  firstName?: string;
  lastName?: string;
  password?: string;
}

export async function signUpThroughApi(
  page: Page,
  email: string,
  { answers = QUIZ_ANSWERS, firstName = 'Ada', lastName = 'Lovelace', password = PASSWORD }: ApiSignUp = {},
): Promise<ApiCustomer> {
  for (const [field, value] of Object.entries(answers ?? {})) {
    if (!SAVED.has(field as keyof QuizLocal) && !isEmpty(value)) {
      throw new Error(`signUpThroughApi does not save the quiz's ${field}: sign up through the page`);
    }
  }
  const signup = await page.context().request.post('/api/signup/', {
    headers: { Authorization: 'Client larder-web' },
    form: { first_name: firstName, last_name: lastName, email, password, captcha_token: '' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { id } = (await signup.json()) as ApiCustomer;
  if (!answers) return { id };
  const customer = `/api/v2/customers/${id}`;
  const people = answers.adultsCount + answers.childrenCount + answers.youngChildrenCount;
  const record = await contextApi(page, 'POST', `${customer}/quizzes/`, {
    household_size: clampHouseholdSize(answers.householdSize ?? people),
    num_adults: answers.adultsCount,
    num_young_children: answers.youngChildrenCount,
    num_older_children: answers.childrenCount,
    weekly_grocery_spend: answers.budget,
    meals: wanted([
      ['breakfast', answers.breakfastFrequency],
      ['lunch', answers.lunchFrequency],
      ['dinner', answers.dinnerFrequency],
    ]),
    snacks: wanted([
      ['snack', answers.snacksFrequency],
      ['sweet', answers.sweetsFrequency],
    ]),
    breakfast_frequency: frequency(answers.breakfastFrequency),
    lunch_frequency: frequency(answers.lunchFrequency),
    dinner_frequency: frequency(answers.dinnerFrequency),
    snack_frequency: frequency(answers.snacksFrequency),
    sweets_frequency: frequency(answers.sweetsFrequency),
  });
  expect(record.status).toBe(201);
  const dietary = [...dietaryIdsOf(answers.habits, answers.dietary)];
  if (dietary.length > 0) {
    const saved = await contextApi(page, 'PATCH', `${customer}/dietary_restrictions/`, {
      dietary_restrictions: dietary.map((dietaryId) => ({ id: dietaryId, selected: true })),
    });
    expect(saved.status).toBe(200);
  }
  if (answers.goals.length > 0) {
    const saved = await contextApi(page, 'PUT', `${customer}/occasion_goals/`, {
      occasion_goals: [...answers.goals].sort((a, b) => a - b).map((goal) => ({ id: goal })),
    });
    expect(saved.status).toBe(200);
  }
  return { id };
}
