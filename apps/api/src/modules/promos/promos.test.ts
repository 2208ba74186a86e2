import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { insertPromoCode } from './repository';

const NOW = new Date('2030-06-01T12:00:00Z');

describe('GET /api/get_promo_data/', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
    subject.app.clock.now = () => NOW;
    const { db } = subject.database;
    await insertPromoCode(db, {
      code: 'GIFT25',
      discountEffect: 'get $25 off',
      amountOffCents: 2500,
      deliveries: 2,
      isGiftCard: true,
      startsAt: new Date('2030-01-01T00:00:00Z'),
      endsAt: new Date('2030-12-31T00:00:00Z'),
      internalNote: 'partner campaign, do not leak',
    });
    await insertPromoCode(db, {
      code: 'EXPIRED',
      discountEffect: 'x',
      percentOff: 10,
      startsAt: new Date('2029-01-01'),
      endsAt: new Date('2030-01-01'),
    });
    await insertPromoCode(db, { code: 'LATER', discountEffect: 'x', percentOff: 10, startsAt: new Date('2031-01-01') });
    await insertPromoCode(db, {
      code: 'OFF',
      discountEffect: 'x',
      percentOff: 10,
      active: false,
      startsAt: new Date('2029-01-01'),
    });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = (query: string, headers: Record<string, string> = CLIENT_HEADERS) =>
    subject.app.inject({ method: 'GET', url: `/api/get_promo_data/${query}`, headers });

  it('answers 200 with the public fields of the seeded default offer, the code in any case', async () => {
    const response = await get('?promo_code=free40&source=signup&utm_campaign=spring');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      promo_code: 'FREE40',
      discount_effect: 'get 40% off your first box',
      percent_off: 40,
      amount_off_cents: null,
      max_discount_cents: 8000,
      terms: '40% off, up to $80',
      deliveries: 1,
      is_gift_card: false,
      expires_at: null,
    });
  });

  it('sends only public fields, never ids, notes, start dates or flags', async () => {
    const response = await get('?promo_code=GIFT25');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'amount_off_cents',
        'deliveries',
        'discount_effect',
        'expires_at',
        'is_gift_card',
        'max_discount_cents',
        'percent_off',
        'promo_code',
        'terms',
      ].sort(),
    );
    expect(body).toMatchObject({ amount_off_cents: 2500, percent_off: null, is_gift_card: true, deliveries: 2 });
    expect(body.expires_at).toBe('2030-12-31T00:00:00.000Z');
    expect(response.body).not.toContain('partner');
  });

  it.each(['NOPE', 'EXPIRED', 'LATER', 'OFF'])(
    'answers 404 {detail} for %s (unknown, expired, not started, inactive)',
    async (code) => {
      const response = await get(`?promo_code=${code}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Promo code not found.', code: 'not_found' });
    },
  );

  it('answers 401 without a known client key', async () => {
    expect((await get('?promo_code=FREE40', {})).statusCode).toBe(401);
    expect((await get('?promo_code=FREE40', { authorization: 'Client someone-else' })).statusCode).toBe(401);
  });

  it('answers 400 without a promo code', async () => {
    for (const query of [
      '',
      '?promo_code=',
      `?promo_code=${'x'.repeat(65)}`,
      '?promo_code=a&promo_code=b',
      '?promo_code=%00',
    ]) {
      const response = await get(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_request', promo_code: [expect.any(String)] });
    }
  });

  it('keeps codes unique without regard to case', async () => {
    const row = await insertPromoCode(subject.database.db, { code: 'free40', discountEffect: 'dup', percentOff: 5 });
    expect(row).toBeUndefined();
    const count = await subject.database.db.execute<{ n: number }>(sql`select count(*)::int as n from promo_codes`);
    expect(count.rows[0]?.n).toBe(5);
  });
});

describe('guessing codes (security review finding 8)', () => {
  it('answers 429 with Retry-After past PROMO_RATE_LIMIT_PER_IP lookups from one address, found or not', async () => {
    const subject = await createTestApp({ env: { PROMO_RATE_LIMIT_PER_IP: '3' } });
    const lookup = (code: string, remoteAddress: string) =>
      subject.app.inject({
        method: 'GET',
        url: `/api/get_promo_data/?promo_code=${code}`,
        headers: CLIENT_HEADERS,
        remoteAddress,
      });
    const statuses = [];
    for (const code of ['GUESS1', 'GUESS2', 'FREE40', 'GUESS3'])
      statuses.push((await lookup(code, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([404, 404, 200, 429]);
    const refused = await lookup('FREE40', '10.0.0.1');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await lookup('FREE40', '10.0.0.2')).statusCode).toBe(200);
    await subject.app.close();
  });
});
