// The set-up of an SSO suite: Google, Apple and Facebook stand-ins (test/stand-ins/) on one local server, and an
// app configured for them, started before the file's tests and closed after them (useSsoApp).
import { type AppleCode, AppleStandIn, type TokenRequest } from '@larder/stand-ins/apple';
import { FacebookStandIn, type FacebookToken } from '@larder/stand-ins/facebook';
import type { Failure } from '@larder/stand-ins/failures';
import { GOOGLE_CLIENT_ID, GoogleStandIn } from '@larder/stand-ins/google';
import { startHttpServer } from '@larder/stand-ins/http-server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

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
        SSO_PROVIDER_TIMEOUT_MS: '2000',
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
