// Limited-time offers: operators mark codes public with `npm run promo -- public CODE`; GET /api/v2/offers/ lists
// the public codes live now (active, started, not ended); `/limited-time/<code>/` and /api/v2/offers/<code>/ answer
// 404 for every code but a live public one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { CliIo } from '../../lib/cli';
import { runPromoCommand } from './cli';
import { insertPromoCode } from './repository';

const NOW = new Date('2030-06-01T12:00:00Z');

describe('public offers', () => {
  let subject: TestApp;
  let webRoot: string;
  beforeAll(async () => {
    // A stand-in web build: the pages the server sends are files of the build.
    webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-offers-web-'));
    fs.mkdirSync(path.join(webRoot, 'limited-time'));
    fs.mkdirSync(path.join(webRoot, '404'));
    fs.writeFileSync(path.join(webRoot, 'limited-time/index.html'), '<h1>Limited-time offers</h1>');
    fs.writeFileSync(path.join(webRoot, '404/index.html'), '<h1>Not found</h1>');
    subject = await createTestApp({ env: { SERVE_WEB: 'true', WEB_BUILD_DIR: webRoot } });
    subject.app.clock.now = () => NOW;
    const { db } = subject.database;
    const base = { discountEffect: 'get 30% off', percentOff: 30, startsAt: new Date('2030-01-01T00:00:00Z') };
    await insertPromoCode(db, { ...base, code: 'SUMMER30', endsAt: new Date('2030-09-01T00:00:00Z'), deliveries: 2 });
    await insertPromoCode(db, { ...base, code: 'OLD', endsAt: new Date('2030-02-01T00:00:00Z') });
    await insertPromoCode(db, { ...base, code: 'SOON', startsAt: new Date('2030-07-01T00:00:00Z') });
    await insertPromoCode(db, { ...base, code: 'GONE', active: false });
    await insertPromoCode(db, { ...base, code: 'QUIET' });
    for (const code of ['summer30', 'OLD', 'SOON', 'GONE']) {
      await runPromoCommand(['public', code], db, silent(), () => NOW);
    }
  });
  afterAll(async () => {
    await subject.app.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  function silent(): CliIo & { lines: string[] } {
    const lines: string[] = [];
    return { lines, out: (line) => lines.push(line), err: (line) => lines.push(`ERR ${line}`) };
  }
  const offers = (query = '') =>
    subject.app.inject({ method: 'GET', url: `/api/v2/offers/${query}`, headers: CLIENT_HEADERS });

  it('lists only public codes that are live now, with their public fields', async () => {
    const response = await offers();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          promo_code: 'SUMMER30',
          discount_effect: 'get 30% off',
          percent_off: 30,
          amount_off_cents: null,
          max_discount_cents: null,
          terms: '30% off',
          deliveries: 2,
          is_gift_card: false,
          expires_at: '2030-09-01T00:00:00.000Z',
        },
      ],
    });
  });

  it('answers one public offer at /api/v2/offers/<code>/, and 404 alike for every other code (issue 29)', async () => {
    const offer = await offers('SUMMER30/');
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ promo_code: 'SUMMER30', terms: '30% off' });
    const bodies = new Set<string>();
    for (const code of ['OLD', 'GONE', 'QUIET', 'FREE40', 'NOPE']) {
      const response = await offers(`${code}/`);
      expect(response.statusCode, code).toBe(404);
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
  });

  it('follows the dates: a scheduled offer appears when it starts, an offer leaves when it ends', async () => {
    subject.app.clock.now = () => new Date('2030-07-15T00:00:00Z');
    expect((await offers()).json().results.map((offer: { promo_code: string }) => offer.promo_code)).toEqual([
      'SOON',
      'SUMMER30',
    ]);
    subject.app.clock.now = () => new Date('2030-09-01T00:00:00Z');
    expect((await offers()).json().results.map((offer: { promo_code: string }) => offer.promo_code)).toEqual(['SOON']);
    subject.app.clock.now = () => NOW;
  });

  it('pages, and refuses a bad limit with a 400', async () => {
    subject.app.clock.now = () => new Date('2030-07-15T00:00:00Z');
    const first = (await offers('?limit=1')).json();
    expect(first.count).toBe(2);
    expect(first.next).toContain('offset=1');
    expect((await offers('?limit=0')).statusCode).toBe(400);
    subject.app.clock.now = () => NOW;
  });

  it('lets operators take a code off the list again, and names an unknown code', async () => {
    const io = silent();
    await runPromoCommand(['private', 'SUMMER30'], subject.database.db, io, () => NOW);
    expect((await offers()).json().count).toBe(0);
    await runPromoCommand(['public', 'SUMMER30'], subject.database.db, io, () => NOW);
    expect((await offers()).json().count).toBe(1);
    await expect(runPromoCommand(['public', 'NOPE'], subject.database.db, io, () => NOW)).rejects.toThrow(
      'no promo code NOPE',
    );
    const list = silent();
    await runPromoCommand(['list'], subject.database.db, list, () => NOW);
    expect(list.lines.find((line) => line.startsWith('SUMMER30\t'))).toContain('\tyes\tget 30% off');
  });

  it('answers /limited-time/<code>/ with the offers page: 200 for a live public offer, 404 for any other code', async () => {
    const page = (url: string) => subject.app.inject({ method: 'GET', url });
    for (const code of ['SUMMER30', 'summer30']) {
      const response = await page(`/limited-time/${code}/`);
      expect(response.statusCode, code).toBe(200);
      expect(response.body).toContain('Limited-time offers');
    }
    // Expired, disabled, private (issue 29: they answered 200) and unknown codes are answered alike.
    const bodies = new Set<string>();
    for (const code of ['OLD', 'GONE', 'QUIET', 'FREE40', 'NO-SUCH-CODE']) {
      const response = await page(`/limited-time/${code}/`);
      expect(response.statusCode, code).toBe(404);
      expect(response.body).toContain('Limited-time offers');
      bodies.add(response.body);
    }
    expect(bodies.size).toBe(1);
    expect((await page(`/limited-time/${'x'.repeat(300)}/`)).statusCode).toBe(404);
    expect((await page('/limited-time/SUMMER30')).statusCode).toBe(200);
  });
});
