// The operator console's API in process (docs/decisions/200-operators.md): operators sign in with their own cookie,
// a customer's session opens no /api/admin/ route (401), each role is refused what is above it (403 saying why), the
// session ends after its idle timeout and on sign-out, sign-in is rate-limited, and every change (a config, a refund
// to the card or as credits, a not-delivered mark) writes its audit row, read back with filters and pages.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { atTime, checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { refunds } from '../../db/schema/credits';
import { auditLog } from '../../db/schema/operators';
import { orders } from '../../db/schema/orders';
import { getConfigValue } from '../configs/repository';
import { creditBalance } from '../credits/ledger';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.31');
const PASSWORD = 'a long operator passphrase';
let addressCounter = 0;

beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '3',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS: '600',
    },
  });
  api = subject.app;
});

afterAll(async () => {
  await subject?.app.close();
});

const accounts = () => new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords);

function call(cookie: string | undefined, options: InjectOptions & { headers?: Record<string, string> }) {
  addressCounter += 1;
  return api.inject({
    remoteAddress: `10.32.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`,
    ...options,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...options.headers },
  });
}

async function signIn(email: string, password = PASSWORD, extra: Record<string, string> = {}) {
  return call(undefined, { method: 'POST', url: '/api/admin/session/', payload: { email, password, ...extra } });
}

function operatorCookie(response: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** An operator of the role, signed in: their id and cookie. */
async function operator(email: string, role: 'support' | 'operations' | 'admin') {
  const row = await accounts().add(email, role, PASSWORD, null);
  const response = await signIn(email);
  expect(response.statusCode).toBe(200);
  return { id: row.id, cookie: operatorCookie(response) };
}

const auditRows = (recordType: string, recordId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, recordId)));

async function paidOrder(email: string) {
  const who = await readyCustomer(email);
  const response = await place(who, `console-${email}`);
  expect(response.statusCode).toBe(201);
  const id = response.json().id as number;
  const cutoff = new Date(response.json().delivery.cutoff_at);
  await atTime(api, new Date(cutoff.getTime() + 1000), () => api.commerce.finalization.runDue());
  const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, id));
  expect(row?.status).toBe('paid');
  return { who, id, row: row as NonNullable<typeof row> };
}

describe('operator sessions', () => {
  it('signs an operator in with their own cookie, answers who they are, and signs them out for good', async () => {
    await accounts().add('Session.One@example.com', 'support', PASSWORD, null);
    const response = await signIn('session.one@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      operator: { id: expect.any(Number), email: 'Session.One@example.com', role: 'support', totp_enabled: false },
      totp_enrolment_required: false,
    });
    const set = response.cookies.find((entry) => entry.name === 'larder_operator');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(response.cookies.some((entry) => entry.name === 'sessionid')).toBe(false);
    const cookie = operatorCookie(response);

    expect((await call(cookie, { method: 'GET', url: '/api/admin/session/' })).json().operator.email).toBe(
      'Session.One@example.com',
    );
    // The operator's cookie is not a customer's session.
    expect((await call(cookie, { method: 'GET', url: '/api/v2/customers/self/' })).statusCode).toBe(403);

    expect((await call(cookie, { method: 'DELETE', url: '/api/admin/session/' })).statusCode).toBe(204);
    const after = await call(cookie, { method: 'GET', url: '/api/admin/session/' });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('operator_not_authenticated');
  });

  it('refuses a wrong password, an unknown address and a disabled operator alike', async () => {
    await accounts().add('wrong.password@example.com', 'admin', PASSWORD, null);
    for (const [email, password] of [
      ['wrong.password@example.com', 'not the passphrase'],
      ['nobody.here@example.com', PASSWORD],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'That email and password do not match an active operator.',
        code: 'invalid_credentials',
      });
    }
    const { cookie } = await operator('disabled.later@example.com', 'admin');
    await accounts().disable('disabled.later@example.com', null);
    expect((await call(cookie, { method: 'GET', url: '/api/admin/session/' })).statusCode).toBe(401);
    expect((await signIn('disabled.later@example.com')).statusCode).toBe(401);
  });

  it('never lets a customer’s session open an admin route (401), whatever the body', async () => {
    const customer = await readyCustomer('customer.at.console@example.com');
    for (const [method, url, payload] of [
      ['GET', '/api/admin/session/', undefined],
      ['GET', '/api/admin/audit/', undefined],
      ['HEAD', '/api/admin/audit/', undefined],
      ['PUT', '/api/admin/configs/checkout.min_order_cents/', { value: '1' }],
      ['PUT', '/api/admin/configs/x/', { value: 42 }],
      ['POST', '/api/admin/orders/1/refund/', { as: 'card' }],
      ['POST', '/api/admin/orders/1/not-delivered/', 'not json at all'],
    ] as const) {
      const response = await call(customer.cookie, { method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      if (method === 'HEAD') continue;
      expect(response.json()).toEqual({
        detail: 'Sign in to the console as an operator: a customer account does not open it.',
        code: 'operator_not_authenticated',
      });
    }
    expect(await getConfigValue(subject.database.db, 'checkout.min_order_cents')).toBe('4000');
  });

  it('ends a session idle for longer than OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS, and a used one lives on', async () => {
    const { cookie } = await operator('idle.one@example.com', 'support');
    const start = Date.now();
    const later = (seconds: number) => new Date(start + seconds * 1000);
    const who = (when: Date) => atTime(api, when, () => call(cookie, { method: 'GET', url: '/api/admin/session/' }));
    expect((await who(later(500))).statusCode).toBe(200);
    expect((await who(later(1000))).statusCode).toBe(200); // 500 s after the last request
    expect((await who(later(1601))).statusCode).toBe(401); // 601 s idle
    expect((await who(later(1602))).statusCode).toBe(401); // ended for good
  });

  it('rate-limits failed sign-ins per address and email (429 with Retry-After), bad bodies get 400', async () => {
    await accounts().add('limited@example.com', 'support', PASSWORD, null);
    const from = (password: string) =>
      api.inject({
        method: 'POST',
        url: '/api/admin/session/',
        remoteAddress: '10.33.0.1',
        headers: CLIENT_HEADERS,
        payload: { email: 'limited@example.com', password },
      });
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await from('wrong')).statusCode).toBe(401);
    const refused = await from(PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.json().code).toBe('throttled');

    for (const payload of [
      {},
      { email: 'x', password: 'y' },
      { email: 'a@example.com', password: 'p', totp_code: '12' },
    ]) {
      const response = await call(undefined, { method: 'POST', url: '/api/admin/session/', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('invalid_request');
    }
  });
});

