import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CLIENT_KEY_EXEMPT_PREFIXES, isClientKeyExempt } from './plugin';

describe('client keys on /api/', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({
      env: { CLIENT_KEYS: 'larder-web,larder-ios' },
      extend(app) {
        app.post('/api/collect/test/', async () => ({ collected: true }));
      },
    });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const get = (url: string, authorization?: string) =>
    subject.app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

  it('answers 401 {detail, code} without an Authorization header', async () => {
    const response = await get('/api/v2/dynamic_configs/');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    expect(response.headers['www-authenticate']).toBe('Client');
  });

  it.each([
    ['an unknown key', 'Client larder-android', 'invalid_client_key'],
    ['another scheme', 'Bearer larder-web', 'not_authenticated'],
    ['an empty key', 'Client ', 'not_authenticated'],
    ['a key with a suffix', 'Client larder-web-x', 'invalid_client_key'],
  ])('answers 401 for %s', async (_, authorization, code) => {
    const response = await get('/api/get_promo_data/?promo_code=FREE40', authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe(code);
  });

  it('lets every key of CLIENT_KEYS through, the scheme in any case', async () => {
    for (const authorization of ['Client larder-web', 'Client larder-ios', 'client larder-web']) {
      expect((await get('/api/v2/dynamic_configs/?name=web.salad_shooter', authorization)).statusCode).toBe(200);
    }
  });

  it('also guards unknown /api/ paths, so they reveal nothing', async () => {
    expect((await get('/api/v3/secret/')).statusCode).toBe(401);
    expect((await get('/api/v3/secret/', 'Client larder-web')).statusCode).toBe(404);
  });

  it('exempts health, the API description and telemetry collectors, with or without the trailing slash', async () => {
    expect((await get('/api/health/')).statusCode).toBe(200);
    expect((await get('/api/health')).statusCode).toBe(200);
    expect((await get('/api/docs/')).statusCode).toBe(200);
    const collected = await subject.app.inject({ method: 'POST', url: '/api/collect/test/' });
    expect(collected.statusCode).toBe(200);
  });

  it('keeps the exemption list explicit and slash-terminated', () => {
    expect(CLIENT_KEY_EXEMPT_PREFIXES).toEqual([
      '/api/health/',
      '/api/docs/',
      '/api/collect/',
      '/api/v2/pictures/',
      '/api/webhooks/',
      '/api/csp-reports/',
    ]);
    expect(isClientKeyExempt('/api/webhooks/stripe/')).toBe(true);
    expect(isClientKeyExempt('/api/csp-reports/')).toBe(true);
    expect(isClientKeyExempt('/api/healthz/')).toBe(false);
    expect(isClientKeyExempt('/api/collect')).toBe(true);
    expect(isClientKeyExempt('/api/collector/')).toBe(false);
  });

  it('does not ask web pages for a key', async () => {
    expect((await get('/signup/')).statusCode).toBe(404);
  });
});
