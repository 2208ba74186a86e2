import { afterEach, describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, getSelf, logIn, signUp } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the accounts API while the database is down', () => {
  let subject: TestApp | undefined;
  afterEach(async () => {
    await subject?.app.close();
  });

  it('answers 503 {detail, code} to every call that needs it, with no internals', async () => {
    subject = await createTestApp();
    await subject.database.close();
    const responses = [
      await signUp(subject.app),
      await logIn(subject.app, { email: 'ada@example.com', password: 'whatever it is' }),
      await getSelf(subject.app, { cookie: `sessionid=${'a'.repeat(43)}` }),
      await subject.app.inject({ url: '/api/v2/dynamic_configs/', headers: CLIENT_HEADERS }),
      await subject.app.inject({ url: '/api/get_promo_data/?promo_code=FREE40', headers: CLIENT_HEADERS }),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ detail: 'Service temporarily unavailable.', code: 'service_unavailable' });
    }
    // Without a session cookie nothing needs the database: anonymous is still anonymous.
    expect((await getSelf(subject.app)).statusCode).toBe(403);
  });
});
