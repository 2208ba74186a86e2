// The journeys' data folder, made once per run in one process (docs/decisions/181-faults-load-and-sweeps.md,
// "The journeys' data, once"): the operators' own commands (`npm run config`, `npm run operators`, `npm run promo`,
// the same functions their entry points in src/cli run) on one embedded database, seeded first as the server would.
// Each command used to be a process of its own (eight per lane, each loading the database again).
//
//   node --import tsx apps/api/test/journey-data.ts PLAN.json
//
// PLAN.json: { "template", "data", "password", "before": [[command, ...args]], "after": [[command, ...args]] }, where
// template and data are each { "folder": DATA_DIR } or { "database": DATABASE_URL } (a database not made yet, on a
// PostgreSQL server). `before` runs on the template, which is then copied to data; `after` runs on data alone.
import fs from 'node:fs';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { type Command, processIo } from '../src/lib/cli';
import { LEAST_HASH_MEMORY_KIB, PasswordHasher } from '../src/modules/accounts/password-hashing';
import { runConfigCommand } from '../src/modules/configs/cli';
import { runOperatorsCommand } from '../src/modules/operators/cli';
import { runPromoCommand } from '../src/modules/promos/cli';
import { seedIfEmpty } from '../src/seed/seed';

type Store = { folder: string } | { database: string };

interface Plan {
  template: Store;
  data: Store;
  /** The PostgreSQL server (a URL to any database on it) the databases are made on. */
  server?: string;
  password: string;
  before: string[][];
  after: string[][];
}

const plan = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Plan;

const commands: Record<string, Command> = {
  config: runConfigCommand,
  // The operators' hashes at the journeys' servers' cost (e2e/support/server.ts).
  operators: (args, db, io) =>
    runOperatorsCommand(args, db, io, {
      readPassword: async () => plan.password,
      passwords: new PasswordHasher(LEAST_HASH_MEMORY_KIB),
    }),
  promo: runPromoCommand,
};

/** Runs a statement on the PostgreSQL server, connected to the database the plan's `server` names. */
async function onServer(statement: string): Promise<void> {
  if (!plan.server) throw new Error("journey data: databases need the plan's server");
  const client = new pg.Client({ connectionString: plan.server });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const nameOf = (url: string) => pg.escapeIdentifier(decodeURIComponent(new URL(url).pathname.slice(1)));

async function run(store: Store, steps: string[][]): Promise<void> {
  const settings = 'folder' in store ? { DATA_DIR: store.folder, DATABASE_URL: '' } : { DATABASE_URL: store.database };
  const database = await openDatabase(loadConfig({ ...process.env, ...settings }));
  try {
    await seedIfEmpty(database.db);
    for (const [name = '', ...args] of steps) {
      const command = commands[name];
      if (!command) throw new Error(`journey data: no command ${name}`);
      await command(args, database.db, processIo);
      if (process.exitCode) throw new Error(`journey data: ${name} ${args.join(' ')} failed`);
    }
  } finally {
    await database.close();
  }
}

if ('database' in plan.template) await onServer(`create database ${nameOf(plan.template.database)}`);
await run(plan.template, plan.before);
if ('folder' in plan.template && 'folder' in plan.data) {
  fs.cpSync(plan.template.folder, plan.data.folder, { recursive: true });
} else if ('database' in plan.template && 'database' in plan.data) {
  await onServer(`create database ${nameOf(plan.data.database)} template ${nameOf(plan.template.database)}`);
} else {
  throw new Error('journey data: the template and the data must be kept alike');
}
await run(plan.data, plan.after);
