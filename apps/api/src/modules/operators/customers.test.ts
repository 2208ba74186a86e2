// Also on the PostgreSQL server (its tests tagged postgres-server): one credit grant sent twice at once gives once: the Idempotency-Key between concurrent transactions.
// The console's Customers API in process (docs/decisions/200-operators.md): the search (id, email, name; sorted and
// paged), a customer's page (subscription, orders, credits, quiz, ratings), and the changes made on a customer's
// behalf — skip, pause, cancel (operations), credits (support up to the limit) and a new verification link — each
// with the operator's reason in an audit row; a customer's session is 401, a role too low 403 with nothing written.
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient, type Who } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { creditEntries } from '../../db/schema/credits';
import { customers } from '../../db/schema/customers';
import { emailOutbox } from '../../db/schema/email-outbox';
import { auditLog } from '../../db/schema/operators';
import { orders, subscriptions } from '../../db/schema/orders';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place, customer: signedUp } = checkoutClient(() => api, '10.61');
const { call, operator } = consoleClient(() => api, '10.62');
const LIMIT = 2500;
let support: string;
let operations: string;
let ada: Who;
let bea: Who;
let cy: Who;

const db = () => subject.database.db;
const auditRows = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]?.n ?? 0;
const get = (cookie: string | undefined, url: string) => call(cookie, { method: 'GET', url });
const post = (cookie: string | undefined, url: string, payload: object, headers: Record<string, string> = {}) =>
  call(cookie, { method: 'POST', url, payload, headers });
let keys = 0;
/** A grant of credits, with the Idempotency-Key the console sends (a new one unless given). */
const grant = (cookie: string | undefined, customerId: number, payload: object, key = `grant-${++keys}`) =>
  post(cookie, `/api/admin/customers/${customerId}/credits/`, payload, { 'idempotency-key': key });

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      ADMIN_SUPPORT_CREDIT_LIMIT_CENTS: String(LIMIT),
    },
  });
  api = subject.app;
  support = await operator('support.customers@example.com', 'support');
  operations = await operator('operations.customers@example.com', 'operations');
  [ada, bea, cy] = (await Promise.all(
    ['ada.lovelace@example.com', 'bea.pause@example.com', 'cy.cancel@example.com'].map(async (email) => {
      const who = await readyCustomer(email);
      expect((await place(who, `place-${email}`)).statusCode).toBe(201);
      return who;
    }),
  )) as [Who, Who, Who];
}, 120_000);

afterAll(async () => {
  await subject?.app.close();
});

describe('GET /api/admin/customers/', () => {
  it('finds customers by id, part of the email or of the name, any case, and pages newest first', async () => {
    const byEmail = await get(support, '/api/admin/customers/?q=BEA.PAUSE');
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.headers['cache-control']).toBe('no-store');
    expect(byEmail.json()).toMatchObject({
      count: 1,
      results: [{ id: bea.id, email: 'bea.pause@example.com', subscription_status: 'active', zone: 'nyc' }],
    });
    const byId = (await get(support, `/api/admin/customers/?q=${bea.id}`)).json();
    expect(byId.results.map((row: { id: number }) => row.id)).toContain(bea.id);
    // Every test customer signs up as "Ada Lovelace": the name matches all three.
    const byName = (await get(support, '/api/admin/customers/?q=ADA%20LOVE')).json();
    expect(byName.count).toBe(3);
    expect((await get(support, '/api/admin/customers/?q=%25')).json().count).toBe(0);

    const page1 = (await get(support, '/api/admin/customers/?limit=1')).json();
    expect(page1.results[0].id).toBe(Math.max(ada.id, bea.id, cy.id));
    expect(page1.next).toMatch(/\/api\/admin\/customers\/\?limit=1&offset=1$/);
    const byEmailAscending = (await get(support, '/api/admin/customers/?sort=email')).json();
    expect(byEmailAscending.results.map((row: { email: string }) => row.email)).toEqual([
      'ada.lovelace@example.com',
      'bea.pause@example.com',
      'cy.cancel@example.com',
    ]);
  });

  it('refuses bad input with 400 and a customer session with 401', async () => {
    const bad = await get(support, '/api/admin/customers/?sort=password');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Sort by one of');
    expect((await get(support, '/api/admin/customers/?limit=1000')).statusCode).toBe(400);
    for (const url of ['/api/admin/customers/', `/api/admin/customers/${ada.id}/`]) {
      const refused = await call(undefined, { method: 'GET', url, headers: { cookie: ada.cookie } });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('operator_not_authenticated');
    }
  });
});

