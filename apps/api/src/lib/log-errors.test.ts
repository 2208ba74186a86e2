// Issue 18, finding 7: a failed query's values never reach the logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { serverOptions } from '../app';
import { loadConfig } from '../config';
import { customers } from '../db/schema/customers';
import { errorWithoutQueryValues } from './log-errors';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(async () => {
  await subject?.app.close();
});

const SECRET_EMAIL = 'secret.person@example.com';
const SECRET_HASH = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0$aGFzaA';

async function failedQuery(): Promise<Error> {
  const values = { email: SECRET_EMAIL, firstName: 'S', lastName: 'P', passwordHash: SECRET_HASH };
  await subject.database.db.insert(customers).values(values);
  try {
    // The same address again: a unique violation whose error holds both values.
    await subject.database.db.insert(customers).values({ ...values, email: SECRET_EMAIL.toUpperCase() });
  } catch (error) {
    return error as Error;
  }
  throw new Error('the second insert did not fail');
}

describe('errorWithoutQueryValues', () => {
  it('keeps what identifies a failed query and drops every value of it', async () => {
    const error = await failedQuery();
    // What a plain serializer would log: the values are there.
    expect(JSON.stringify({ message: error.message, params: (error as { params?: unknown }).params })).toContain(
      SECRET_HASH,
    );
    const serialized = errorWithoutQueryValues(error);
    const logged = JSON.stringify(serialized);
    expect(logged.toLowerCase()).not.toContain(SECRET_EMAIL);
    expect(logged).not.toContain(SECRET_HASH);
    expect(serialized.query).toMatch(/^insert into "customers"/);
    expect(serialized.database).toMatchObject({ code: '23505' });
  });

  it("is the API logger's error serializer", () => {
    const options = serverOptions(loadConfig({}));
    const logger = options.logger as { serializers?: { err?: unknown } };
    expect(logger.serializers?.err).toBe(errorWithoutQueryValues);
  });

  it('leaves other errors as pino serializes them', () => {
    const logged = errorWithoutQueryValues(new Error('plain failure'));
    expect(logged).toMatchObject({ type: 'Error', message: 'plain failure' });
  });
});
