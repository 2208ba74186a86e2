// The console's catalogue (docs/decisions/200-operators.md): every role lists products and recipes; only an admin
// changes a price or a description (support and operations 403, a customer 401); bad input is a 400; every edit
// writes its audit row; and the change is in the API at once — the catalogue endpoints, and plan building's
// in-memory catalogue in every process (two PlanCatalogue instances stand for two processes).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { checkoutClient } from '../../../test/checkout';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/operators';
import { PlanCatalogue } from '../plan/catalogue-cache';
import { OperatorAccounts } from './operator-accounts';

let subject: TestApp;
let api: FastifyInstance;
const { customer } = checkoutClient(() => api, '10.71');
const PASSWORD = 'a long operator passphrase';
let counter = 0;

beforeAll(async () => {
  subject = await createTestApp({ env: { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000' } });
  api = subject.app;
  // Slack for a loaded machine: a fresh migrated database per file.
}, 180_000);

afterAll(async () => {
  await subject?.app.close();
});

function call(cookie: string | undefined, options: InjectOptions) {
  counter += 1;
  return api.inject({
    remoteAddress: `10.72.${Math.floor(counter / 250)}.${counter % 250}`,
    ...options,
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string>) },
  });
}

async function operator(email: string, role: 'support' | 'operations' | 'admin') {
  const row = await new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions).add(
    email,
    role,
    PASSWORD,
    null,
  );
  const response = await call(undefined, {
    method: 'POST',
    url: '/api/admin/session/',
    payload: { email, password: PASSWORD },
  });
  const cookie = response.cookies.find((entry) => entry.name === 'larder_operator');
  if (!cookie) throw new Error(`no operator cookie: ${response.statusCode} ${response.body}`);
  return { id: row.id, cookie: `${cookie.name}=${cookie.value}` };
}

const auditRows = (recordId: string) =>
  subject.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'catalogue'), eq(auditLog.recordId, recordId)));

describe('the catalogue in the console', () => {
  it('lets an admin change a product’s price and a recipe’s description, in the API and plans at once, audited', async () => {
    const admin = await operator('catalogue.admin@example.com', 'admin');
    const listed = await call(admin.cookie, { method: 'GET', url: '/api/admin/catalogue/?type=product&limit=5' });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().count).toBeGreaterThan(5);
    const product = listed.json().results[0];
    expect(product).toEqual({
      type: 'product',
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      price_cents: expect.any(Number),
    });
    // Two processes' plan catalogues, both warm before the edit.
    const here = new PlanCatalogue(subject.database.db, api.clock);
    const there = new PlanCatalogue(subject.database.db, api.clock);
    const priceIn = async (catalogue: PlanCatalogue) =>
      (await catalogue.index()).items.find((item) => item.key === `product:${product.id}`)?.source.price_cents;
    expect(await priceIn(here)).toBe(product.price_cents);
    expect(await priceIn(there)).toBe(product.price_cents);

    const newPrice = product.price_cents + 123;
    const edited = await call(admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/catalogue/product/${product.id}/`,
      payload: { price_cents: newPrice },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ ...product, price_cents: newPrice });
    const served = await call(undefined, { method: 'GET', url: `/api/v2/products/?id__in=${product.id}` });
    expect(served.json().results[0].price_cents).toBe(newPrice);
    expect(await priceIn(here)).toBe(newPrice);
    expect(await priceIn(there)).toBe(newPrice);
    const [audit] = await auditRows(`product:${product.id}`);
    expect(audit).toMatchObject({
      operatorId: admin.id,
      action: 'catalogue.edit',
      before: { price_cents: product.price_cents, description: product.description },
      after: { price_cents: newPrice, description: product.description },
    });

    const recipes = await call(admin.cookie, { method: 'GET', url: '/api/admin/catalogue/?type=pairing&limit=1' });
    const recipe = recipes.json().results[0];
    const described = await call(admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/catalogue/pairing/${recipe.id}/`,
      payload: { description: 'Slow-roasted, then finished under the grill.' },
    });
    expect(described.statusCode).toBe(200);
    const page = await call(undefined, { method: 'GET', url: `/api/v2/pairings/${recipe.id}/` });
    expect(page.json().description).toBe('Slow-roasted, then finished under the grill.');
    expect(await auditRows(`pairing:${recipe.id}`)).toHaveLength(1);

    const searched = await call(admin.cookie, {
      method: 'GET',
      url: `/api/admin/catalogue/?type=product&search=${encodeURIComponent(product.name.slice(0, 4))}`,
    });
    expect(searched.json().results.map((row: { id: number }) => row.id)).toContain(product.id);
  });

  it.each([
    [{}, 'Give a price, a description or both.'],
    [{ price_cents: 0 }, 'The price must be at least 1.'],
    [{ price_cents: 12.5 }, 'The price must be a whole number.'],
    [{ price_cents: '500' }, 'The price must be a whole number.'],
    [{ description: '   ' }, 'A description cannot be empty.'],
    [{ description: 'x'.repeat(2001) }, 'A description has at most 2000 characters.'],
  ])('refuses an edit %j with a 400 saying why', async (payload, message) => {
    const admin = await operator(`catalogue.bad.${counter}@example.com`, 'admin');
    const response = await call(admin.cookie, { method: 'PATCH', url: '/api/admin/catalogue/product/1/', payload });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it('answers 400 for a bad type or id, 404 for no such item', async () => {
    const admin = await operator('catalogue.paths@example.com', 'admin');
    const patch = (url: string) => call(admin.cookie, { method: 'PATCH', url, payload: { price_cents: 100 } });
    expect((await patch('/api/admin/catalogue/widget/1/')).statusCode).toBe(400);
    expect((await patch('/api/admin/catalogue/product/abc/')).statusCode).toBe(400);
    expect((await patch('/api/admin/catalogue/product/999999/')).statusCode).toBe(404);
    expect((await call(admin.cookie, { method: 'GET', url: '/api/admin/catalogue/?type=widget' })).statusCode).toBe(
      400,
    );
  });

  it('lets every role see the catalogue, only an admin change it, and a customer nothing', async () => {
    for (const role of ['support', 'operations'] as const) {
      const { cookie } = await operator(`catalogue.${role}@example.com`, role);
      expect((await call(cookie, { method: 'GET', url: '/api/admin/catalogue/' })).statusCode).toBe(200);
      const refused = await call(cookie, {
        method: 'PATCH',
        url: '/api/admin/catalogue/product/1/',
        payload: { price_cents: 1 },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'admin' });
    }
    const who = await customer('catalogue.customer@example.com');
    expect((await call(who.cookie, { method: 'GET', url: '/api/admin/catalogue/' })).statusCode).toBe(401);
    expect(
      (await call(who.cookie, { method: 'PATCH', url: '/api/admin/catalogue/product/1/', payload: { price_cents: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await auditRows('product:1')).toEqual([]);
  });
});
