import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app';
import { HttpError } from './errors';

const CLIENT = { authorization: 'Client larder-web' };

describe('error responses', () => {
  // One app for the file: no test here writes what another reads (the 503 test closes its own).
  let subject: TestApp;
  beforeAll(async () => {
    subject = await appWithRoutes();
  });
  afterAll(async () => {
    await subject.app.close();
  });

  function appWithRoutes(): Promise<TestApp> {
    return createTestApp({
      extend(app, database) {
        app.get('/api/boom/', async () => {
          throw new Error('secret internal detail');
        });
        app.get('/api/teapot/', async () => {
          throw new HttpError(418, 'teapot', 'I am a teapot.', { kettle: ['boiling'] });
        });
        app.get('/api/db/', async () => database.db.execute(sql`select 1`));
        app.post(
          '/api/strict/',
          { schema: { body: z.object({ detail: z.string(), code: z.string() }) } },
          async (request) => request.body,
        );
        app.post(
          '/api/echo/',
          { schema: { body: z.object({ name: z.string().min(1) }) } },
          async (request) => request.body,
        );
      },
    });
  }

  it('hides the message of an unexpected error behind a generic 500', async () => {
    const response = await subject.app.inject({ url: '/api/boom/', headers: CLIENT });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: 'Internal server error.', code: 'internal_error' });
    expect(response.body).not.toContain('secret');
  });

  it('sends an HttpError as {detail, code} with its extra fields', async () => {
    const response = await subject.app.inject({ url: '/api/teapot/', headers: CLIENT });
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ detail: 'I am a teapot.', code: 'teapot', kettle: ['boiling'] });
  });

  it('answers a schema violation with 400 naming the field', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/echo/',
      headers: CLIENT,
      payload: { name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid_request', name: [expect.any(String)] });
  });

  it('keeps its own code when the invalid fields are named detail and code; their message is the detail', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/strict/',
      headers: CLIENT,
      payload: { detail: 5, code: 6 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: expect.stringMatching(/expected string/),
      code: 'invalid_request',
    });
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/echo/',
      headers: { ...CLIENT, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });

  it('answers 503 when the database is gone', async () => {
    const gone = await appWithRoutes();
    await gone.database.close();
    const response = await gone.app.inject({ url: '/api/db/', headers: CLIENT });
    await gone.app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Service temporarily unavailable.', code: 'service_unavailable' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await subject.app.inject({ url: '/api/nothing-here/', headers: CLIENT });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
