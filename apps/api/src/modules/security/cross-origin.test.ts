import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, form, signupFields } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

const SHOP = 'https://shop.larder.test';
const EVIL = 'https://evil.example';

describe('CORS and cross-site protection', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({
      env: {
        CORS_ORIGINS: `${SHOP},http://localhost:5173`,
        CORS_MAX_AGE_SECONDS: '600',
        SIGNUP_RATE_LIMIT_PER_IP: '1000',
      },
    });
  });
  afterAll(async () => {
    await subject.app.close();
  });

  const getConfigs = (origin?: string) =>
    subject.app.inject({
      method: 'GET',
      url: '/api/v2/dynamic_configs/?name=web.salad_shooter',
      headers: { ...CLIENT_HEADERS, ...(origin ? { origin } : {}) },
    });

  const postSignup = (headers: Record<string, string>, email = 'cors@example.com') =>
    subject.app.inject({
      method: 'POST',
      url: '/api/signup/',
      headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: form(signupFields({ email })),
    });

  it('echoes an allowed origin exactly, with credentials and Vary: Origin', async () => {
    const response = await getConfigs(SHOP);
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers.vary).toContain('Origin');
    expect(response.headers['access-control-expose-headers']).toContain('Retry-After');
  });

  it('sends no CORS headers to another origin, and never * or null', async () => {
    for (const origin of [EVIL, 'null', `${SHOP}.evil.example`, 'https://SHOP.larder.test', undefined]) {
      const response = await getConfigs(origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers.vary).toContain('Origin');
    }
  });

  it('keeps CORS headers on error answers so the storefront can read them', async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/customers/self/',
      headers: { ...CLIENT_HEADERS, origin: SHOP },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    const unauthenticated = await subject.app.inject({
      method: 'GET',
      url: '/api/v2/dynamic_configs/',
      headers: { origin: SHOP },
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('answers a preflight from an allowed origin with 204, the methods and headers, cached by Max-Age', async () => {
    const response = await subject.app.inject({
      method: 'OPTIONS',
      url: '/api/signup/',
      headers: {
        origin: SHOP,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, x-page-url',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    const allowedHeaders = String(response.headers['access-control-allow-headers']).split(', ');
    expect(allowedHeaders).toEqual(expect.arrayContaining(['Authorization', 'Content-Type', 'X-Page-Url']));
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers.vary).toContain('Origin');
  });

  it('refuses a preflight from any other origin with 403 and no CORS headers', async () => {
    for (const origin of [EVIL, 'null']) {
      const response = await subject.app.inject({
        method: 'OPTIONS',
        url: '/api/v2/customers/self/',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('refuses unsafe methods from a foreign Origin with 403, before anything happens', async () => {
    for (const origin of [EVIL, 'null', 'http://shop.larder.test']) {
      const response = await postSignup({ origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Cross-site request refused.', code: 'origin_not_allowed' });
    }
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await subject.app.inject({
        method,
        url: '/api/logout/',
        headers: { ...CLIENT_HEADERS, origin: EVIL },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('lets unsafe methods through from this site, an allowed origin, or without Origin', async () => {
    expect((await postSignup({ origin: 'http://localhost:80' }, 'same1@example.com')).statusCode).toBe(201);
    expect((await postSignup({ origin: 'http://localhost:8080' }, 'other-port@example.com')).statusCode).toBe(403);
    expect((await postSignup({ origin: 'http://localhost' }, 'same2@example.com')).statusCode).toBe(201);
    expect((await postSignup({ origin: SHOP }, 'allowed@example.com')).statusCode).toBe(201);
    expect((await postSignup({}, 'no-origin@example.com')).statusCode).toBe(201);
  });

  it('judges "this site" from X-Forwarded-Proto/Host only under TRUST_PROXY', async () => {
    const proxied = {
      origin: 'https://www.larder.test',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.larder.test',
    };
    expect((await postSignup(proxied, 'proxied1@example.com')).statusCode).toBe(403);
    const trusting = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const response = await trusting.app.inject({
        method: 'POST',
        url: '/api/signup/',
        headers: { ...CLIENT_HEADERS, 'content-type': 'application/x-www-form-urlencoded', ...proxied },
        payload: form(signupFields({ email: 'proxied2@example.com' })),
      });
      expect(response.statusCode).toBe(201);
    } finally {
      await trusting.app.close();
    }
  });
});
