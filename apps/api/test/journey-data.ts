// The journeys' data folder, made once per run in one process (docs/decisions/181-faults-load-and-sweeps.md,
// "The journeys' data, once"): the operators' own commands (`npm run config`, `npm run operators`, `npm run promo`,
// the same functions their entry points in src/cli run) on one embedded database, seeded first as the server would.
// Each command used to be a process of its own (eight per lane, each loading the database again).
//
//   node --import tsx apps/api/test/journey-data.ts PLAN.json
//
// PLAN.json: { "dataDir", "templateDir", "password", "before": [[command, ...args]], "after": [[command, ...args]] }.
// `before` runs on dataDir, which is then copied to templateDir; `after` runs on dataDir alone.
import fs from 'node:fs';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/open';
import { type Command, processIo } from '../src/lib/cli';
import { runConfigCommand } from '../src/modules/configs/cli';
import { runOperatorsCommand } from '../src/modules/operators/cli';
import { runPromoCommand } from '../src/modules/promos/cli';
import { seedIfEmpty } from '../src/seed/seed';

interface Plan {
  dataDir: string;
  templateDir: string;
  password: string;
  before: string[][];
  after: string[][];
}

const plan = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as Plan;

const commands: Record<string, Command> = {
  config: runConfigCommand,
  operators: (args, db, io) => runOperatorsCommand(args, db, io, { readPassword: async () => plan.password }),
  promo: runPromoCommand,
};

async function run(steps: string[][]): Promise<void> {
  const database = await openDatabase(loadConfig({ ...process.env, DATA_DIR: plan.dataDir, DATABASE_URL: '' }));
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

await run(plan.before);
fs.cpSync(plan.dataDir, plan.templateDir, { recursive: true });
await run(plan.after);
