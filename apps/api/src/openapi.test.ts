import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

describe('GET /api/docs/ for the accounts and platform API', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  it('describes every route with schemas generated from the contracts', async () => {
    const response = await subject.app.inject({ url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    const signup = paths['/api/signup/'].post;
    expect(Object.keys(signup.requestBody.content)).toContain('application/x-www-form-urlencoded');
    const signupSchema = signup.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(signupSchema.required).toEqual(expect.arrayContaining(['first_name', 'last_name', 'email', 'password']));
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '400', '409', '429', '503']));
    expect(signup.responses['201'].content['application/json'].schema.properties).toHaveProperty('did_checkout');
    expect(paths['/api/login/'].post).toBeDefined();
    expect(paths['/api/logout/'].post).toBeDefined();
    expect(paths['/api/v2/customers/self/'].get.responses).toHaveProperty('403');
    const configs = paths['/api/v2/dynamic_configs/'].get;
    expect(configs.parameters.map((parameter: { name: string }) => parameter.name).sort()).toEqual([
      'limit',
      'name',
      'name__in',
      'offset',
    ]);
    const promo = paths['/api/get_promo_data/'].get;
    expect(Object.keys(promo.responses['200'].content['application/json'].schema.properties).sort()).toEqual([
      'amount_off_cents',
      'deliveries',
      'discount_effect',
      'expires_at',
      'is_gift_card',
      'max_discount_cents',
      'percent_off',
      'promo_code',
      'terms',
    ]);
  });
});

describe('GET /api/docs/ with API_DOCS=false (issue 29: production does not publish the document)', () => {
  it('answers 404', async () => {
    const subject = await createTestApp({ env: { API_DOCS: 'false' } });
    try {
      expect((await subject.app.inject({ url: '/api/docs/' })).statusCode).toBe(404);
      expect((await subject.app.inject({ url: '/api/health/' })).statusCode).toBe(200);
    } finally {
      await subject.app.close();
    }
  });
});
