// Shared frame of the operator commands (entry points in src/cli/, commands in their modules): settings, database,
// one-line errors, exit code.
import { ConfigError, loadConfig } from '../config';
import type { Db } from '../db/database';
import { openDatabase } from '../db/open';
import { DataDirInUseError } from '../db/pglite-data-dir';
import { seedIfEmpty } from '../seed/seed';
import { terminalSafe } from './terminal-text';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

/** Lines go out with their control characters escaped: they may hold stored data (lib/terminal-text.ts). */
export const processIo: CliIo = {
  out: (line) => process.stdout.write(`${terminalSafe(line)}\n`),
  err: (line) => process.stderr.write(`${terminalSafe(line)}\n`),
};

/** Thrown by a command for a usage or input problem; printed as one line. */
export class CliError extends Error {
  override name = 'CliError';
}

/** What a command says when the server holds the embedded database (docs/decisions/200-operators.md). */
export const SERVER_RUNNING_MESSAGE =
  'The server is running on the embedded database: while it runs, use the operator console at /admin/ (or stop the server, or set DATABASE_URL)';

export type Command = (args: string[], db: Db, io: CliIo) => Promise<void>;

/** Runs a command against the database the settings name; sets process.exitCode to 1 on failure. */
export async function runWithDatabase(command: Command, args: string[], usage: string): Promise<void> {
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
      await command(args, database.db, io);
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
