// A fresh, migrated and seeded database for one test file, copied from the run's template (see global-setup.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgresDatabase } from '../src/db/database';
import { PglitePool } from './pglite-pool';

/** The template's databases, one pool per worker (the API project shares one module graph per worker). */
let pglitePool: { path: string; pool: PglitePool } | undefined;

export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const templatePath = inject('pgliteTemplatePath');
    if (pglitePool?.path !== templatePath) {
      pglitePool = { path: templatePath, pool: new PglitePool(new Blob([fs.readFileSync(templatePath)])) };
    }
    return pglitePool.pool.open();
  }
  const name = `${inject('postgresCopyPrefix')}${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplateName')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { poolMax: 5, migrate: false });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).finally(() => dropper.end());
    },
  };
}
