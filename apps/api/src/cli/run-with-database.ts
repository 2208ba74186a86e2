// How every operator command runs (entry points in src/cli/, commands in their modules): the settings, the database
// (seeded first when empty, like the server), one-line errors and the exit code. In src/cli, above the seed and the
// modules: src/lib imports neither (docs/decisions/002-layout.md).
import { type Config, ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { DataDirInUseError } from '../db/pglite-data-dir';
import { CliError, type Command, processIo } from '../lib/cli';
import { seedIfEmpty } from '../seed/seed';

/** What a command says when the server holds the embedded database (docs/decisions/200-operators.md). */
export const SERVER_RUNNING_MESSAGE =
  'The server is running on the embedded database: while it runs, use the operator console at /admin/ (or stop the server, or set DATABASE_URL)';

/** Runs a command against the database the settings name; sets process.exitCode to 1 on failure. */
export async function runWithDatabase(
  command: (...args: [...Parameters<Command>, config: Config]) => Promise<void>,
  args: string[],
  usage: string,
): Promise<void> {
  const io = processIo;
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help' || args[0] === '-h') {
    io.out(usage);
    return;
  }
  try {
    const config = loadConfig();
    const database = await openDatabase(config);
    try {
      // Like the server: a database seen for the first time gets its defaults before anything is read.
      await seedIfEmpty(database.db);
      await command(args, database.db, io, config);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      // One line (issue 28): on the embedded database the running server holds the folder, and the console is the
      // way to make the change then; on a server database (DATABASE_URL) the commands keep working beside it.
      io.err(`${SERVER_RUNNING_MESSAGE} (${error.message})`);
    } else if (error instanceof ConfigError || error instanceof CliError) {
      io.err(error.message);
    } else {
      io.err(`error: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
    process.exitCode = 1;
  }
}