describe('GET /api/admin/customers/:id/', () => {
  it('shows the subscription, orders, credits ledger, quiz answers and ratings, and writes nothing', async () => {
    const before = await auditCount();
    const response = await get(support, `/api/admin/customers/${ada.id}/`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.customer).toMatchObject({ id: ada.id, email: 'ada.lovelace@example.com', email_verified: false });
    expect(page.subscription).toMatchObject({ status: 'active', zone: 'nyc', cancel_reason: null });
    // Where the boxes go and the card they are charged to, as support needs them (never more than the last four).
    expect(page.subscription.address).toMatchObject({
      address1: '350 Fifth Avenue',
      city: 'New York',
      zip: '10001',
      phone: expect.stringMatching(/555.?0100/),
      delivery_instructions: 'Leave with the doorman',
    });
    expect(page.subscription.payment_method).toEqual({
      brand: expect.any(String),
      last4: expect.stringMatching(/^\d{4}$/),
      exp_month: 12,
      exp_year: 2034,
    });
    expect(JSON.stringify(page)).not.toMatch(/\d{12,}/);
    expect(page.orders.length).toBeGreaterThan(1);
    expect(page.orders.every((order: { customer: { id: number } }) => order.customer.id === ada.id)).toBe(true);
    expect(page.credits).toEqual({ balance_cents: 0, entries: [] });
    expect(page.quiz).toMatchObject({ household_size: 2, meals: ['breakfast', 'lunch', 'dinner'] });
    expect(page.quiz.frequencies).toMatchObject({ dinner: 3, sweets: 1 });
    expect(page.item_ratings).toEqual([]);
    expect(page.delivery_ratings).toEqual([]);
    expect(await auditCount()).toBe(before);
    expect((await get(support, '/api/admin/customers/999999/')).statusCode).toBe(404);
    expect((await get(support, '/api/admin/customers/abc/')).statusCode).toBe(400);
  });
});

