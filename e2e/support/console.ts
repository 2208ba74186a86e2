// The operator console in the journeys: signing in as a person does, what a console page may log, and axe on it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe';
import { OPERATOR_PASSWORD } from './operators';

/** Signs an operator in at /admin/ with the journeys' password; resolves once the console's first page, Today, shows. */
export async function signInToConsole(page: Page, email: string): Promise<void> {
  await page.goto('/admin/');
  await page.getByRole('heading', { name: 'Sign in to the console' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
}

/** Console pages answer 401 before sign-in and 403 for a refused change: expected, and shown in the page. */
export const unexpectedProblems = (problems: string[]) =>
  problems.filter((problem) => !/status of 40[13]/.test(problem));

export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}
