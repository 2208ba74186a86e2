// Shared frame of the operator commands (entry points in src/cli/, commands in their modules): the output, the
// one-line error and a command's shape. Opening the database and seeding it is src/cli/run-with-database.ts's.
import type { Db } from '../db/database';
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

export type Command = (args: string[], db: Db, io: CliIo) => Promise<void>;
