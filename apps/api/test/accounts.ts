// Helpers for tests of the accounts API: the web client's headers, sign-up and login calls, session cookies.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../src/db/database';
import { customers } from '../src/db/schema/customers';

export const CLIENT_KEY = 'larder-web';
/** What the storefront sends on every call (docs/decisions/013-cross-site-client-keys-rate-limits.md). */
export const CLIENT_HEADERS = { authorization: `Client ${CLIENT_KEY}` } as const;

/** A password that passes the policy. */
export const GOOD_PASSWORD = 'correct horse battery staple';

export interface SignupFields {
  first_name?: string;
  last_name?: string;
  email?: string;
  password?: string;
  captcha_token?: string;
}

export function signupFields(overrides: SignupFields = {}): Record<string, string> {
  const fields = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    password: GOOD_PASSWORD,
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export interface CallOptions {
  headers?: Record<string, string>;
  cookie?: string;
  remoteAddress?: string;
}

function headersOf(options: CallOptions, extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...CLIENT_HEADERS,
    ...extra,
    ...(options.cookie ? { cookie: options.cookie } : {}),
    ...options.headers,
  };
}

/** POST /api/signup/ form-encoded, as the storefront sends it. */
export function signUp(
  app: FastifyInstance,
  overrides: SignupFields = {},
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/signup/',
    headers: headersOf(options, { 'content-type': 'application/x-www-form-urlencoded' }),
    payload: form(signupFields(overrides)),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function logIn(
  app: FastifyInstance,
  fields: { email: string; password: string; captcha_token?: string },
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: headersOf(options, { 'content-type': 'application/x-www-form-urlencoded' }),
    payload: form(fields),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

export function logOut(app: FastifyInstance, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/logout/', headers: headersOf(options) });
}

export function getSelf(app: FastifyInstance, options: CallOptions = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/v2/customers/self/', headers: headersOf(options) });
}

/** The `name=value` of the session cookie a response sets (for a later request's Cookie header). */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'sessionid' || entry.name === '__Host-sessionid');
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(response.headers['set-cookie'])}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Records the address as verified, as opening the emailed link does (tests of what verification allows). */
export async function markEmailVerified(database: Database, email: string): Promise<void> {
  await database.db
    .update(customers)
    .set({ emailVerifiedAt: new Date() })
    .where(sql`lower(${customers.email}) = lower(${email})`);
}
