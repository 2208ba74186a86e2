// The set-up of suites that read email: the SMTP stand-in (test/stand-ins/smtp.ts) and an app whose SMTP_URL
// points at it, with short retry delays, started before the file's tests and closed after them (useMailApp).
import { SmtpStandIn } from '@larder/stand-ins/smtp';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app';

export const SITE_ORIGIN = 'https://shop.larder.test';

export interface MailSuite {
  smtp: SmtpStandIn;
  app: TestApp['app'];
  database: TestApp['database'];
}

/** The environment of an app that sends through `smtp`. */
export function mailEnv(smtp: SmtpStandIn): Record<string, string> {
  return {
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Larder <hello@larder.test>',
    PUBLIC_SITE_ORIGIN: SITE_ORIGIN,
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_RETRY_LIMIT: '5',
  };
}

export function useMailApp(options: TestAppOptions = {}): MailSuite {
  const suite = {} as MailSuite;
  beforeAll(async () => {
    suite.smtp = new SmtpStandIn();
    await suite.smtp.start();
    const { app, database } = await createTestApp({ ...options, env: { ...mailEnv(suite.smtp), ...options.env } });
    suite.app = app;
    suite.database = database;
  });
  afterAll(async () => {
    await suite.app?.close();
    await suite.smtp?.stop();
  });
  return suite;
}

/** Polls until `check` holds (the worker runs in the background), failing after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
