import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('GET /api/health/', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
  });

  it('answers {"status":"ok"} with 200 when the database answers', async () => {
    subject = await createTestApp();
    const response = await subject.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":"ok"}');
    // Every answer names its request, for the logs.
    expect(response.headers['x-request-id']).toMatch(/\S/);
  });

  it('answers 503 when the database does not answer', async () => {
    subject = await createTestApp();
    await subject.database.close();
    const response = await subject.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable', code: 'database_unavailable' });
    expect(response.headers['x-request-id']).toMatch(/\S/);
  });

  it('names the request on an error answer too, one refused before any route', async () => {
    subject = await createTestApp();
    // No client key: refused by a hook as the request arrives.
    const response = await subject.app.inject({ method: 'GET', url: '/api/v2/customers/self/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toMatch(/\S/);
  });
});