describe('roles on the server', () => {
  it('refuses a support operator a config change with 403 and says why; an admin makes it, audited', async () => {
    const support = await operator('support.config@example.com', 'support');
    const refused = await call(support.cookie, {
      method: 'PUT',
      url: '/api/admin/configs/checkout.min_order_cents/',
      payload: { value: '4500' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      code: 'role_too_low',
      needed_role: 'admin',
      detail:
        'Your role is support; this needs admin, which also changes configs and flags, prices, promotions, gift cards and operators. Ask an admin to change your role.',
    });
    const operations = await operator('operations.config@example.com', 'operations');
    expect(
      (
        await call(operations.cookie, {
          method: 'PUT',
          url: '/api/admin/configs/checkout.min_order_cents/',
          payload: { value: '4500' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await getConfigValue(subject.database.db, 'checkout.min_order_cents')).toBe('4000');
    expect(await auditRows('config', 'checkout.min_order_cents')).toEqual([]);

    const admin = await operator('admin.config@example.com', 'admin');
    const changed = await call(admin.cookie, {
      method: 'PUT',
      url: '/api/admin/configs/checkout.min_order_cents/',
      payload: { value: '4500' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ name: 'checkout.min_order_cents', value: '4500', previous: '4000' });
    expect(await getConfigValue(subject.database.db, 'checkout.min_order_cents')).toBe('4500');
    const [row, ...more] = await auditRows('config', 'checkout.min_order_cents');
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      operatorId: admin.id,
      action: 'config.set',
      before: { value: '4000' },
      after: { value: '4500' },
    });

    // Only a config the store reads can be set: a mistyped name is refused naming it, and nothing is created.
    const unknown = await call(admin.cookie, {
      method: 'PUT',
      url: '/api/admin/configs/console.new_config/',
      payload: { value: 'hello' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_config',
      name: [expect.stringContaining('console.new_config')],
    });
    expect(await getConfigValue(subject.database.db, 'console.new_config')).toBeUndefined();
    expect(await auditRows('config', 'console.new_config')).toEqual([]);
  });

  it('validates a config exactly as npm run config does: 400 with the same words, nothing stored or audited', async () => {
    const admin = await operator('admin.validate@example.com', 'admin');
    for (const [name, value, words] of [
      ['checkout.min_order_cents', 'lots', 'checkout.min_order_cents is a whole number of cents'],
      ['checkout.free_gift_product_ids', '1,2,3,4,5,6,7', 'is a comma list of up to 6 product ids'],
      ['%20padded', 'x', 'A config name is 1-200 characters without surrounding spaces'],
    ] as const) {
      const response = await call(admin.cookie, {
        method: 'PUT',
        url: `/api/admin/configs/${name}/`,
        payload: { value },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().code).toBe('invalid_config');
      expect(response.json().detail).toContain(words);
    }
    for (const payload of [{}, { value: 7 }, { value: 'x'.repeat(10_001) }, 'value=1']) {
      const response = await call(admin.cookie, {
        method: 'PUT',
        url: '/api/admin/configs/checkout.min_order_cents/',
        payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect(await auditRows('config', 'checkout.free_gift_product_ids')).toEqual([]);
  });

  it('lets operations refund to the card and as credits, audited; support is refused with 403', async () => {
    const { who, id, row } = await paidOrder('console.refund@example.com');
    const support = await operator('support.refund@example.com', 'support');
    const refused = await call(support.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/refund/`,
      payload: { as: 'card' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toContain('Your role is support; this needs operations');
    expect(await auditRows('order', String(id))).toEqual([]);

    const operations = await operator('operations.refund@example.com', 'operations');
    const card = await call(operations.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/refund/`,
      headers: { 'idempotency-key': 'console-refund-card' },
      payload: { amount_cents: 500, as: 'card' },
    });
    expect(card.statusCode).toBe(200);
    expect(card.json()).toEqual({
      order_id: id,
      card_cents: 500,
      credit_cents: 0,
      provider_refund_id: expect.stringMatching(/^re_test_/),
      resumed: false,
    });
    const balance = await creditBalance(subject.database.db, who.id);
    const credits = await call(operations.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/refund/`,
      headers: { 'idempotency-key': 'console-refund-credits' },
      payload: { amount_cents: 300, as: 'credits' },
    });
    expect(credits.json()).toMatchObject({ card_cents: 0, credit_cents: 300 });
    expect(await creditBalance(subject.database.db, who.id)).toBe(balance + 300);

    const rows = await auditRows('order', String(id));
    expect(rows.map((entry) => [entry.operatorId, entry.action])).toEqual([
      [operations.id, 'order.refund'],
      [operations.id, 'order.refund'],
    ]);
    expect(rows[0]).toMatchObject({
      before: { status: 'paid', refunded_cents: 0, total_cents: row.totalCents },
      after: { refunds: [{ method: 'card', amount_cents: 500, idempotency_key: `refund-${id}-1` }] },
    });
    expect(rows[1]).toMatchObject({
      before: { refunded_cents: 500 },
      after: { refunded_cents: 800, refunds: [{ method: 'credit', amount_cents: 300 }] },
    });

    const tooMuch = await call(operations.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/refund/`,
      headers: { 'idempotency-key': 'console-refund-too-much' },
      payload: { amount_cents: row.totalCents, as: 'card' },
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().detail).toContain('left to refund');
    expect(await auditRows('order', String(id))).toHaveLength(2);

    for (const [url, payload, status] of [
      ['/api/admin/orders/999999/refund/', { as: 'card' }, 404],
      [`/api/admin/orders/${id}/refund/`, { as: 'cash' }, 400],
      [`/api/admin/orders/${id}/refund/`, { amount_cents: -5, as: 'card' }, 400],
      [`/api/admin/orders/${id}/refund/`, { amount_cents: 1.5, as: 'card' }, 400],
      ['/api/admin/orders/abc/refund/', { as: 'card' }, 400],
      ['/api/admin/orders/99999999999/refund/', { as: 'card' }, 400],
    ] as const) {
      const headers = { 'idempotency-key': `console-refund-bad-${url}-${JSON.stringify(payload)}`.slice(0, 200) };
      const response = await call(operations.cookie, { method: 'POST', url, payload, headers });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(typeof response.json().detail).toBe('string');
    }
  });

  it('lets support mark a box not delivered, audited; a second mark and hostile reasons are refused', async () => {
    const { id } = await paidOrder('console.notdelivered@example.com');
    const support = await operator('support.marks@example.com', 'support');
    const marked = await call(support.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/not-delivered/`,
      payload: { reason: '  Left at the wrong door  ' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ order_id: id, reason: 'Left at the wrong door' });
    const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: 'paid', notDeliveredReason: 'Left at the wrong door' });
    const [audit, ...more] = await auditRows('order', String(id));
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      operatorId: support.id,
      action: 'order.not_delivered',
      before: { status: 'paid', not_delivered_at: null },
      after: { status: 'paid', reason: 'Left at the wrong door' },
    });

    const again = await call(support.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${id}/not-delivered/`,
      payload: { reason: 'Twice' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(`order ${id} is already marked not delivered`);
    for (const reason of ['', '   ', 'a\u0007bell', 'x'.repeat(501)]) {
      const response = await call(support.cookie, {
        method: 'POST',
        url: `/api/admin/orders/${id}/not-delivered/`,
        payload: { reason },
      });
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect(await auditRows('order', String(id))).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('is written in the change’s transaction: when its row cannot be written, the change is not made', async () => {
    // A trigger refuses the audit rows of one config and one order, as a failing insert would.
    const { id } = await paidOrder('console.atomic@example.com');
    await subject.database.executeSql(`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused'; end $$;
      create trigger refuse_audit before insert on audit_log for each row
        when ((new.record_type = 'config' and new.record_id = 'customize.volume_limit')
          or (new.record_type = 'order' and new.record_id = '${id}')) execute function refuse_audit();
    `);
    try {
      const admin = await operator('admin.atomic@example.com', 'admin');
      const config = await call(admin.cookie, {
        method: 'PUT',
        url: '/api/admin/configs/customize.volume_limit/',
        payload: { value: '30' },
      });
      expect(config.statusCode).toBe(500);
      expect(await getConfigValue(subject.database.db, 'customize.volume_limit')).toBe('24');

      const marked = await call(admin.cookie, {
        method: 'POST',
        url: `/api/admin/orders/${id}/not-delivered/`,
        payload: { reason: 'Never came' },
      });
      expect(marked.statusCode).toBe(500);
      const credits = await call(admin.cookie, {
        method: 'POST',
        url: `/api/admin/orders/${id}/refund/`,
        headers: { 'idempotency-key': 'refund-without-audit' },
        payload: { amount_cents: 100, as: 'credits' },
      });
      expect(credits.statusCode).toBe(500);
      const [row] = await subject.database.db.select().from(orders).where(eq(orders.id, id));
      expect(row).toMatchObject({ notDeliveredAt: null, refundedCents: 0 });
      expect(await subject.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toEqual([]);
    } finally {
      await subject.database.executeSql('drop trigger refuse_audit on audit_log; drop function refuse_audit();');
    }
  });

  it('filters by operator, record and dates, pages newest first, and refuses bad filters with 400', async () => {
    const admin = await operator('admin.audit@example.com', 'admin');
    const support = await operator('support.audit@example.com', 'support');
    const base = Date.now();
    for (const value of ['1', '2', '3']) {
      // A second apart, so the date filters split them.
      const response = await atTime(api, new Date(base + Number(value) * 1000), () =>
        call(admin.cookie, { method: 'PUT', url: '/api/admin/configs/rewards.points_per_step/', payload: { value } }),
      );
      expect(response.statusCode).toBe(200);
    }
    const get = (query: string) => call(support.cookie, { method: 'GET', url: `/api/admin/audit/?${query}` });

    const mine = await get(`operator=${admin.id}&limit=2`);
    expect(mine.statusCode).toBe(200);
    const page = mine.json();
    expect(page.count).toBe(3);
    expect(page.results.map((entry: { after: { value: string } }) => entry.after.value)).toEqual(['3', '2']);
    expect(page.results[0]).toMatchObject({
      operator: { id: admin.id, email: 'admin.audit@example.com' },
      action: 'config.set',
      record_type: 'config',
      record_id: 'rewards.points_per_step',
      before: { value: '2' },
    });
    expect(page.previous).toBeNull();
    expect(page.next).toBe(`http://localhost:3000/api/admin/audit/?operator=${admin.id}&limit=2&offset=2`);
    const second = (await get(`operator=${admin.id}&limit=2&offset=2`)).json();
    expect(second.results.map((entry: { after: { value: string } }) => entry.after.value)).toEqual(['1']);

    expect((await get('record_type=config&record_id=rewards.points_per_step')).json().count).toBe(3);
    expect((await get(`operator=${support.id}`)).json().count).toBe(0);
    const at = page.results[0].at as string;
    expect((await get(`record_id=rewards.points_per_step&from=${encodeURIComponent(at)}`)).json().count).toBe(1);
    expect((await get(`record_id=rewards.points_per_step&to=${encodeURIComponent(at)}`)).json().count).toBe(2);
    expect((await get('from=2000-01-01T00:00:00Z&to=2000-01-02T00:00:00Z')).json().count).toBe(0);

    for (const query of [
      'operator=abc',
      'limit=0',
      'limit=201',
      'offset=-1',
      'from=yesterday',
      'record_type=Config!',
      'from=2026-01-02T00:00:00Z&to=2026-01-01T00:00:00Z',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(typeof response.json().detail).toBe('string');
    }
  });
});
