// Builds one migrated, seeded template database per test run; each test file then gets a cheap copy
// (a PGlite dump loaded in memory, or CREATE DATABASE ... TEMPLATE on a PostgreSQL server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, migratePgliteDatabase, openPostgresDatabase, wrapPglite } from '../src/db/database';
import { seedDatabase } from '../src/seed/seed';
import { createTestApp } from './test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplateName: string;
    /** Names of per-file database copies start with this, so teardown can drop any left behind. */
    postgresCopyPrefix: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const templateName = `larder_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database "${templateName}"`);
    const url = new URL(databaseUrl);
    url.pathname = `/${templateName}`;
    const template = await openPostgresDatabase(url.toString(), { poolMax: 2 });
    await seedDatabase(template.db);
    await startJobsOnce(template);
    await template.close();
    const copyPrefix = `larder_t_${process.pid}_`;
    project.provide('postgresTemplateName', templateName);
    project.provide('postgresCopyPrefix', copyPrefix);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      // Copies left by a crashed file are dropped with the template.
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${copyPrefix}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`drop database if exists "${templateName}" with (force)`);
      await admin.end();
    };
  }

  const pglite = await PGlite.create();
  const template = wrapPglite(pglite, () => pglite.close());
  await migratePgliteDatabase(template);
  await seedDatabase(template.db);
  await startJobsOnce(template);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-api-test-'));
  const templatePath = path.join(dir, 'template.tar');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', templatePath);
  project.provide('postgresTemplateName', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The job queue's own schema (pg-boss's tables and functions) and the app's queues, made once in the template as the
 * first API process makes them in production: each of the run's ~150 apps then starts on a database that has them,
 * instead of creating them again (half a second of a core each).
 */
async function startJobsOnce(template: Database): Promise<void> {
  const { app } = await createTestApp({ database: template });
  await app.close();
}
