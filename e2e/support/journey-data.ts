// The journeys' data (docs/decisions/181-faults-load-and-sweeps.md, "The journeys' data, once"): migrated and
// seeded, with roomy boxes and the console's operators (the template, what a journey's own server starts from:
// `seededStore`), then the public offer (the run's server's). Made by one process running the operators' own
// commands (apps/api/test/journey-data.ts), once per run: `npm run test:e2e:lanes` makes it for both lanes and hands
// it to them as E2E_JOURNEY_DATA, which each lane copies.
//
// Where it is kept: embedded folders (DATA_DIR), the default; or, with E2E_DATABASE_URL naming a PostgreSQL server
// (CI sets it when one answers), databases on that server (DATABASE_URL), copied with CREATE DATABASE … TEMPLATE
// ("The journeys on the PostgreSQL server" in the same decision).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ROOMY_BOX_STEPS } from './box-capacity';
import { PUBLIC_OFFER_STEPS } from './offers';
import { OPERATOR_PASSWORD, OPERATOR_STEPS } from './operators';

/** Where a server's data is: an embedded folder or a database on a PostgreSQL server (its URL). */
export type Store = { folder: string } | { database: string };

export interface JourneyData {
  /** The run's server's: the template's data and the public offer. */
  data: Store;
  /** Migrated and seeded, roomy boxes, the operators; no public offer, never opened by a server. */
  template: Store;
}

/** The server's setting for a store. */
export function storeEnv(store: Store): Record<string, string> {
  return 'folder' in store ? { DATA_DIR: store.folder } : { DATABASE_URL: store.database };
}

/** The descriptor makeJourneyData leaves in its folder (what E2E_JOURNEY_DATA names). */
const DESCRIPTOR = 'journey-data.json';

/** E2E_DATABASE_URL: a PostgreSQL server (any database on it) the journeys keep their data on; unset: folders. */
function serverUrl(): string | undefined {
  return process.env.E2E_DATABASE_URL || undefined;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

/** A database name no other run uses: `prefix` and random letters. */
export function newDatabaseName(prefix: string): string {
  return `${prefix}${crypto.randomBytes(5).toString('hex')}`;
}

/**
 * Runs `work` with a connection to E2E_DATABASE_URL's own database: never to a template being copied, which a
 * connection would hold (CREATE DATABASE … TEMPLATE refuses a source anyone else is connected to, as a second lane
 * copying the same template would be).
 */
async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = serverUrl();
  if (!server) throw new Error('E2E_DATABASE_URL is not set');
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Makes the journeys' data under `folder` (which must not hold it yet), or on E2E_DATABASE_URL's server in databases
 * named from `prefix`, and leaves its descriptor in `folder`.
 */
export function makeJourneyData(root: string, folder: string, prefix: string): JourneyData {
  const server = serverUrl();
  const data: JourneyData = server
    ? {
        data: { database: databaseUrl(server, newDatabaseName(`${prefix}data_`)) },
        template: { database: databaseUrl(server, newDatabaseName(`${prefix}template_`)) },
      }
    : { data: { folder: path.join(folder, 'data') }, template: { folder: path.join(folder, 'data-template') } };
  const planFile = path.join(folder, 'journey-plan.json');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(
    planFile,
    JSON.stringify({
      ...data,
      server,
      password: OPERATOR_PASSWORD,
      before: [...ROOMY_BOX_STEPS, ...OPERATOR_STEPS],
      after: PUBLIC_OFFER_STEPS,
    }),
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/test/journey-data.ts', planFile], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  fs.rmSync(planFile, { force: true });
  if (run.status !== 0)
    throw new Error(`the journeys' data failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  fs.writeFileSync(path.join(folder, DESCRIPTOR), JSON.stringify(data));
  return data;
}

/** A copy of `store`: into `folder` for a folder; a new database named from `prefix` for a database. */
export async function copyStore(store: Store, folder: string, prefix: string): Promise<Store> {
  if ('folder' in store) {
    fs.cpSync(store.folder, folder, { recursive: true });
    return { folder };
  }
  const name = newDatabaseName(prefix);
  const source = databaseName(store.database);
  await onServer((client) =>
    client.query(`create database ${pg.escapeIdentifier(name)} template ${pg.escapeIdentifier(source)}`),
  );
  return { database: databaseUrl(store.database, name) };
}

/** Copies the data made by makeJourneyData in `from` (E2E_JOURNEY_DATA) under `folder`, or beside it on the server. */
export async function copyJourneyData(from: string, folder: string, prefix: string): Promise<JourneyData> {
  const source = JSON.parse(fs.readFileSync(path.join(from, DESCRIPTOR), 'utf8')) as JourneyData;
  return {
    data: await copyStore(source.data, path.join(folder, 'data'), `${prefix}data_`),
    template: await copyStore(source.template, path.join(folder, 'data-template'), `${prefix}template_`),
  };
}

/** Drops every database on the journeys' server whose name starts with `prefix` (a run's, when it ends). */
export async function dropDatabases(prefix: string): Promise<void> {
  if (!serverUrl()) return;
  await onServer(async (client) => {
    const { rows } = await client.query<{ name: string }>(
      'select datname as name from pg_database where starts_with(datname, $1)',
      [prefix],
    );
    for (const { name } of rows)
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
  });
}

// `node --import tsx e2e/support/journey-data.ts make FOLDER PREFIX`: what `npm run test:e2e:lanes` runs once for
// both lanes; `… drop PREFIX`: what it runs at the end (databases on E2E_DATABASE_URL's server, when it is set).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'drop' && args[0]) await dropDatabases(args[0]);
  else if (command === 'make' && args[0] && args[1])
    makeJourneyData(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
      path.resolve(args[0]),
      args[1],
    );
  else throw new Error('usage: journey-data.ts make FOLDER PREFIX | drop PREFIX');
}
