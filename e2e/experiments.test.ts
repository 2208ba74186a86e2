// Experiments in Chromium against the real server (issue 40; docs/decisions/220-experiments-and-statistics.md): an
// admin defines and starts experiments from the console's API; a visitor keeps their variation over reloads and
// through sign-up (the anonymous id linked to the account); with enrollment off nobody is enrolled; a subscriber in
// the salad shooter's `on` variation sees the strip, and the server writes `Experiment Viewed` into the store's
// events once for that visitor and experiment, with the first exposure, however often the page is opened.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signUpThroughApi } from './support/api-signup';
import { baseUrl, launchBrowser, openPage } from './support/browser';
import { placeFirstOrder } from './support/first-order';
import { OPERATOR_PASSWORD, OPERATORS } from './support/operators';
import { api } from './support/page-api';

let browser: Browser;
let admin: Page;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const SPLIT = `journey-split-${unique()}`;
const ENROLLMENT = 'web.client_side_experiment_enrollment';

async function adminCall(method: string, path: string, body?: unknown) {
  const answer = await api(admin, method, path, body);
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
}

const experiment = (key: string, variations: [string, number][]) => ({
  key,
  name: `Journey ${key}`,
  hypothesis: 'A journey checks the assignment.',
  metric: 'addon_rate',
  variations: variations.map(([variation, weight]) => ({ key: variation, name: variation, weight })),
});

/** The variation the server assigns this browser's visitor: the one of `variations` an exposure is accepted for. */
async function variationOf(page: Page, key: string, variations: string[]): Promise<string | null> {
  for (const variation of variations) {
    const answer = await api(page, 'POST', '/api/v2/experiments/exposures/', { experiment: key, variation });
    if (answer.status === 200 || answer.status === 201) return variation;
  }
  return null;
}

const visitorId = async (page: Page) =>
  ((await api(page, 'GET', '/api/v2/experiments/')).body as { attributes: { id: string } }).attributes.id;

interface StoredEvent {
  event: string | null;
  anonymous_id: string | null;
  properties: Record<string, unknown>;
}

async function viewedEvents(key: string): Promise<StoredEvent[]> {
  const response = await fetch(`${baseUrl()}/api/collect/operator/events?limit=200`, {
    headers: { authorization: `Bearer ${inject('operatorToken')}` },
  });
  const rows = ((await response.json()) as { results: StoredEvent[] }).results;
  return rows.filter((row) => row.event === 'Experiment Viewed' && row.properties.experiment_id === key);
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = (await openPage(browser)).page;
  await admin.goto('/admin/');
  await adminCall('POST', '/api/admin/session/', { email: OPERATORS.admin, password: OPERATOR_PASSWORD });
  await adminCall('PUT', `/api/admin/configs/${ENROLLMENT}/`, { value: '1' });
  await adminCall(
    'POST',
    '/api/admin/experiments/',
    experiment(SPLIT, [
      ['a', 50],
      ['b', 50],
    ]),
  );
  await adminCall('PUT', `/api/admin/experiments/${SPLIT}/status/`, { status: 'running' });
});

afterAll(async () => {
  // Every other journey sees the store as before: enrollment off, the salad shooter's experiment (if this file made
  // it) stopped showing `on` to everyone, which is what the flag alone shows.
  await api(admin, 'PUT', `/api/admin/experiments/salad-shooter/status/`, { status: 'stopped', winner: 'on' });
  await api(admin, 'PUT', `/api/admin/configs/${ENROLLMENT}/`, { value: '0' });
  await admin?.context().close();
  await browser?.close();
});

