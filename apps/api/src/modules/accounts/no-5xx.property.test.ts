// Whatever a client sends to sign-up, login and the dynamic configs listing, the answer is never a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS } from '../../../test/accounts';
import { encodeForm } from '../../../test/form-encoding';
import { createTestApp, type TestApp } from '../../../test/test-app';

const RUNS = 40;

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    'password',
    '123456',
    'a@b.co',
    'Ada@Example.com',
    '\u0000',
    '%00',
    "'; drop table customers; --",
  ),
  fc.string({ minLength: 250, maxLength: 300 }),
  fc.emailAddress(),
);

/** A field as a form or JSON body may carry it: absent, text, repeated, or (JSON) another type. */
const fieldValue = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 })) },
);

const body = (fields: string[]) =>
  fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] });

describe('no input makes the accounts API answer 5xx', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({
      env: {
        SIGNUP_RATE_LIMIT_PER_IP: '100000',
        LOGIN_RATE_LIMIT_PER_IP: '100000',
        AUTH_RATE_LIMIT_PER_EMAIL: '100000',
      },
    });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  async function post(url: string, values: Record<string, unknown>, asJson: boolean) {
    const response = await subject.app.inject({
      method: 'POST',
      url,
      headers: { ...CLIENT_HEADERS, 'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded' },
      payload: asJson ? JSON.stringify(values) : encodeForm(values),
    });
    expect(response.statusCode, response.body).toBeLessThan(500);
    expect(response.json()).toEqual(expect.any(Object));
    return response;
  }

  it('sign-up', async () => {
    const fields = ['first_name', 'last_name', 'email', 'password', 'captcha_token', 'extra'];
    await fc.assert(
      fc.asyncProperty(body(fields), fc.boolean(), async (values, asJson) => {
        await post('/api/signup/', values, asJson);
      }),
      { numRuns: RUNS },
    );
  });

  it('sign-up with plausible values (reaching the password policy, hashing and the database)', async () => {
    const name = fc.oneof(
      fc.stringMatching(/^[A-Za-z' -]{0,30}[A-Za-z]$/),
      fc.string({ unit: 'grapheme', minLength: 1 }),
    );
    const plausible = fc.record({
      first_name: name,
      last_name: name,
      email: fc.oneof(
        { weight: 3, arbitrary: fc.stringMatching(/^[a-z0-9.+_-]{1,30}$/).map((local) => `${local}@example.com`) },
        { weight: 1, arbitrary: fc.emailAddress() },
        { weight: 1, arbitrary: text },
      ),
      password: fc.oneof(
        { weight: 3, arbitrary: fc.string({ minLength: 10, maxLength: 64 }) },
        { weight: 1, arbitrary: text },
      ),
    });
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(plausible, async (values) => {
        const response = await post('/api/signup/', values, false);
        expect([201, 400, 409]).toContain(response.statusCode);
        statuses.add(response.statusCode);
      }),
      { numRuns: RUNS },
    );
    expect(statuses).toContain(201);
  });

  it('login', async () => {
    await fc.assert(
      fc.asyncProperty(body(['email', 'password', 'captcha_token']), fc.boolean(), async (values, asJson) => {
        const response = await post('/api/login/', values, asJson);
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: RUNS },
    );
  });

  it('dynamic configs listing', async () => {
    const param = fc.constantFrom('name', 'name__in', 'limit', 'offset', 'other');
    const value = fc.oneof(text, fc.integer().map(String), fc.nat({ max: 2000 }).map(String), fc.double().map(String));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(param, value), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const response = await subject.app.inject({
          method: 'GET',
          url: `/api/v2/dynamic_configs/?${query}`,
          headers: CLIENT_HEADERS,
        });
        expect([200, 400]).toContain(response.statusCode);
      }),
      { numRuns: RUNS * 2 },
    );
  });
});
