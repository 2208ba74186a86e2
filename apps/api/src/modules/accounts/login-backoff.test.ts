// Issue 29: without the login challenge (no reCAPTCHA settings), failed logins for one account were limited only per
// client address, so rotating addresses guessed at leisure. Past LOGIN_BACKOFF_AFTER_FAILURES failures from anywhere,
// each next try waits (1 s doubling, at most LOGIN_BACKOFF_MAX_SECONDS); the owner is never kept out longer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, logIn, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({
    env: {
      SIGNUP_RATE_LIMIT_PER_IP: '1000',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      AUTH_RATE_LIMIT_PER_EMAIL: '1000',
      LOGIN_BACKOFF_AFTER_FAILURES: '3',
      LOGIN_BACKOFF_MAX_SECONDS: '8',
    },
  });
  expect((await signUp(subject.app, { email: 'owner@example.com' })).statusCode).toBe(201);
});
afterAll(async () => {
  await subject?.app.close();
});

let address = 0;
const attempt = (password: string) => {
  address += 1;
  return logIn(subject.app, { email: 'owner@example.com', password }, { remoteAddress: `203.0.113.${address}` });
};

/** Moves the app's clock on by `seconds`. */
function later(seconds: number): void {
  const now = subject.app.clock.now();
  subject.app.clock.now = () => new Date(now.getTime() + seconds * 1000);
}

describe('failed logins for one account, from rotating addresses', () => {
  it('make each next try wait, doubling to a cap, and never keep the owner out longer than one wait', async () => {
    for (let index = 0; index < 2; index += 1) expect((await attempt('wrong password')).statusCode).toBe(400);
    // The third failure starts the backoff: the next try, from anywhere and even with the password, waits 1 s.
    expect((await attempt('wrong password')).statusCode).toBe(400);
    const waiting = await attempt(GOOD_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');

    const waits: number[] = [];
    let current = 1;
    for (let index = 0; index < 5; index += 1) {
      later(current);
      expect((await attempt('wrong password')).statusCode).toBe(400);
      const refused = await attempt('wrong password');
      expect(refused.statusCode).toBe(429);
      current = Number(refused.headers['retry-after']);
      waits.push(current);
    }
    expect(waits).toEqual([2, 4, 8, 8, 8]);

    // The owner, once the current wait is over, gets in.
    later(current);
    const owner = await attempt(GOOD_PASSWORD);
    expect(owner.statusCode).toBe(200);
  });
});
