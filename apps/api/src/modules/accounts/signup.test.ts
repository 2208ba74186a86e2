// Also on the PostgreSQL server (its tests tagged postgres-server): 20 sign-ups of one address at once make one account: the unique index between concurrent transactions.
import { PasswordError, SignupMessage } from '@larder/contracts/values/messages';
import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_HEADERS, form, getSelf, sessionCookie, signUp, signupFields } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Rate limits are tested in their own file; here they stay out of the way.
const ENV = { SIGNUP_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };

describe('POST /api/signup/', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
  });

  async function app() {
    subject = await createTestApp({ env: ENV });
    return subject.app;
  }

  it('creates the account from a form-encoded body: 201 with the customer and a session', async () => {
    const api = await app();
    const response = await signUp(api, { first_name: '  Ada ', last_name: ' Lovelace', email: '  Ada@Example.com ' });
    expect(response.statusCode).toBe(201);
    const customer = response.json();
    expect(customer).toEqual({
      id: expect.any(Number),
      email: 'Ada@Example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      did_checkout: false,
      email_verified: false,
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const self = await getSelf(api, { cookie: sessionCookie(response) });
    expect(self.statusCode).toBe(200);
    expect(self.json()).toEqual(customer);
  });

  it('stores an argon2id hash (m=19 MiB, t=2, p=1) at the default cost, never the password', async () => {
    subject = await createTestApp({ env: { ...ENV, PASSWORD_HASH_MEMORY_KIB: undefined } });
    const api = subject.app;
    await signUp(api, { password: 'a long and unusual passphrase' });
    const result = await subject?.database.db.execute<{ password_hash: string }>(
      sql`select password_hash from customers`,
    );
    const hash = result?.rows[0]?.password_hash ?? '';
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(hash).not.toContain('a long and unusual passphrase');
    expect(await argon2.verify(hash, 'a long and unusual passphrase')).toBe(true);
  });

  it('answers 409 with the spec text under email for an address taken in any case', async () => {
    const api = await app();
    expect((await signUp(api, { email: 'ada@example.com' })).statusCode).toBe(201);
    const again = await signUp(api, { email: ' ADA@example.COM ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: SignupMessage.EmailTaken,
      code: 'email_taken',
      email: ["There's already an account with this email address."],
    });
  });

  it('creates exactly one account for 20 concurrent sign-ups with one address (one 201, nineteen 409)', {
    tags: ['postgres-server'],
  }, async () => {
    const api = await app();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        signUp(api, { email: index % 2 ? 'race@example.com' : 'RACE@example.com', first_name: `Racer ${index}` }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const rows = await subject?.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from customers where lower(email) = 'race@example.com'`,
    );
    expect(rows?.rows[0]?.n).toBe(1);
  });

  it.each([
    ['abc', [PasswordError.TooShort]],
    ['password', [PasswordError.TooCommon]],
    ['  PassWord1 ', [PasswordError.TooCommon]],
    ['123456', [PasswordError.TooShort, PasswordError.TooCommon]],
    ['qwerty', [PasswordError.TooShort, PasswordError.TooCommon]],
  ])('refuses the password %j with %j', async (password, messages) => {
    const api = await app();
    const response = await signUp(api, { password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Invalid request.', code: 'invalid_request', password: messages });
  });

  it('counts a password in code points: seven emoji are too short, eight are enough', async () => {
    const api = await app();
    expect((await signUp(api, { password: '🍎🍐🍊🍋🍌🍉🍇' })).json().password).toEqual([PasswordError.TooShort]);
    expect((await signUp(api, { password: '🍎🍐🍊🍋🍌🍉🍇🍓' })).statusCode).toBe(201);
  });

  it('refuses a password over 256 characters with a 400 before any hashing', async () => {
    const api = await app();
    const hash = vi.spyOn(argon2, 'hash');
    const response = await signUp(api, { password: 'x'.repeat(257) });
    expect(response.statusCode).toBe(400);
    expect(response.json().password).toEqual(['Ensure this field has no more than 256 characters.']);
    expect(hash).not.toHaveBeenCalled();
    hash.mockRestore();
    expect((await signUp(api, { password: 'y'.repeat(256) })).statusCode).toBe(201);
  });

  it('names every missing field with the client texts of spec §5', async () => {
    const api = await app();
    const response = await signUp(api, { first_name: ' ', last_name: '', email: 'not-an-email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Invalid request.',
      code: 'invalid_request',
      first_name: ['Enter first name'],
      last_name: ['Enter last name'],
      email: ['Enter valid email'],
      password: ['Enter password'],
    });
  });

  it('refuses control characters in names (PostgreSQL cannot store NUL) with a 400, not a 500', async () => {
    const api = await app();
    const response = await signUp(api, { first_name: 'Ada\u0000', last_name: 'Love\nlace' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      first_name: ['Control characters are not allowed.'],
      last_name: ['Control characters are not allowed.'],
    });
  });

  it('accepts JSON as well as a form', async () => {
    const api = await app();
    const response = await api.inject({
      method: 'POST',
      url: '/api/signup/',
      headers: CLIENT_HEADERS,
      payload: signupFields({ email: 'json@example.com' }),
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a body over the size limit with 413 {detail, code}', async () => {
    const api = await app();
    const response = await api.inject({
      method: 'POST',
      url: '/api/signup/',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(signupFields({ first_name: 'x'.repeat(20_000) })),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: expect.any(String), code: expect.any(String) });
  });

  it('refuses repeated fields and unknown content types with a 4xx, never a 5xx', async () => {
    const api = await app();
    const repeated = await api.inject({
      method: 'POST',
      url: '/api/signup/',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${form(signupFields())}&email=second@example.com`,
    });
    expect(repeated.statusCode).toBe(400);
    const xml = await api.inject({
      method: 'POST',
      url: '/api/signup/',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/xml' },
      payload: '<signup/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ detail: expect.any(String), code: expect.any(String) });
  });
});