describe('changes on a customer’s behalf', () => {
  it('refuses skip, pause and cancel to support (403) and to a customer (401), writing nothing', async () => {
    const before = await auditCount();
    const week = (await get(support, `/api/admin/customers/${ada.id}/`)).json().orders[0].id;
    const changes: [string, object][] = [
      ['skip', { order_id: week, reason: 'Asked on the phone' }],
      ['pause', { weeks: 1, reason: 'Asked on the phone' }],
      ['cancel', { cancel_reason: 'moving', reason: 'Asked on the phone' }],
    ];
    for (const [action, body] of changes) {
      const refused = await post(support, `/api/admin/customers/${ada.id}/${action}/`, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
      const customer = await call(undefined, {
        method: 'POST',
        url: `/api/admin/customers/${ada.id}/${action}/`,
        payload: body,
        headers: { cookie: ada.cookie },
      });
      expect(customer.statusCode).toBe(401);
    }
    expect(await auditCount()).toBe(before);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.customerId, ada.id));
    expect(row?.status).toBe('active');
  });

  it('skips a week through the orders module, with the reason in the audit row', async () => {
    const page = (await get(operations, `/api/admin/customers/${ada.id}/`)).json();
    const week = page.orders.find((order: { status: string }) => order.status === 'scheduled');
    const missing = await post(operations, `/api/admin/customers/${ada.id}/skip/`, { order_id: week.id, reason: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Say why.');

    const skipped = await post(operations, `/api/admin/customers/${ada.id}/skip/`, {
      order_id: week.id,
      reason: 'Away that week, asked by phone',
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json().orders.find((order: { id: number }) => order.id === week.id).status).toBe('skipped');
    const [audit] = await auditRows('order.skip');
    expect(audit).toMatchObject({
      recordType: 'order',
      recordId: String(week.id),
      before: { status: 'scheduled' },
      after: { status: 'skipped', reason: 'Away that week, asked by phone' },
    });
    // Skipping it again is the orders module's refusal, and writes no second row.
    const again = await post(operations, `/api/admin/customers/${ada.id}/skip/`, { order_id: week.id, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(await auditRows('order.skip')).toHaveLength(1);
    // Another customer's order is not this customer's week.
    const [other] = await db().select().from(orders).where(eq(orders.customerId, bea.id)).limit(1);
    const foreign = await post(operations, `/api/admin/customers/${ada.id}/skip/`, {
      order_id: other?.id,
      reason: 'x',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('pauses through the subscriptions module, audited with the weeks and the reason', async () => {
    const paused = await post(operations, `/api/admin/customers/${bea.id}/pause/`, {
      weeks: 2,
      reason: 'Travelling, called support',
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().subscription).toMatchObject({ status: 'paused', paused_until: expect.any(String) });
    const [audit] = await auditRows('subscription.pause');
    expect(audit).toMatchObject({
      recordType: 'subscription',
      before: { status: 'active', paused_until: null },
      after: { status: 'paused', weeks: 2, reason: 'Travelling, called support', customer_id: bea.id },
    });
    // The customer is told, as when they pause themselves.
    const mail = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'subscription_update'), eq(emailOutbox.recipient, 'bea.pause@example.com')));
    expect(mail).toHaveLength(1);
    expect(
      (await post(operations, `/api/admin/customers/${bea.id}/pause/`, { weeks: 9, reason: 'x' })).statusCode,
    ).toBe(400);
  });

  it('cancels with the customer’s reason and the operator’s words, audited; a customer without one is 404', async () => {
    const canceled = await post(operations, `/api/admin/customers/${cy.id}/cancel/`, {
      cancel_reason: 'moving',
      reason: 'Moving abroad, asked by email',
    });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json().subscription).toMatchObject({
      status: 'canceled',
      cancel_reason: 'moving',
      cancel_note: 'Moving abroad, asked by email',
    });
    const [audit] = await auditRows('subscription.cancel');
    expect(audit).toMatchObject({
      before: { status: 'active', cancel_reason: null },
      after: { status: 'canceled', cancel_reason: 'moving', reason: 'Moving abroad, asked by email' },
    });
    const again = await post(operations, `/api/admin/customers/${cy.id}/cancel/`, {
      cancel_reason: 'moving',
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(await auditRows('subscription.cancel')).toHaveLength(1);
    const lonely = await signedUp('no.subscription@example.com');
    const none = await post(operations, `/api/admin/customers/${lonely.id}/cancel/`, {
      cancel_reason: 'other',
      reason: 'x',
    });
    expect(none.statusCode).toBe(404);
  });

  it('gives credits: support up to the limit, operations beyond; each grant in the ledger and audited', async () => {
    const tooMuch = await grant(support, ada.id, {
      amount_cents: LIMIT + 1,
      reason: 'Late box',
    });
    expect(tooMuch.statusCode).toBe(403);
    expect(tooMuch.json()).toMatchObject({ code: 'role_too_low', needed_role: 'operations' });
    expect(tooMuch.json().detail).toContain('$25.00');
    expect(await db().select().from(creditEntries).where(eq(creditEntries.customerId, ada.id))).toHaveLength(0);

    const given = await grant(support, ada.id, {
      amount_cents: LIMIT,
      reason: 'Late box',
    });
    expect(given.statusCode).toBe(200);
    expect(given.json().credits.balance_cents).toBe(LIMIT);
    expect(given.json().credits.entries[0]).toMatchObject({
      amount_cents: LIMIT,
      kind: 'adjustment',
      note: 'Late box',
    });
    const more = await grant(operations, ada.id, {
      amount_cents: 5000,
      reason: 'Damaged twice',
    });
    expect(more.json().credits.balance_cents).toBe(LIMIT + 5000);
    // The customer sees them as their own balance.
    const own = await call(undefined, { method: 'GET', url: '/api/v2/credits/', headers: { cookie: ada.cookie } });
    expect(own.json().balance_cents).toBe(LIMIT + 5000);
    const rows = await auditRows('customer.credits_give');
    expect(rows.map((row) => [row.recordId, row.before, row.after])).toEqual([
      [String(ada.id), { balance_cents: 0 }, { balance_cents: LIMIT, amount_cents: LIMIT, reason: 'Late box' }],
      [
        String(ada.id),
        { balance_cents: LIMIT },
        { balance_cents: LIMIT + 5000, amount_cents: 5000, reason: 'Damaged twice' },
      ],
    ]);
    for (const amount of [0, -100, 1.5, '100']) {
      const bad = await grant(operations, ada.id, {
        amount_cents: amount,
        reason: 'x',
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('gives once per Idempotency-Key: a retry or the same request at once gives nothing more; the key is bound to its request', {
    tags: ['postgres-server'],
  }, async () => {
    const grace = await signedUp('credits.retry@example.com');
    const balance = async () =>
      (await call(undefined, { method: 'GET', url: '/api/v2/credits/', headers: { cookie: grace.cookie } })).json()
        .balance_cents;
    const body = { amount_cents: 700, reason: 'Missing bread' };
    const [first, second] = await Promise.all([
      grant(support, grace.id, body, 'one-grant'),
      grant(support, grace.id, body, 'one-grant'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const again = await grant(support, grace.id, body, 'one-grant');
    expect(again.statusCode).toBe(200);
    expect(again.json().credits.balance_cents).toBe(700);
    expect(await balance()).toBe(700);
    // The same key with another amount, or for another customer, is refused: never answered with the first grant.
    const other = await grant(support, grace.id, { ...body, amount_cents: 800 }, 'one-grant');
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('idempotency_key_reused');
    expect((await grant(support, ada.id, body, 'one-grant')).statusCode).toBe(422);
    // Another operator's key of the same text is theirs: a grant of its own.
    expect((await grant(operations, grace.id, body, 'one-grant')).json().credits.balance_cents).toBe(1400);
    const rows = (await auditRows('customer.credits_give')).filter((row) => row.recordId === String(grace.id));
    expect(rows).toHaveLength(2);
    // No key, no grant.
    const keyless = await post(support, `/api/admin/customers/${grace.id}/credits/`, body);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().code).toBe('idempotency_key_required');
    expect(await balance()).toBe(1400);
  });

  it('resends the verification email (support), audited; a verified address is 409 with nothing sent', async () => {
    const sent = await post(support, `/api/admin/customers/${ada.id}/verification-email/`, {
      reason: 'Lost the first email',
    });
    expect(sent.statusCode).toBe(200);
    const links = await db()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, 'email_verification'), eq(emailOutbox.recipient, 'ada.lovelace@example.com')),
      );
    // The sign-up's link and the resent one.
    expect(links).toHaveLength(2);
    const [audit] = await auditRows('customer.verification_resend');
    expect(audit).toMatchObject({
      recordType: 'customer',
      recordId: String(ada.id),
      after: { sent_to: 'ada.lovelace@example.com', reason: 'Lost the first email' },
    });

    await db().update(customers).set({ emailVerifiedAt: new Date() }).where(eq(customers.id, bea.id));
    const verified = await post(support, `/api/admin/customers/${bea.id}/verification-email/`, { reason: 'x' });
    expect(verified.statusCode).toBe(409);
    expect(verified.json().detail).toContain('verified already');
    expect(await auditRows('customer.verification_resend')).toHaveLength(1);
  });
});