describe('experiments', () => {
  it('keeps a visitor’s variation over reloads and through sign-up; with enrollment off nobody is enrolled', async () => {
    const { page, problems } = await openPage(browser, { allowAnonymousReads: true });
    await page.goto('/');
    const id = await visitorId(page);
    const before = await variationOf(page, SPLIT, ['a', 'b']);
    expect(before).not.toBeNull();
    for (let reload = 0; reload < 2; reload += 1) {
      await page.reload();
      expect(await visitorId(page)).toBe(id);
      expect(await variationOf(page, SPLIT, ['a', 'b'])).toBe(before);
    }
    await signUpThroughApi(page, `experiments.${unique()}@example.com`);
    await page.goto('/');
    // Signed in, the customer is hashed by the id first linked to them: the one they had as a visitor.
    expect(await visitorId(page)).toBe(id);
    expect(await variationOf(page, SPLIT, ['a', 'b'])).toBe(before);

    await adminCall('PUT', `/api/admin/configs/${ENROLLMENT}/`, { value: '0' });
    try {
      const other = await openPage(browser, { allowAnonymousReads: true });
      await other.page.goto('/');
      // Nobody is enrolled: no variation is accepted as this visitor's exposure.
      expect(await variationOf(other.page, SPLIT, ['a', 'b'])).toBeNull();
      await other.page.context().close();
    } finally {
      await adminCall('PUT', `/api/admin/configs/${ENROLLMENT}/`, { value: '1' });
    }
    expect(problems.filter((problem) => !/status of 40\d/.test(problem))).toEqual([]);
    await page.context().close();
  });

  it('shows the salad shooter to its on variation and records Experiment Viewed once per visitor', async () => {
    await adminCall(
      'POST',
      '/api/admin/experiments/',
      experiment('salad-shooter', [
        ['off', 0],
        ['on', 100],
      ]),
    );
    await adminCall('PUT', '/api/admin/experiments/salad-shooter/status/', { status: 'running' });
    const { page } = await openPage(browser, { allowAnonymousReads: true });
    await placeFirstOrder(page, `shooter.experiment.${unique()}@example.com`, 'experiments');
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('feature-flags.overrides', JSON.stringify({ 'web.salad_shooter': '1' })),
    );
    // The first exposure is recorded with its event, by the server: there as soon as the exposure is (decision 220).
    await page.goto('/mylarder/');
    await page.getByRole('region', { name: 'Salad shooter' }).waitFor();
    await expect.poll(async () => (await viewedEvents('salad-shooter')).length).toBe(1);
    // Later visits expose the same visitor again: no second event.
    for (let visit = 0; visit < 2; visit += 1) {
      await page.goto('/mylarder/');
      await page.getByRole('region', { name: 'Salad shooter' }).waitFor();
    }
    // This server's only exposure of the salad shooter is this subscriber's: one event, however many visits, with the
    // analytics SDK's anonymous id, which the visitor's other events carry.
    const sent = await viewedEvents('salad-shooter');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.properties).toEqual({ experiment_id: 'salad-shooter', variation_id: 'on', currency: 'USD' });
    const sdkId = JSON.parse(String(await page.evaluate(() => localStorage.getItem('ajs_anonymous_id'))));
    expect(sent[0]?.anonymous_id).toBe(sdkId);

    // The variation is known on the first render (the page's own payload): the strip is in place from the start and
    // nothing on the page moves for it. Chromium's layout shifts, buffered from the page's start, add up to 0.
    await page.goto('/mylarder/');
    await page.getByRole('region', { name: 'Salad shooter' }).waitFor();
    await page.waitForTimeout(1_500);
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; moved: string[] }[]>((resolve) => {
          const seen: { value: number; moved: string[] }[] = [];
          const observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources?: { node?: Node | null }[];
            })[]) {
              if (entry.hadRecentInput) continue;
              const moved = (entry.sources ?? []).map((source) =>
                source.node instanceof Element
                  ? `${source.node.tagName.toLowerCase()}.${source.node.className}`
                  : String(source.node?.nodeName),
              );
              seen.push({ value: entry.value, moved });
            }
          });
          observer.observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(seen);
          }, 500);
        }),
    );
    expect(shifts, 'layout shifts on the account home with the salad shooter shown').toEqual([]);
    await page.context().close();
  }, 120_000);
});
