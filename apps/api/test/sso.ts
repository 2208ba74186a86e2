// Helpers for the SSO suites: the storefront's calls to the three login endpoints, tokens with sensible claims,
// and row counts that show nothing was written by a refused login. The suites' set-up is in sso-suite.ts.
import { APPLE_SERVICES_ID } from '@larder/stand-ins/apple';
import { GOOGLE_CLIENT_ID } from '@larder/stand-ins/google';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { JWTPayload } from 'jose';
import type { Database } from '../src/db/database';
import { customers } from '../src/db/schema/customers';
import { sessions } from '../src/db/schema/sessions';
import { ssoIdentities } from '../src/db/schema/sso';
import { CLIENT_HEADERS, form } from './accounts';

export const SSO_REFUSED = { detail: 'The login credentials could not be verified.', code: 'sso_invalid_credentials' };
export const SSO_UNAVAILABLE = {
  detail: 'The sign-in provider is temporarily unavailable.',
  code: 'sso_provider_unavailable',
};

const nowSeconds = () => Math.floor(Date.now() / 1000);

export function googleClaims(overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://accounts.google.com',
    aud: GOOGLE_CLIENT_ID,
    azp: GOOGLE_CLIENT_ID,
    sub: '110169484474386276334',
    email: 'ada@gmail.com',
    email_verified: true,
    given_name: 'Ada',
    family_name: 'Lovelace',
    iat: nowSeconds(),
    exp: nowSeconds() + 3600,
    ...overrides,
  };
}

export function appleClaims(nonce: string, overrides: JWTPayload = {}): JWTPayload {
  return {
    iss: 'https://appleid.apple.com',
    aud: APPLE_SERVICES_ID,
    sub: '001234.abcdef0123456789.1234',
    email: 'ada@privaterelay.appleid.com',
    email_verified: 'true',
    is_private_email: 'true',
    nonce,
    nonce_supported: true,
    auth_time: nowSeconds(),
    iat: nowSeconds(),
    exp: nowSeconds() + 600,
    ...overrides,
  };
}

export function googleLogin(
  app: FastifyInstance,
  body: unknown,
  options: { cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/google_login/',
    headers: {
      ...CLIENT_HEADERS,
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

export async function appleState(app: FastifyInstance, cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/apple_login/state/',
    headers: { ...CLIENT_HEADERS, ...(cookie ? { cookie } : {}) },
  });
  const binding = response.cookies.find((entry) => entry.name === 'apple_login_binding');
  return {
    response,
    state: response.json().state as string,
    nonce: response.json().nonce as string,
    cookie: binding ? `${binding.name}=${binding.value}` : (cookie ?? ''),
  };
}

export function appleLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  cookie: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/apple_login/',
    headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: form(fields),
  });
}

export function facebookLogin(
  app: FastifyInstance,
  fields: Record<string, string>,
  options: { cookie?: string } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/facebook_login/',
    headers: {
      ...CLIENT_HEADERS,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: form(fields),
  });
}

/** Accounts, identities and sessions in the database: a refused login changes none of them. */
export async function rowCounts(database: Database) {
  const [c] = await database.db.select({ n: count() }).from(customers);
  const [i] = await database.db.select({ n: count() }).from(ssoIdentities);
  const [s] = await database.db.select({ n: count() }).from(sessions);
  return { customers: c?.n ?? 0, identities: i?.n ?? 0, sessions: s?.n ?? 0 };
}

/** The same database for a second app in one test file; closing that app leaves the database open. */
export function sharedDatabase(database: Database): Database {
  return { ...database, close: async () => {} };
}
