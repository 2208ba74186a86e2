// One interface over the two ways we run PostgreSQL: embedded PGlite (default, a data folder) and a real server
// reached through a connection pool (DATABASE_URL). Same schema, same migrations, same queries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openPgliteDataDir } from './pglite-data-dir';
import * as accountTokensTables from './schema/account-tokens';
import * as appMetaTables from './schema/app-meta';
import * as catalogueTables from './schema/catalogue';
import * as customersTables from './schema/customers';
import * as dynamicConfigsTables from './schema/dynamic-configs';
import * as emailOutboxTables from './schema/email-outbox';
import * as experimentsTables from './schema/experiments';
import * as operatorsTables from './schema/operators';
import * as planTables from './schema/plan';
import * as preferencesTables from './schema/preferences';
import * as promoCodesTables from './schema/promo-codes';
import * as rateLimitsTables from './schema/rate-limits';
import * as ratingsTables from './schema/ratings';
import * as sessionsTables from './schema/sessions';
import * as ssoTables from './schema/sso';
import * as taxonomyTables from './schema/taxonomy';
import * as telemetryTables from './schema/telemetry';

/** Every table, one file per resource under schema/ (drizzle-kit reads the same files). */
const schema = {
  ...accountTokensTables,
  ...appMetaTables,
  ...catalogueTables,
  ...customersTables,
  ...dynamicConfigsTables,
  ...emailOutboxTables,
  ...experimentsTables,
  ...operatorsTables,
  ...planTables,
  ...preferencesTables,
  ...promoCodesTables,
  ...ratingsTables,
  ...rateLimitsTables,
  ...sessionsTables,
  ...ssoTables,
  ...taxonomyTables,
  ...telemetryTables,
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Typed as the node-postgres flavour for both drivers: the query builder is identical, and raw `execute()`
// results of both carry `rows`, which is all our code reads from them.
export type Db = Omit<NodePgDatabase<typeof schema>, '$client'>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (the job queue, src/jobs/). With values: one statement,
   * parameters $1…; without: a script of several statements, and the last one's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

/** Any transaction handle or the database itself: repositories take either. */
export type DbOrTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

// A constant key so concurrent API processes starting together apply migrations one at a time.
const MIGRATION_LOCK_KEY = 7_412_301;

export function wrapPglite(pglite: PGlite, release: () => Promise<void>): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async ping() {
      await pglite.query('select 1');
    },
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
    close: release,
  };
}

/** Applies the committed migrations to an embedded database (PostgreSQL servers: see migrateWithLock). */
export async function migratePgliteDatabase(database: Database): Promise<void> {
  await migratePglite(database.db as never, { migrationsFolder });
}

/** Opens PGlite in a folder (crash-safe, one process at a time) and applies the migrations. */
export async function openPgliteDatabase(dataDir: string): Promise<Database> {
  const opened = await openPgliteDataDir(dataDir);
  const database = wrapPglite(opened.pglite, opened.release);
  try {
    await migratePgliteDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function openPostgresDatabase(
  connectionString: string,
  options: { poolMax: number; migrate?: boolean },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.poolMax, connectionTimeoutMillis: 5000 });
  // An idle client that loses its connection emits 'error' on the pool; without a listener it would crash the process.
  pool.on('error', () => {});
  const database: Database = {
    kind: 'postgres',
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    async ping() {
      await pool.query('select 1');
    },
    async executeSql(text, values) {
      return pool.query(text, values && values.length > 0 ? values : undefined);
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
  if (options.migrate !== false) {
    try {
      await migrateWithLock(connectionString, database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return database;
}

// The lock is held on its own connection so the pool (which may have a single connection) stays free for
// the migrator; the lock ends with that connection even if this process dies.
async function migrateWithLock(connectionString: string, database: Database): Promise<void> {
  const lockClient = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    await lockClient.end().catch(() => {});
  }
}
