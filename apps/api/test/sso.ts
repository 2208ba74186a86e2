// Helpers for the SSO suites: Google, Apple and Facebook stand-ins (test/stand-ins/) with an app set up for them,
// the storefront's calls to the three login endpoints, tokens with sensible claims, and row counts that show
// nothing was written by a refused login.
import { APPLE_SERVICES_ID, type AppleCode, AppleStandIn, type TokenRequest } from '@larder/stand-ins/apple';
import { FacebookStandIn, type FacebookToken } from '@larder/stand-ins/facebook';
import type { Failure } from '@larder/stand-ins/failures';
import { GOOGLE_CLIENT_ID, GoogleStandIn } from '@larder/stand-ins/google';
import { startHttpServer } from '@larder/stand-ins/http-server';
import { count } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { JWTPayload } from 'jose';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Database } from '../src/db/database';
import { customers, sessions, ssoIdentities } from '../src/db/schema/index';
import { CLIENT_HEADERS, form } from './accounts';
import { createTestApp, type TestApp } from './test-app';

export const SSO_REFUSED = { detail: 'The login credentials could not be verified.', code: 'sso_invalid_credentials' };
export const SSO_UNAVAILABLE = {
  detail: 'The sign-in provider is temporarily unavailable.',
  code: 'sso_provider_unavailable',
};

/** A second Google client id the API accepts, besides the storefront's (GOOGLE_CLIENT_ID). */
const OTHER_GOOGLE_CLIENT_ID = 'other-client.apps.googleusercontent.com';

export type Endpoint = 'google-keys' | 'apple-keys' | 'apple-token' | 'graph';

/** Google, Apple and Facebook on one local server, and what the SSO suites read and steer of them. */
export interface ProviderStandIn {
  google: GoogleStandIn;
  apple: AppleStandIn;
  appleCodes: Map<string, AppleCode>;
  appleTokenRequests: TokenRequest[];
  facebookTokens: Map<string, FacebookToken>;
  graphRequests: URL[];
  /** Makes an endpoint fail (undefined: answer again). */
  fail(endpoint: Endpoint, failure: Failure | undefined): void;
  /** The environment that points the API at these stand-ins. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const google = await GoogleStandIn.create();
  const apple = await AppleStandIn.create();
  const facebook = new FacebookStandIn();
  const server = await startHttpServer(google, apple, facebook);
  return {
    google,
    apple,
    appleCodes: apple.codes,
    appleTokenRequests: apple.tokenRequests,
    facebookTokens: facebook.tokens,
    graphRequests: facebook.graphRequests,
    fail(endpoint, failure) {
      if (endpoint === 'google-keys') google.failures.set(endpoint, failure);
      else if (endpoint === 'graph') facebook.failures.set(endpoint, failure);
      else apple.failures.set(endpoint, failure);
    },
    env() {
      return {
        ...google.serverEnv(server.base),
        ...apple.serverEnv(server.base),
        ...facebook.serverEnv(server.base),
        GOOGLE_CLIENT_IDS: `${OTHER_GOOGLE_CLIENT_ID},${GOOGLE_CLIENT_ID}`,
        SSO_PROVIDER_TIMEOUT_MS: '500',
        SSO_RATE_LIMIT_PER_IP: '100000',
      };
    },
    close: () => server.close(),
  };
}

/** The stand-ins of the SSO suite running in this file (set by useSsoApp before its tests). */
export let providers: ProviderStandIn;
/** The app of the SSO suite running in this file, configured for `providers` (set by useSsoApp). */
export let subject: TestApp;

/**
 * The set-up of an SSO suite: before its tests the stand-ins start and an app is made for them (`providers` and
 * `subject` above; each test file has its own); after each test every endpoint answers again; after the suite both
 * close.
 */
export function useSsoApp(): void {
  beforeAll(async () => {
    providers = await startProviderStandIn();
    subject = await createTestApp({ env: providers.env() });
  });
  afterAll(async () => {
    await subject?.app.close();
    await providers?.close();
  });
  afterEach(() => {
    for (const endpoint of ['google-keys', 'apple-keys', 'apple-token', 'graph'] as const) {
      providers?.fail(endpoint, undefined);
    }
  });
}

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
