// The API built in-process for tests (Fastify inject), on a fresh database copied from the template.
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/database';
import { LEAST_HASH_MEMORY_KIB } from '../src/modules/accounts/password-hashing';
import { createTestDatabase } from './test-database';

export const TEST_ENV: NodeJS.ProcessEnv = {
  LOG_LEVEL: 'silent',
  SERVE_WEB: 'false',
  // Without SMTP_URL, mail is stored as files: in the system's temporary folder, never in the repository.
  MAIL_DIR: path.join(os.tmpdir(), `larder-test-mail-${process.pid}`),
  // A look for due jobs every 0.1 s (one query for every queue, jobs/queue.ts): a test waiting on an email or a
  // rebuild waits a twentieth of a second a job, not a quarter (4 % of a core an idle app, against 0.7 % at 0.5 s).
  JOBS_POLL_INTERVAL_SECONDS: '0.1',
  // In-process suites run passes themselves (runDue); the schedules are still written, only not watched.
  JOBS_CRON: 'false',
  // Password hashes at 1 MiB, a fortieth of the production cost (modules/accounts/password-hashing.ts); the accounts
  // suites check the default's hash and a rehash to it with their own setting.
  PASSWORD_HASH_MEMORY_KIB: String(LEAST_HASH_MEMORY_KIB),
};

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

export interface TestAppOptions {
  /** Settings as environment strings, validated exactly as in production. */
  env?: NodeJS.ProcessEnv;
  /**
   * Another app's database, shared (two API processes on one database): this app never closes it, so closing it
   * first stops only its own job queue, and the owner's close ends the database after (closing the database under
   * the owner's running queue left work that failed unhandled after the file).
   */
  database?: Database;
  /** Registers extra routes (test-only probes) before the app is ready. */
  extend?: (app: FastifyInstance, database: Database) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const database = options.database ? { ...options.database, close: async () => {} } : await createTestDatabase();
  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { config, database });
  options.extend?.(fastify, database);
  await fastify.ready();
  return { app: fastify, database };
}
