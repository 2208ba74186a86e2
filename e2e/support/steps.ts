// Steps several journeys take the same way: a visitor who took the quiz signs up (landing on the plan), the checkout's
// address and card fields, and choosing an option of the design system's select.
import { emptyQuizLocal, type QuizLocal } from '@larder/contracts/values/quiz-local';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export const PASSWORD = 'correct horse battery staple';

/** The quiz answers of a journey's customer: two adults, omnivores, every meal, some snacks and sweets, $200. */
export const QUIZ_ANSWERS: QuizLocal = {
  ...emptyQuizLocal(),
  householdSize: 2,
  adultsCount: 2,
  habits: 'omnivore',
  goals: [5],
  budget: 200,
  breakfastFrequency: 'some',
  lunchFrequency: 'all',
  dinnerFrequency: 'all',
  snacksFrequency: 'some',
  sweetsFrequency: 'some',
};

/**
 * A visitor who took the quiz (left in the browser), then signs up through the page: the plan page opens. Journeys
 * whose subject is not the sign-up make their customer through the API (api-signup.ts).
 */
export async function signUpWithQuiz(page: Page, email: string): Promise<void> {
  await page.goto('/signup/');
  await page.evaluate((answers) => {
    localStorage.setItem('quiz.local', JSON.stringify(answers));
    localStorage.setItem('quiz.nav', JSON.stringify(['intro', 'hello']));
    localStorage.setItem('quiz.expiry', String(Date.now() + 24 * 60 * 60 * 1000));
  }, QUIZ_ANSWERS);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(`${baseUrl()}/plan/`);
}

let households = 0;
/**
 * A household of its own for a journey's new customer (the new-customer offer is one per card and per delivery
 * address): an apartment and a test card number (Visa, Luhn-valid) no other journey of this run uses.
 */
export function ownHousehold(): { apartment: string; card: string } {
  households += 1;
  const n = `${process.pid % 100_000}${String(households).padStart(4, '0')}`.padStart(9, '0');
  const body = `424242${n}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return { apartment: `Apt ${n.replace(/^0+/, '')}`, card: `${body}${(10 - (sum % 10)) % 10}` };
}

export async function fillAddress(page: Page, zip: string, apartment = 'Apt 5'): Promise<void> {
  await page.getByLabel('Street address').fill('350 Fifth Avenue');
  await page.getByLabel('Apartment, suite (optional)').fill(apartment);
  await page.getByLabel('Phone').fill('2125550100');
  await page.getByLabel('ZIP code').fill(zip);
}

export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiration (MM / YY)').fill('1234');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** Opens the select labelled `label` and picks `option`. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page
    .locator('.ui-select')
    .filter({ has: page.getByText(label, { exact: true }) })
    .getByRole('button')
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
