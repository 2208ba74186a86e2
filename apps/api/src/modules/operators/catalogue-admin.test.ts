// The console's catalogue (docs/decisions/200-operators.md): every role lists products and recipes; only an admin
// changes a price, a description, the visibility or the picture alt text (support and operations 403, a customer 401); bad input is a 400; every edit
// writes its audit row; and the change is in the API at once — the catalogue endpoints, and plan building's
// in-memory catalogue in every process (two PlanCatalogue instances stand for two processes).
import { and, asc, eq } from 'drizzle-orm';
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
  const row = await new OperatorAccounts(subject.database.db, api.clock, api.operatorSessions, api.passwords).add(
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
    .where(and(eq(auditLog.recordType, 'catalogue'), eq(auditLog.recordId, recordId)))
    .orderBy(asc(auditLog.id));
/** One operator's audit rows of a record (the tests share a database: another test may have edited it too). */
const auditRowsBy = async (operatorId: number, recordId: string) =>
  (await auditRows(recordId)).filter((row) => row.operatorId === operatorId);

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
      visible: true,
      picture_alt: null,
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
    [{}, 'Give a price, a description, a visibility or an alt text.'],
    [{ visible: 'no' }, 'visible is true or false.'],
    [{ visible: 0 }, 'visible is true or false.'],
    [{ picture_alt: 'x'.repeat(201) }, 'An alt text has at most 200 characters.'],
    [{ picture_alt: 'bad\u0007bell' }, 'Control characters are not allowed.'],
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

  it('hides an item from every customer-facing list, search, page, plan and box, and brings it back, audited', async () => {
    const admin = await operator('catalogue.visibility@example.com', 'admin');
    const here = new PlanCatalogue(subject.database.db, api.clock);
    const planKeys = async () => new Set((await here.index()).items.map((item) => item.key));
    const ids = (response: { json: () => { results: { id: number }[] } }) =>
      response.json().results.map((row) => row.id);
    const shopper = await customer('catalogue.shopper@example.com');

    for (const type of ['product', 'pairing'] as const) {
      const listed = await call(admin.cookie, { method: 'GET', url: `/api/admin/catalogue/?type=${type}&limit=5` });
      const item = listed.json().results.find((row: { id: number }) => row.id !== 1);
      const publicPath = type === 'product' ? 'products' : 'pairings';
      const publicList = `/api/v2/${publicPath}/?limit=100&offset=0`;
      const searchUrl = `/api/v2/${publicPath}/?search=${encodeURIComponent(item.name)}`;
      const before = await call(undefined, { method: 'GET', url: searchUrl });
      expect(ids(before)).toContain(item.id);
      const countBefore = (await call(undefined, { method: 'GET', url: publicList })).json().count;
      expect((await call(undefined, { method: 'GET', url: `/api/v2/${publicPath}/${item.id}/` })).statusCode).toBe(200);
      expect((await planKeys()).has(`${type}:${item.id}`)).toBe(true);

      const hidden = await call(admin.cookie, {
        method: 'PATCH',
        url: `/api/admin/catalogue/${type}/${item.id}/`,
        payload: { visible: false },
      });
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json()).toEqual({ ...item, visible: false });
      expect(ids(await call(undefined, { method: 'GET', url: searchUrl }))).not.toContain(item.id);
      const listedAfter = await call(undefined, { method: 'GET', url: `${publicList}&id__in=${item.id}` });
      expect(listedAfter.json()).toMatchObject({ count: 0, results: [] });
      expect((await call(undefined, { method: 'GET', url: publicList })).json().count).toBe(countBefore - 1);
      const page = await call(undefined, { method: 'GET', url: `/api/v2/${publicPath}/${item.id}/` });
      expect(page.statusCode).toBe(404);
      expect((await planKeys()).has(`${type}:${item.id}`)).toBe(false);
      // Nobody can put it in a box by its id: the checkout refuses it as it refuses an unknown item.
      const added = await call(shopper.cookie, {
        method: 'PUT',
        url: '/api/v2/checkout/box/lines/',
        payload: { type, id: item.id, quantity: 1 },
      });
      expect(added.statusCode).toBe(400);
      expect(added.json().code).toBe('item_unavailable');
      // The console still lists it, marked hidden.
      const inConsole = await call(admin.cookie, {
        method: 'GET',
        url: `/api/admin/catalogue/?type=${type}&search=${encodeURIComponent(item.name)}`,
      });
      expect(inConsole.json().results).toContainEqual({ ...item, visible: false });

      const shown = await call(admin.cookie, {
        method: 'PATCH',
        url: `/api/admin/catalogue/${type}/${item.id}/`,
        payload: { visible: true },
      });
      expect(shown.json().visible).toBe(true);
      expect(ids(await call(undefined, { method: 'GET', url: searchUrl }))).toContain(item.id);
      expect((await call(undefined, { method: 'GET', url: `/api/v2/${publicPath}/${item.id}/` })).statusCode).toBe(200);
      expect((await planKeys()).has(`${type}:${item.id}`)).toBe(true);
      const addedBack = await call(shopper.cookie, {
        method: 'PUT',
        url: '/api/v2/checkout/box/lines/',
        payload: { type, id: item.id, quantity: 1 },
      });
      expect(addedBack.statusCode).toBe(200);

      const audits = await auditRowsBy(admin.id, `${type}:${item.id}`);
      expect(audits.map((row) => [row.operatorId, row.before, row.after])).toEqual([
        [admin.id, expect.objectContaining({ visible: true }), expect.objectContaining({ visible: false })],
        [admin.id, expect.objectContaining({ visible: false }), expect.objectContaining({ visible: true })],
      ]);
    }
  });

  it('serves an alt text an admin sets on the item, and an empty one resets it to the default', async () => {
    const admin = await operator('catalogue.alt@example.com', 'admin');
    const listed = await call(admin.cookie, { method: 'GET', url: '/api/admin/catalogue/?type=pairing&limit=5' });
    const recipe = listed.json().results.find((row: { id: number }) => row.id !== 1);
    const url = `/api/v2/pairings/${recipe.id}/`;
    expect((await call(undefined, { method: 'GET', url })).json()).not.toHaveProperty('picture_alt');

    const alt = 'A bowl of green curry with rice, topped with basil';
    const edited = await call(admin.cookie, {
      method: 'PATCH',
      url: `/api/admin/catalogue/pairing/${recipe.id}/`,
      payload: { picture_alt: `  ${alt}  ` },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().picture_alt).toBe(alt);
    expect((await call(undefined, { method: 'GET', url })).json().picture_alt).toBe(alt);
    const listedPublic = await call(undefined, { method: 'GET', url: `/api/v2/pairings/?id__in=${recipe.id}` });
    expect(listedPublic.json().results[0].picture_alt).toBe(alt);

    for (const reset of ['', null]) {
      await call(admin.cookie, {
        method: 'PATCH',
        url: `/api/admin/catalogue/pairing/${recipe.id}/`,
        payload: { picture_alt: alt },
      });
      const cleared = await call(admin.cookie, {
        method: 'PATCH',
        url: `/api/admin/catalogue/pairing/${recipe.id}/`,
        payload: { picture_alt: reset },
      });
      expect(cleared.json().picture_alt).toBeNull();
      expect((await call(undefined, { method: 'GET', url })).json()).not.toHaveProperty('picture_alt');
    }
    const audits = await auditRowsBy(admin.id, `pairing:${recipe.id}`);
    expect(audits[0]).toMatchObject({
      operatorId: admin.id,
      before: { picture_alt: null, visible: true },
      after: { picture_alt: alt, visible: true },
    });
    expect(audits).toHaveLength(5);
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
      for (const payload of [{ price_cents: 1 }, { visible: false }, { picture_alt: 'A picture' }]) {
        const refused = await call(cookie, { method: 'PATCH', url: '/api/admin/catalogue/product/1/', payload });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ code: 'role_too_low', needed_role: 'admin' });
      }
    }
    const who = await customer('catalogue.customer@example.com');
    expect((await call(who.cookie, { method: 'GET', url: '/api/admin/catalogue/' })).statusCode).toBe(401);
    expect(
      (await call(who.cookie, { method: 'PATCH', url: '/api/admin/catalogue/product/1/', payload: { price_cents: 1 } }))
        .statusCode,
    ).toBe(401);
    expect(await auditRows('product:1')).toEqual([]);
    expect((await call(undefined, { method: 'GET', url: '/api/v2/products/1/' })).statusCode).toBe(200);
  });
});
