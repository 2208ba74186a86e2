import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { GOOD_PASSWORD, getSelf, logIn, logOut, sessionCookie, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { hashSessionToken, SESSION_TOUCH_INTERVAL_MS } from './session-service';

const HOUR_S = 3600;
const ENV = {
  SESSION_IDLE_TIMEOUT_SECONDS: String(2 * HOUR_S),
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: String(24 * HOUR_S),
};

describe('sessions', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
  });

  /** An app whose clock the test moves. */
  async function appAt(start: Date, env: NodeJS.ProcessEnv = ENV) {
    subject = await createTestApp({ env });
    let now = start.getTime();
    subject.app.clock.now = () => new Date(now);
    return {
      app: subject.app,
      advance(ms: number) {
        now += ms;
      },
      set(at: Date) {
        now = at.getTime();
      },
    };
  }

  it('sets an HttpOnly, SameSite=Lax cookie for the whole site over HTTP, without Secure', async () => {
    subject = await createTestApp();
    const response = await signUp(subject.app);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({ name: 'sessionid', path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('uses the __Host- prefix and Secure when served over HTTPS behind a trusted proxy', async () => {
    subject = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const https = { 'x-forwarded-proto': 'https' };
    const response = await signUp(subject.app, {}, { headers: https });
    expect(response.statusCode).toBe(201);
    const [cookie] = response.cookies;
    expect(cookie).toMatchObject({
      name: '__Host-sessionid',
      path: '/',
      httpOnly: true,
      secure: true,
      sameSite: 'Lax',
    });
    const self = await getSelf(subject.app, { cookie: sessionCookie(response), headers: https });
    expect(self.statusCode).toBe(200);
  });

  it('does not believe X-Forwarded-Proto without TRUST_PROXY', async () => {
    subject = await createTestApp();
    const response = await signUp(subject.app, {}, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.cookies[0]?.name).toBe('sessionid');
    expect(response.cookies[0]?.secure).toBeUndefined();
  });

  it('keeps only the SHA-256 of the cookie id in the database', async () => {
    subject = await createTestApp();
    const response = await signUp(subject.app);
    const token = response.cookies[0]?.value ?? '';
    const result = await subject.database.db.execute<{ id_hash: string }>(sql`select id_hash from sessions`);
    expect(result.rows.map((row) => row.id_hash)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(result.rows)).not.toContain(token);
  });

  it('ends a session left idle longer than SESSION_IDLE_TIMEOUT_SECONDS, for good', async () => {
    const time = await appAt(new Date('2030-01-01T00:00:00Z'));
    const cookie = sessionCookie(await signUp(time.app));
    time.advance(2 * HOUR_S * 1000 - 1000);
    expect((await getSelf(time.app, { cookie })).statusCode).toBe(200);
    time.advance(2 * HOUR_S * 1000);
    expect((await getSelf(time.app, { cookie })).statusCode).toBe(403);
    time.set(new Date('2030-01-01T00:00:01Z'));
    expect((await getSelf(time.app, { cookie })).statusCode).toBe(403);
  });

  it('keeps an active session alive past the idle timeout, up to the absolute expiry', async () => {
    const time = await appAt(new Date('2030-01-01T00:00:00Z'));
    const cookie = sessionCookie(await signUp(time.app));
    // A visit every hour keeps it alive ...
    for (let hour = 1; hour < 24; hour += 1) {
      time.advance(HOUR_S * 1000);
      expect((await getSelf(time.app, { cookie })).statusCode).toBe(200);
    }
    // ... until 24 hours after sign-in, whatever the activity.
    time.advance(HOUR_S * 1000);
    expect((await getSelf(time.app, { cookie })).statusCode).toBe(403);
  });

  it('writes last-seen at most once a minute per session', async () => {
    const time = await appAt(new Date('2030-01-01T00:00:00Z'));
    const cookie = sessionCookie(await signUp(time.app));
    const lastSeen = async () =>
      (await subject?.database.db.execute<{ t: string }>(sql`select last_seen_at::text as t from sessions`))?.rows[0]
        ?.t;
    const before = await lastSeen();
    time.advance(SESSION_TOUCH_INTERVAL_MS - 1);
    await getSelf(time.app, { cookie });
    expect(await lastSeen()).toBe(before);
    time.advance(1);
    await getSelf(time.app, { cookie });
    expect(await lastSeen()).not.toBe(before);
  });

  it('remembers a live session for SESSION_CACHE_MS: an end in this process is final at once, in another within that time', async () => {
    subject = await createTestApp({ env: { SESSION_CACHE_MS: '1000' } });
    const other = await createTestApp({ env: { SESSION_CACHE_MS: '1000' }, database: subject.database });
    let now = Date.parse('2030-01-01T00:00:00Z');
    subject.app.clock.now = () => new Date(now);
    other.app.clock.now = () => new Date(now);
    const cookie = sessionCookie(await signUp(subject.app));
    expect((await getSelf(other.app, { cookie })).statusCode).toBe(200);
    expect((await getSelf(subject.app, { cookie })).statusCode).toBe(200);
    await logOut(subject.app, { cookie });
    expect((await getSelf(subject.app, { cookie })).statusCode).toBe(403);
    expect((await getSelf(other.app, { cookie })).statusCode).toBe(200);
    now += 1000;
    expect((await getSelf(other.app, { cookie })).statusCode).toBe(403);
    // The second app borrows the database: the first app's close (afterEach) ends it, after both queues stopped.
    await other.app.close();
  });

  it('reads the database on every call with SESSION_CACHE_MS=0', async () => {
    subject = await createTestApp({ env: { SESSION_CACHE_MS: '0' } });
    const other = await createTestApp({ env: { SESSION_CACHE_MS: '0' }, database: subject.database });
    const cookie = sessionCookie(await signUp(subject.app));
    expect((await getSelf(other.app, { cookie })).statusCode).toBe(200);
    await logOut(subject.app, { cookie });
    expect((await getSelf(other.app, { cookie })).statusCode).toBe(403);
    await other.app.close();
  });

  it('sweeps expired sessions from the table', async () => {
    const time = await appAt(new Date('2030-01-01T00:00:00Z'));
    await signUp(time.app, { email: 'a@example.com' });
    await signUp(time.app, { email: 'b@example.com' });
    time.advance(3 * HOUR_S * 1000);
    const fresh = await logIn(time.app, { email: 'a@example.com', password: GOOD_PASSWORD });
    expect(await time.app.sessions.purgeExpired()).toBe(2);
    expect((await getSelf(time.app, { cookie: sessionCookie(fresh) })).statusCode).toBe(200);
  });
});
