// The console's email (docs/decisions/200-operators.md): support and up read the outbox and send a failed message
// again; an order notice keeps its content after its last try so it can be resent, a message with a one-time link
// does not (409 saying why); "Resend confirmation" queues the order's confirmation again. Each resend is audited.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutClient } from '../../../test/checkout';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { emailOutbox } from '../../db/schema/email-outbox';
import { auditLog } from '../../db/schema/operators';
import { insertOutboxRow, markAttemptFailed } from '../email/repository';

let subject: TestApp;
let api: FastifyInstance;
const { readyCustomer, place } = checkoutClient(() => api, '10.61');
const { call, operatorAccount: operator } = consoleClient(() => api, '10.62');

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
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

const outboxRow = async (id: number) =>
  (await subject.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

const sendJobs = async (id: number) => {
  const result = await subject.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'email.send' and (data->>'outboxId')::int = ${id}`,
  );
  return (result.rows[0] as { n: number }).n;
};

/** A message that failed its last try, as the worker leaves it (no send job of its own here). */
async function failedMessage(template: string, data: unknown, recipient: string) {
  const id = await insertOutboxRow(subject.database.db, { template, recipient, data, createdAt: new Date() });
  await subject.database.db.update(emailOutbox).set({ attempts: 10 }).where(eq(emailOutbox.id, id));
  await markAttemptFailed(subject.database.db, id, '535 Authentication failed', true);
  return id;
}

describe('the email outbox in the console', () => {
  it('lists failed messages and sends an order notice again, audited', async () => {
    const support = await operator('mail.support@example.com', 'support');
    const id = await failedMessage(
      'subscription_update',
      { firstName: 'Ada', kind: 'paused', detail: 'Until next month.' },
      'failed.notice@example.com',
    );
    const kept = await outboxRow(id);
    expect(kept).toMatchObject({ status: 'failed', attempts: 11, lastError: '535 Authentication failed' });
    expect(kept?.data).not.toEqual({});

    const failed = await call(support.cookie, { method: 'GET', url: '/api/admin/email/?status=failed' });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().results).toContainEqual(
      expect.objectContaining({
        id,
        template: 'subscription_update',
        recipient: 'failed.notice@example.com',
        status: 'failed',
        last_error: '535 Authentication failed',
        resendable: true,
      }),
    );
    expect(failed.json().results.every((row: { status: string }) => row.status === 'failed')).toBe(true);

    const resent = await call(support.cookie, { method: 'POST', url: `/api/admin/email/${id}/resend/` });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ id, status: 'pending' });
    expect(await sendJobs(id)).toBe(1);
    const [audit] = await auditRows('email', String(id));
    expect(audit).toMatchObject({
      operatorId: support.id,
      action: 'email.resend',
      before: expect.objectContaining({ status: 'failed', attempts: 11 }),
      after: expect.objectContaining({ status: 'pending', attempts: 0 }),
    });
    // Not failed any more: a second resend is refused.
    const twice = await call(support.cookie, { method: 'POST', url: `/api/admin/email/${id}/resend/` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe('Only a failed message can be sent again.');
  });

  it('refuses to resend a message whose one-time link was dropped, an unknown one, and bad filters', async () => {
    const support = await operator('mail.support.two@example.com', 'support');
    const id = await failedMessage('password_reset', { firstName: 'Ada', token: 'secret-token' }, 'reset@example.com');
    expect((await outboxRow(id))?.data).toEqual({});
    const refused = await call(support.cookie, { method: 'POST', url: `/api/admin/email/${id}/resend/` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('one-time link or code');
    expect(await auditRows('email', String(id))).toEqual([]);
    expect((await call(support.cookie, { method: 'POST', url: '/api/admin/email/99999999/resend/' })).statusCode).toBe(
      404,
    );
    for (const query of ['status=lost', 'limit=0', 'limit=101', 'offset=-1']) {
      expect((await call(support.cookie, { method: 'GET', url: `/api/admin/email/?${query}` })).statusCode).toBe(400);
    }
    expect((await call(support.cookie, { method: 'POST', url: '/api/admin/email/abc/resend/' })).statusCode).toBe(400);
  });

  it('resends an order’s confirmation as first written (support), audited on the order', async () => {
    const support = await operator('mail.support.three@example.com', 'support');
    const who = await readyCustomer('confirm.again@example.com');
    const placed = await place(who, 'confirm-again-1');
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().id as number;
    const before = await subject.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.recipient, 'confirm.again@example.com'), eq(emailOutbox.template, 'order_confirmation')),
      );
    expect(before).toHaveLength(1);

    const resent = await call(support.cookie, {
      method: 'POST',
      url: `/api/admin/orders/${orderId}/resend-confirmation/`,
    });
    expect(resent.statusCode).toBe(200);
    const { outbox_id } = resent.json();
    const copy = await outboxRow(outbox_id);
    expect(copy).toMatchObject({ template: 'order_confirmation', recipient: 'confirm.again@example.com' });
    expect(copy?.data).toMatchObject({ orderId, firstName: 'Ada' });
    expect(await sendJobs(outbox_id)).toBe(1);
    const audit = await auditRows('order', String(orderId));
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'order.resend_confirmation', operatorId: support.id, after: { outbox_id } }),
    );
    expect(
      (await call(support.cookie, { method: 'POST', url: '/api/admin/orders/99999999/resend-confirmation/' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a customer (401) every email route', async () => {
    const who = await readyCustomer('mail.customer@example.com');
    for (const [method, url] of [
      ['GET', '/api/admin/email/'],
      ['POST', '/api/admin/email/1/resend/'],
      ['POST', '/api/admin/orders/1/resend-confirmation/'],
    ] as const) {
      expect((await call(who.cookie, { method, url })).statusCode).toBe(401);
    }
  });
});
