import net from 'node:net';
import { AccountMessage } from '@larder/contracts/schemas/accounts';
import { passing, type SiteverifyStandIn, startSiteverifyStandIn } from '@larder/stand-ins/recaptcha';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GOOD_PASSWORD, logIn, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { CaptchaService } from './service';

const FAILED = { detail: 'Captcha verification failed.', code: 'captcha_failed' };
const UNAVAILABLE = { detail: 'Captcha verification is temporarily unavailable.', code: 'captcha_unavailable' };

async function closedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/siteverify`;
}

describe('captcha on sign-up and login (reCAPTCHA v3 siteverify)', () => {
  let siteverify: SiteverifyStandIn;
  let subject: TestApp | undefined;
  beforeAll(async () => {
    siteverify = await startSiteverifyStandIn();
  });
  afterAll(async () => {
    await siteverify.close();
  });
  afterEach(async () => {
    await subject?.app.close();
    subject = undefined;
    siteverify.requests.length = 0;
  });

  async function appWithChallenge(env: NodeJS.ProcessEnv = {}, flags: Record<string, string> = {}) {
    subject = await createTestApp({
      env: {
        RECAPTCHA_SECRET: 'test-secret',
        RECAPTCHA_VERIFY_URL: siteverify.url,
        RECAPTCHA_HOSTNAMES: 'shop.larder.test,localhost',
        // Long enough for a loaded machine's answer; the hanging siteverify below waits it out.
        RECAPTCHA_TIMEOUT_MS: '2000',
        ...env,
      },
    });
    for (const [name, value] of Object.entries({ 'web.signup_challenge': 'recaptcha', ...flags })) {
      await subject.database.db.execute(sql`update dynamic_configs set value = ${value} where name = ${name}`);
    }
    return subject.app;
  }

  async function customerCount(): Promise<number> {
    const result = await subject?.database.db.execute<{ n: number }>(sql`select count(*)::int as n from customers`);
    return result?.rows[0]?.n ?? -1;
  }

  it('creates the account when siteverify says success, action signup, an allowed hostname and a good score', async () => {
    const app = await appWithChallenge();
    siteverify.answer(passing({ hostname: 'shop.larder.test', score: 0.5 }));
    const response = await signUp(app, { captcha_token: 'token-from-the-page' }, { remoteAddress: '198.51.100.7' });
    expect(response.statusCode).toBe(201);
    expect(siteverify.requests).toEqual([
      {
        secret: 'test-secret',
        response: 'token-from-the-page',
        remoteip: '198.51.100.7',
        contentType: 'application/x-www-form-urlencoded',
      },
    ]);
  });

  it.each([
    ['a score under RECAPTCHA_MIN_SCORE', passing({ score: 0.3 })],
    ['another action', passing({ action: 'login' })],
    ['a hostname not in RECAPTCHA_HOSTNAMES', passing({ hostname: 'evil.example' })],
    ['success false (a bad or reused token)', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
  ])('refuses %s with 400 and creates nothing', async (_, verdict) => {
    const app = await appWithChallenge();
    siteverify.answer(verdict);
    const response = await signUp(app, { captcha_token: 'token' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(FAILED);
    expect(await customerCount()).toBe(0);
  });

  it('asks for the captcha, instead of refusing, once an email has its failed logins from anywhere (finding 2)', async () => {
    // The login challenge itself is off: only the per-email bucket asks.
    const app = await appWithChallenge({ AUTH_RATE_LIMIT_PER_EMAIL: '3', LOGIN_RATE_LIMIT_PER_IP: '1000' }, {});
    siteverify.answer(passing({ action: 'signup' }));
    expect((await signUp(app, { email: 'asked@example.com', captcha_token: 't' })).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await logIn(
        app,
        { email: 'asked@example.com', password: 'guess' },
        { remoteAddress: `203.0.113.${i + 40}` },
      );
      expect(wrong.statusCode).toBe(400);
    }
    const asked = await logIn(
      app,
      { email: 'asked@example.com', password: GOOD_PASSWORD },
      { remoteAddress: '198.51.100.9' },
    );
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ detail: AccountMessage.CaptchaRequired, code: 'captcha_required' });
    siteverify.answer(passing({ action: 'login' }));
    const passed = await logIn(
      app,
      { email: 'asked@example.com', password: GOOD_PASSWORD, captcha_token: 'token' },
      { remoteAddress: '198.51.100.9' },
    );
    expect(passed.statusCode).toBe(200);
  });

  it('refuses a missing token without asking siteverify', async () => {
    const app = await appWithChallenge();
    const response = await signUp(app, {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(FAILED);
    expect(siteverify.requests).toHaveLength(0);
  });

  it('honours RECAPTCHA_MIN_SCORE', async () => {
    const app = await appWithChallenge({ RECAPTCHA_MIN_SCORE: '0.8' });
    siteverify.answer(passing({ score: 0.7 }));
    expect((await signUp(app, { captcha_token: 't' })).statusCode).toBe(400);
    siteverify.answer(passing({ score: 0.8 }));
    expect((await signUp(app, { captcha_token: 't' })).statusCode).toBe(201);
  });

  it('fails closed (503, no account) when a challenge is on and RECAPTCHA_HOSTNAMES is empty (issue 18, finding 12)', async () => {
    // The request's Host is the caller's to choose: a script sends Host: evil.example and a token made there.
    const app = await appWithChallenge({ RECAPTCHA_HOSTNAMES: '' });
    siteverify.answer(passing({ hostname: 'evil.example' }));
    const response = await signUp(app, { captcha_token: 't' }, { headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(await customerCount()).toBe(0);
  });

  it.each([
    ['siteverify does not answer in time', 'hang' as const],
    ['siteverify answers 500', { status: 500, body: 'oops' }],
    ['siteverify answers something that is not its JSON', { status: 200, body: '<html>' }],
    ['siteverify refuses our secret', { success: false, 'error-codes': ['invalid-input-secret'] }],
  ])('fails closed when %s: 503 and no account', async (_, answer) => {
    const app = await appWithChallenge();
    siteverify.answer(answer);
    const response = await signUp(app, { captcha_token: 'token' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(UNAVAILABLE);
    expect(await customerCount()).toBe(0);
  });

  it('fails closed when siteverify is unreachable', async () => {
    const app = await appWithChallenge({ RECAPTCHA_VERIFY_URL: await closedPortUrl() });
    const response = await signUp(app, { captcha_token: 'token' });
    expect(response.statusCode).toBe(503);
    expect(await customerCount()).toBe(0);
  });

  it('fails closed when the challenge is on but RECAPTCHA_SECRET is not set', async () => {
    const app = await appWithChallenge({ RECAPTCHA_SECRET: '' });
    const response = await signUp(app, { captcha_token: 'token' });
    expect(response.statusCode).toBe(503);
    expect(siteverify.requests).toHaveLength(0);
  });

  it('does not ask siteverify while the flag is off or holds any other value', async () => {
    const app = await appWithChallenge();
    for (const value of ['off', 'RECAPTCHA', 'hcaptcha', '1', '']) {
      await subject?.database.db.execute(
        sql`update dynamic_configs set value = ${value} where name = 'web.signup_challenge'`,
      );
      expect((await signUp(app, { email: `off-${value}@example.com` })).statusCode).toBe(201);
    }
    expect(siteverify.requests).toHaveLength(0);
  });

  it('checks login with action login when web.login_challenge is recaptcha', async () => {
    const app = await appWithChallenge({}, { 'web.signup_challenge': 'off', 'web.login_challenge': 'recaptcha' });
    expect((await signUp(app, { email: 'login@example.com' })).statusCode).toBe(201);
    const credentials = { email: 'login@example.com', password: 'correct horse battery staple' };
    siteverify.answer(passing({ action: 'signup' }));
    expect((await logIn(app, { ...credentials, captcha_token: 't' })).json()).toEqual(FAILED);
    siteverify.answer(passing({ action: 'login' }));
    expect((await logIn(app, { ...credentials, captcha_token: 't' })).statusCode).toBe(200);
    siteverify.answer('hang');
    expect((await logIn(app, { ...credentials, captcha_token: 't' })).statusCode).toBe(503);
  });
});

describe('challenge flags', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
  });

  it('logs a value other than recaptcha or off, and treats it as off', async () => {
    subject = await createTestApp();
    const service = new CaptchaService(subject.database.db, loadConfig({}));
    const log = { warn: vi.fn(), debug: vi.fn(), info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    await subject.database.db.execute(
      sql`update dynamic_configs set value = 'reCaptcha' where name = 'web.signup_challenge'`,
    );
    expect(await service.isRequired('signup', log)).toBe(false);
    expect(log.warn).toHaveBeenCalledWith(
      { flag: 'web.signup_challenge', value: 'reCaptcha' },
      expect.stringContaining('treated as off'),
    );
    await subject.database.db.execute(sql`delete from dynamic_configs where name = 'web.login_challenge'`);
    expect(await service.isRequired('login', log)).toBe(false);
    expect(log.warn).toHaveBeenLastCalledWith({ flag: 'web.login_challenge', value: null }, expect.any(String));
    expect(await service.isRequired('signup', log)).toBe(false);
  });
});
