// The SSO settings: off by default, each provider on with its settings, and a half-configured provider stops the
// process at start with one line naming what is missing.
import { exportPKCS8, generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

let applePrivateKey: string;

beforeAll(async () => {
  applePrivateKey = await exportPKCS8((await generateKeyPair('ES256', { extractable: true })).privateKey);
});

const apple = () => ({
  APPLE_SERVICES_ID: 'com.larder.web',
  APPLE_TEAM_ID: 'TEAM123456',
  APPLE_KEY_ID: 'KEY1234567',
  APPLE_PRIVATE_KEY: applePrivateKey,
});

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).not.toContain('\n');
    return (error as Error).message;
  }
  throw new Error('accepted');
}

describe('SSO settings', () => {
  it('has every provider off by default and the real endpoints as URL defaults', () => {
    expect(loadConfig({})).toMatchObject({
      GOOGLE_CLIENT_IDS: [],
      GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
      APPLE_JWKS_URL: 'https://appleid.apple.com/auth/keys',
      APPLE_TOKEN_URL: 'https://appleid.apple.com/auth/token',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com',
      SSO_PROVIDER_TIMEOUT_MS: 5000,
      SSO_RATE_LIMIT_PER_IP: 60,
    });
    const config = loadConfig({});
    expect(config.APPLE_SERVICES_ID).toBeUndefined();
    expect(config.FACEBOOK_APP_ID).toBeUndefined();
  });

  it('reads a comma list of Google client ids', () => {
    expect(loadConfig({ GOOGLE_CLIENT_IDS: ' a.apps.googleusercontent.com, b ' }).GOOGLE_CLIENT_IDS).toEqual([
      'a.apps.googleusercontent.com',
      'b',
    ]);
  });

  it('accepts a complete Apple configuration, also with the key on one line (\\n escapes)', () => {
    expect(loadConfig(apple()).APPLE_PRIVATE_KEY).toContain('BEGIN PRIVATE KEY');
    const oneLine = applePrivateKey.trim().replaceAll('\n', '\\n');
    expect(loadConfig({ ...apple(), APPLE_PRIVATE_KEY: oneLine }).APPLE_PRIVATE_KEY).toBe(applePrivateKey.trim());
  });

  it.each([
    ['APPLE_TEAM_ID', { APPLE_TEAM_ID: '' }],
    ['APPLE_KEY_ID', { APPLE_KEY_ID: undefined }],
    ['APPLE_PRIVATE_KEY', { APPLE_PRIVATE_KEY: undefined }],
    ['APPLE_SERVICES_ID', { APPLE_SERVICES_ID: undefined }],
  ])('refuses an Apple configuration without %s', (name, change) => {
    expect(refusal({ ...apple(), ...change })).toBe(`Invalid environment variable ${name}: is required`);
  });

  it('refuses a private key that is not an Apple (P-256) key, without echoing it', async () => {
    const rsa = await exportPKCS8((await generateKeyPair('RS256', { extractable: true })).privateKey);
    for (const key of [rsa, 'not a key']) {
      const message = refusal({ ...apple(), APPLE_PRIVATE_KEY: key });
      expect(message).toMatch(/^Invalid environment variable APPLE_PRIVATE_KEY: /);
      expect(message).not.toContain(key.slice(0, 20));
    }
  });

  it('refuses Facebook with only one of app id and secret', () => {
    expect(refusal({ FACEBOOK_APP_ID: '123' })).toBe('Invalid environment variable FACEBOOK_APP_SECRET: is required');
    expect(refusal({ FACEBOOK_APP_SECRET: 'secret123' })).toBe(
      'Invalid environment variable FACEBOOK_APP_ID: is required',
    );
  });

  it.each([
    ['GOOGLE_JWKS_URL', 'file:///etc/passwd'],
    ['APPLE_TOKEN_URL', 'not a url'],
    ['FACEBOOK_APP_ID', 'abc'],
    ['APPLE_TEAM_ID', 'lowercase1'],
    ['SSO_PROVIDER_TIMEOUT_MS', '10'],
  ])('refuses %s=%s', (name, value) => {
    expect(refusal({ [name]: value })).toMatch(new RegExp(`^Invalid environment variable ${name}: `));
  });
});
