// `npm run db:seed`: applies migrations and inserts every missing seed row. Safe to run any number of times.
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { seedDatabase } from '../seed/seed';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await seedDatabase(database.db);
    process.stdout.write(`seeded the ${database.kind} database\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError || error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
