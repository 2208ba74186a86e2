// Also on the PostgreSQL server (its tests tagged postgres-server): one gift card issued twice at once gives one card: the Idempotency-Key between concurrent transactions.
// The console's promotions and gift cards (docs/decisions/200-operators.md): every role sees them, only an admin
// changes them (a customer's session 401, support and operations 403), bad input is a 400 naming the field, and
// every change — a code created or disabled, a card issued or voided — writes its audit row. A created code works
// at once on the storefront's promo endpoint and a disabled one stops answering there.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { giftCards } from '../../db/schema/gift-cards';
import { auditLog } from '../../db/schema/operators';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.41');
const { call, operatorAccount: operator, calls } = consoleClient(() => api, '10.42');

beforeAll(async () => {
  subject = await createTestApp({
    env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' },
  });
  api = subject.app;
  // Slack for a loaded machine: a fresh migrated database per file.
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

const auditRows = (recordType: string, recordId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, recordId)));

const promo = (code: string) => call(undefined, { method: 'GET', url: `/api/get_promo_data/?promo_code=${code}` });

describe('promotions in the console', () => {
  it('lets an admin create a code that works at once, and disable it, each audited', async () => {
    const admin = await operator('promo.admin@example.com', 'admin');
    const created = await call(admin.cookie, {
      method: 'POST',
      url: '/api/admin/promotions/',
      payload: { code: 'SPRING25', effect: 'get 25% off your first box', percent_off: 25, deliveries: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      code: 'SPRING25',
      state: 'live',
      percent_off: 25,
      amount_off_cents: null,
      deliveries: 2,
      redemptions: 0,
    });
    expect((await promo('spring25')).statusCode).toBe(200);
    const [createdRow] = await auditRows('promotion', 'SPRING25');
    expect(createdRow).toMatchObject({
      operatorId: admin.id,
      action: 'promotion.create',
      before: null,
      after: expect.objectContaining({ code: 'SPRING25', active: true, percent_off: 25 }),
    });

    const again = await call(admin.cookie, {
      method: 'POST',
      url: '/api/admin/promotions/',
      payload: { code: 'spring25', effect: 'again', amount_off_cents: 500 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('A code spring25 exists (codes ignore case).');

    const disabled = await call(admin.cookie, { method: 'POST', url: '/api/admin/promotions/spring25/disable/' });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().state).toBe('disabled');
    expect((await promo('SPRING25')).statusCode).toBe(404);
    const rows = await auditRows('promotion', 'SPRING25');
    expect(rows.map((row) => row.action).sort()).toEqual(['promotion.create', 'promotion.disable']);
    expect(rows.find((row) => row.action === 'promotion.disable')).toMatchObject({
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    const listed = await call(admin.cookie, { method: 'GET', url: '/api/admin/promotions/' });
    expect(listed.json().results).toContainEqual(expect.objectContaining({ code: 'SPRING25', state: 'disabled' }));
    expect((await call(admin.cookie, { method: 'POST', url: '/api/admin/promotions/NOPE/disable/' })).statusCode).toBe(
      404,
    );
    // A control character in the address is a 400, never a database error.
    const control = await call(admin.cookie, { method: 'GET', url: '/api/admin/promotions/a%00b/redemptions/' });
    expect(control.statusCode).toBe(400);
  });

  it.each([
    [{ code: 'X1', effect: 'e' }, 'percent_off'],
    [{ code: 'X2', effect: 'e', percent_off: 10, amount_off_cents: 100 }, 'percent_off'],
    [{ code: 'X3', effect: 'e', percent_off: 101 }, 'percent_off'],
    [{ code: 'bad code', effect: 'e', percent_off: 10 }, 'code'],
    [{ code: 'X4', effect: '', percent_off: 10 }, 'effect'],
    [{ code: 'X5', effect: 'e', amount_off_cents: 100, max_discount_cents: 50 }, 'max_discount_cents'],
    [{ code: 'X6', effect: 'e', percent_off: 10, starts_at: '2031-01-01', ends_at: '2030-01-01' }, 'ends_at'],
    [{ code: 'X7', effect: 'e', percent_off: 10, ends_at: 'soon' }, 'ends_at'],
    [{ code: 'X8', effect: 'e', percent_off: 10, starts_at: '1900-01-01' }, 'starts_at'],
    [{ code: 'X9', effect: 'e\u0007', percent_off: 10 }, 'effect'],
  ])('refuses a promotion %j with a 400 naming %s', async (payload, field) => {
    const admin = await operator(`promo.bad.${calls()}@example.com`, 'admin');
    const response = await call(admin.cookie, { method: 'POST', url: '/api/admin/promotions/', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toEqual(expect.any(String));
    expect(JSON.stringify(response.json())).toContain(field);
  });

  it('lists a code’s redemptions with the customer and their first order', async () => {
    const support = await operator('promo.support@example.com', 'support');
    const who = await readyCustomer('redeemer@example.com');
    const placed = await place(who, 'promo-redeem-1');
    expect(placed.statusCode).toBe(201);
    const listed = await call(support.cookie, { method: 'GET', url: '/api/admin/promotions/' });
    expect(listed.statusCode).toBe(200);
    const used = listed.json().results.filter((row: { redemptions: number }) => row.redemptions > 0);
    expect(used).toHaveLength(1);
    const redemptions = await call(support.cookie, {
      method: 'GET',
      url: `/api/admin/promotions/${used[0].code}/redemptions/`,
    });
    expect(redemptions.json().results).toEqual([
      expect.objectContaining({ customer_id: who.id, email: 'redeemer@example.com', order_id: placed.json().id }),
    ]);
  });

  it('refuses changes below admin (403 saying why) and a customer (401)', async () => {
    const customer = await readyCustomer('promo.customer@example.com');
    for (const role of ['support', 'operations'] as const) {
      const { cookie } = await operator(`promo.refused.${role}@example.com`, role);
      for (const [url, payload] of [
        ['/api/admin/promotions/', { code: 'NOPE1', effect: 'e', percent_off: 5 }],
        ['/api/admin/promotions/FREE40/disable/', undefined],
        ['/api/admin/gift-cards/', { amount_cents: 2500 }],
        ['/api/admin/gift-cards/1/void/', undefined],
      ] as const) {
        const response = await call(cookie, { method: 'POST', url, payload });
        expect(response.statusCode, `${role} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'role_too_low', needed_role: 'admin' });
      }
      expect((await call(cookie, { method: 'GET', url: '/api/admin/gift-cards/' })).statusCode).toBe(200);
    }
    for (const url of ['/api/admin/promotions/', '/api/admin/gift-cards/']) {
      expect((await call(customer.cookie, { method: 'GET', url })).statusCode).toBe(401);
      expect((await call(customer.cookie, { method: 'POST', url, payload: {} })).statusCode).toBe(401);
    }
  });
});

describe('gift cards in the console', () => {
  it('issues a card (its code shown once), lists it by its last four, voids it — audited, never the code', async () => {
    const admin = await operator('cards.admin@example.com', 'admin');
    const issued = await call(admin.cookie, {
      method: 'POST',
      url: '/api/admin/gift-cards/',
      payload: { amount_cents: 5000, email: 'friend@example.com', name: 'Sam', message: 'Enjoy' },
      headers: { 'idempotency-key': 'issue-sam' },
    });
    expect(issued.statusCode).toBe(201);
    const { code, card } = issued.json();
    expect(code).toMatch(/^GIFT(-[0-9A-Z]{4}){5}$/);
    expect(card).toMatchObject({
      amount_cents: 5000,
      status: 'active',
      source: 'operator',
      recipient_email: 'friend@example.com',
      code_end: code.slice(-4),
    });
    const listed = await call(admin.cookie, { method: 'GET', url: '/api/admin/gift-cards/' });
    expect(listed.json().results[0]).toEqual(card);
    expect(listed.body).not.toContain(code);

    const voided = await call(admin.cookie, { method: 'POST', url: `/api/admin/gift-cards/${card.id}/void/` });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().status).toBe('void');
    const [row] = await subject.database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(row?.status).toBe('void');
    const audit = await auditRows('gift_card', String(card.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['gift_card.issue', 'gift_card.void']);
    expect(JSON.stringify(audit)).not.toContain(code.slice(5));
    expect(audit.find((entry) => entry.action === 'gift_card.void')).toMatchObject({
      operatorId: admin.id,
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'void' }),
    });
    // Voiding again changes nothing and records nothing new.
    expect(
      (await call(admin.cookie, { method: 'POST', url: `/api/admin/gift-cards/${card.id}/void/` })).json(),
    ).toEqual(voided.json());
    expect(await auditRows('gift_card', String(card.id))).toHaveLength(2);
    expect((await call(admin.cookie, { method: 'POST', url: '/api/admin/gift-cards/999999/void/' })).statusCode).toBe(
      404,
    );
  });

  it('issues one card per Idempotency-Key: a retry or the same request at once answers with that card; the key is bound to its request', {
    tags: ['postgres-server'],
  }, async () => {
    const admin = await operator('cards.retry@example.com', 'admin');
    const issue = (payload: object, key?: string) =>
      call(admin.cookie, {
        method: 'POST',
        url: '/api/admin/gift-cards/',
        payload,
        headers: key ? { 'idempotency-key': key } : {},
      });
    const cardsOf = async (email: string) =>
      subject.database.db.select().from(giftCards).where(eq(giftCards.recipientEmail, email));
    const body = { amount_cents: 3000, email: 'retry.friend@example.com' };
    const [first, second] = await Promise.all([issue(body, 'card-once'), issue(body, 'card-once')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    const again = await issue(body, 'card-once');
    expect(again.json()).toEqual(first.json());
    expect(await cardsOf('retry.friend@example.com')).toHaveLength(1);
    expect(await auditRows('gift_card', String(first.json().card.id))).toHaveLength(1);
    // The same key with another request is refused; another admin's key of the same text is theirs.
    const other = await issue({ ...body, amount_cents: 4000 }, 'card-once');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    const colleague = await operator('cards.retry.colleague@example.com', 'admin');
    const theirs = await call(colleague.cookie, {
      method: 'POST',
      url: '/api/admin/gift-cards/',
      payload: body,
      headers: { 'idempotency-key': 'card-once' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().code).not.toBe(first.json().code);
    // No key, no card.
    const keyless = await issue(body);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().code).toBe('idempotency_key_required');
    expect(await cardsOf('retry.friend@example.com')).toHaveLength(2);
  });

  it.each([
    [{ amount_cents: 1 }, 'amount_cents'],
    [{ amount_cents: 25.5 }, 'amount_cents'],
    [{ amount_cents: 2500, email: 'not an address' }, 'email'],
    [{ amount_cents: 2500, message: 'x'.repeat(501) }, 'message'],
  ])('refuses a card %j with a 400 naming %s', async (payload, field) => {
    const admin = await operator(`cards.bad.${calls()}@example.com`, 'admin');
    const response = await call(admin.cookie, { method: 'POST', url: '/api/admin/gift-cards/', payload });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(field);
  });
});
