import argon2 from 'argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, getSelf, logIn, logOut, sessionCookie, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const ENV = { SIGNUP_RATE_LIMIT_PER_IP: '1000', LOGIN_RATE_LIMIT_PER_IP: '1000', AUTH_RATE_LIMIT_PER_EMAIL: '1000' };
const INVALID = { detail: 'Unable to log in with provided credentials.', code: 'invalid_credentials' };

describe('login, logout and the signed-in customer', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ env: ENV });
    expect((await signUp(subject.app, { email: 'grace@example.com' })).statusCode).toBe(201);
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it('answers GET /api/v2/customers/self/ with 403 {detail} when anonymous', async () => {
    const response = await getSelf(subject.app);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it('answers GET /api/v2/customers/self/ with exactly the customer of the session', async () => {
    const login = await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD });
    const cookie = sessionCookie(login);
    const response = await getSelf(subject.app, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual(login.json());
    expect(Object.keys(response.json()).sort()).toEqual([
      'did_checkout',
      'email',
      'email_verified',
      'first_name',
      'id',
      'last_name',
    ]);
  });

  it('signs in with the address in any case: 200 with the customer and a session', async () => {
    const response = await logIn(subject.app, { email: ' GRACE@example.com', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      email: 'grace@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      did_checkout: false,
      email_verified: false,
    });
    const self = await getSelf(subject.app, { cookie: sessionCookie(response) });
    expect(self.json().email).toBe('grace@example.com');
  });

  it('answers a wrong password and an unknown address with the same 400, spending one verification on each', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    const wrongPassword = await logIn(subject.app, { email: 'grace@example.com', password: 'not the password' });
    const unknownEmail = await logIn(subject.app, { email: 'nobody@example.com', password: GOOD_PASSWORD });
    expect(verify).toHaveBeenCalledTimes(2);
    verify.mockRestore();
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses an over-long password with a 400 before verifying anything', async () => {
    const verify = vi.spyOn(argon2, 'verify');
    const response = await logIn(subject.app, { email: 'grace@example.com', password: 'p'.repeat(257) });
    expect(response.statusCode).toBe(400);
    expect(verify).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  it('gives a new session id on every login and ends the one the request came with', async () => {
    const first = sessionCookie(await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD }));
    const second = sessionCookie(
      await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD }, { cookie: first }),
    );
    expect(second).not.toBe(first);
    expect((await getSelf(subject.app, { cookie: first })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: second })).statusCode).toBe(200);
  });

  it('gives a new session id on sign-up even to a signed-in visitor', async () => {
    const old = sessionCookie(await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD }));
    const created = await signUp(subject.app, { email: 'second@example.com' }, { cookie: old });
    expect(created.statusCode).toBe(201);
    expect(sessionCookie(created)).not.toBe(old);
    expect((await getSelf(subject.app, { cookie: old })).statusCode).toBe(403);
    expect((await getSelf(subject.app, { cookie: sessionCookie(created) })).json().email).toBe('second@example.com');
  });

  it('ends the session for good on logout: 204, the cookie cleared, the old id refused', async () => {
    const cookie = sessionCookie(await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD }));
    const response = await logOut(subject.app, { cookie });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((entry) => entry.name === 'sessionid');
    expect(cleared?.value).toBe('');
    expect((await getSelf(subject.app, { cookie })).statusCode).toBe(403);
    // Logging out again, or anonymously, is harmless.
    expect((await logOut(subject.app, { cookie })).statusCode).toBe(204);
    expect((await logOut(subject.app)).statusCode).toBe(204);
  });

  it("stores the hash again at the settings' cost after a good login, and the password still works", async () => {
    const hashOf = async () =>
      (
        await subject.database.db.execute<{ password_hash: string }>(
          sql`select password_hash from customers where email = 'grace@example.com'`,
        )
      ).rows[0]?.password_hash;
    expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    // A second process on the same database at the default cost (a store that raised its setting).
    const standard = await createTestApp({
      env: { ...ENV, PASSWORD_HASH_MEMORY_KIB: undefined },
      database: subject.database,
    });
    try {
      const login = await logIn(standard.app, { email: 'grace@example.com', password: GOOD_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const again = await logIn(subject.app, { email: 'grace@example.com', password: GOOD_PASSWORD });
      expect(again.statusCode).toBe(200);
    } finally {
      await standard.app.close();
    }
  });

  it('ignores a forged or malformed session cookie', async () => {
    for (const cookie of ['sessionid=abc', `sessionid=${'A'.repeat(43)}`, 'sessionid=%00%ff', 'other=1']) {
      expect((await getSelf(subject.app, { cookie })).statusCode).toBe(403);
    }
  });
});
