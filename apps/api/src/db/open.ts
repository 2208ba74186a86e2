import type { Config } from '../config';
import { type Database, openPgliteDatabase, openPostgresDatabase } from './database';

/** The database the settings ask for: a PostgreSQL server when DATABASE_URL is set, embedded PGlite otherwise. */
export function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'DATA_DIR'>,
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgresDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX })
    : openPgliteDatabase(config.DATA_DIR);
}
