// GET /api/admin/audit/ as the console reads it (issue 42; docs/decisions/207-operator-day.md): each change one line in
// operator words with its changed fields and links, filtered by the operator's email (any case; an email no operator
// has is a 400 naming the field, never a silent one) and by kind.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleClient } from '../../../test/console';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
let api: FastifyInstance;
const { call, operator } = consoleClient(() => api, '10.43');
let admin: string;
let support: string;

beforeAll(async () => {
  subject = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  admin = await operator('Dana.Admin@example.com', 'admin');
  support = await operator('sam.support@example.com', 'support');
  // Two kinds of change by the admin: a config and a zone disabled.
  const fee = await call(admin, {
    method: 'PUT',
    url: '/api/admin/configs/checkout.delivery_fee_cents/',
    payload: { value: '899' },
  });
  expect(fee.statusCode).toBe(200);
  const zones = (await call(admin, { method: 'GET', url: '/api/admin/zones/' })).json().results as { code: string }[];
  const zone = zones[0]?.code;
  const disabled = await call(admin, { method: 'POST', url: `/api/admin/zones/${zone}/disable/` });
  expect(disabled.statusCode, disabled.body).toBe(200);
});

afterAll(async () => {
  await subject?.app.close();
});

const audit = (query: string) => call(support, { method: 'GET', url: `/api/admin/audit/?${query}` });

describe('the audit log in the console', () => {
  it('answers each change as one sentence, the fields that changed and links to what it touched', async () => {
    const page = (await audit('action=config.set')).json();
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      operator: { email: 'Dana.Admin@example.com', role: 'admin' },
      action: 'config.set',
      action_label: 'Config changed',
      sentence: 'Dana.Admin@example.com (admin) set checkout.delivery_fee_cents to $8.99 (was $7.99)',
      changes: [{ field: 'value', before: '799', after: '899' }],
      links: [{ label: 'Configs and flags', path: '/admin/configs/' }],
    });
  });

  it('filters by the operator’s email in any case, and by kind', async () => {
    const mine = (await audit('operator_email=dana.admin%40EXAMPLE.com')).json();
    expect(mine.count).toBe(2);
    expect(mine.results.map((entry: { action: string }) => entry.action)).toEqual(['zone.disable', 'config.set']);
    const zones = (await audit('operator_email=dana.admin%40example.com&action=zone.disable')).json();
    expect(zones.count).toBe(1);
    expect(zones.results[0].sentence).toMatch(/^Dana\.Admin@example\.com \(admin\) disabled the zone /);
    expect(zones.results[0].changes).toEqual([{ field: 'active', before: 'yes', after: 'no' }]);
    expect(zones.next).toBeNull();
    // An operator who changed nothing: an empty list.
    expect((await audit('operator_email=sam.support%40example.com')).json()).toMatchObject({ count: 0, results: [] });
    expect((await audit('action=gift_card.void')).json().count).toBe(0);
  });

  it('says why it cannot filter, on the field: an email no operator has, a malformed email, an unknown kind', async () => {
    const unknown = await audit('operator_email=nobody%40example.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().operator_email).toEqual(['No operator has the email nobody@example.com.']);
    const malformed = await audit('operator_email=7');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().operator_email).toEqual(['Enter an operator’s email, such as dana@example.com.']);
    const kind = await audit('action=order.teleport');
    expect(kind.statusCode).toBe(400);
    expect(kind.json().action).toEqual(['Choose a kind of change from the list.']);
  });
});
