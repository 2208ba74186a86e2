// `npm run operators -- add EMAIL --role ROLE | list | disable EMAIL | set-role EMAIL ROLE | reset-authenticator EMAIL`
// (see cli/operators.ts):
// the console's accounts from the shell. Every change is audited with no operator (the command line). The password
// of `add` comes from `readPassword` (standard input when it is not a terminal, a prompt otherwise).
import { parseArgs } from 'node:util';
import { EmailField } from '@larder/contracts/schemas/accounts';
import { OPERATOR_ROLES } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { type Clock, systemClock } from '../../lib/clock';
import { terminalSafe } from '../../lib/terminal-text';
import type { PasswordHasher } from '../accounts/password-hashing';
import { passwordProblems } from '../accounts/password-policy';
import { OperatorSessions } from '../audit/operator-sessions';
import { OperatorAccounts, OperatorRefused } from './operator-accounts';

export const OPERATORS_USAGE = `Usage: npm run operators -- <command>

  add EMAIL --role admin|operations|support
                  creates an operator of the console; the password is read from standard input when it is
                  not a terminal (echo "$PASSWORD" | npm run operators -- add …), asked for otherwise
  list            every operator: id, email, role, authenticator, disabled
  disable EMAIL   the operator can no longer sign in; their sessions end at once
  set-role EMAIL admin|operations|support
                  changes what the operator may do (support sees everything; operations also runs orders;
                  admin also configs, flags, prices, promotions, gift cards and operators)
  reset-authenticator EMAIL
                  for an operator who lost their authenticator app: it is taken away and their sessions end;
                  they sign in with their password and set up a new one

Every change is written to the audit log. Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR,
which allows one process at a time: while the server runs on it, use the operator console at /admin/ (or stop the server first).`;

export interface OperatorsCommandDeps {
  /** The new operator's password (cli/operators.ts reads standard input or prompts). */
  readPassword: () => Promise<string>;
  /** The settings' hasher (PASSWORD_HASH_MEMORY_KIB). */
  passwords: PasswordHasher;
  clock?: Clock;
}

// Highest first, as the issue and the usage write them.
const ROLES = [...OPERATOR_ROLES].reverse().join('|');

function email(value: string | undefined, usage: string): string {
  const parsed = EmailField.safeParse(value ?? '');
  if (!parsed.success) throw new CliError(`${usage}: EMAIL must be an email address`);
  return parsed.data;
}

export async function runOperatorsCommand(
  args: string[],
  db: Db,
  io: CliIo,
  deps: OperatorsCommandDeps,
): Promise<void> {
  const clock = deps.clock ?? systemClock();
  // The command line never holds a session: disabling ends the operator's sessions through the same table.
  const accounts = new OperatorAccounts(db, clock, new OperatorSessions(db, clock, 0), deps.passwords);
  const [command, ...rest] = args;
  try {
    switch (command) {
      case 'add': {
        let parsed: { values: { role?: string }; positionals: string[] };
        try {
          parsed = parseArgs({
            args: rest,
            strict: true,
            allowPositionals: true,
            options: { role: { type: 'string' } },
          });
        } catch (error) {
          throw new CliError(`${(error as Error).message}; usage: operators add EMAIL --role ${ROLES}`);
        }
        if (parsed.positionals.length !== 1) throw new CliError(`usage: operators add EMAIL --role ${ROLES}`);
        const address = email(parsed.positionals[0], 'operators add');
        if (parsed.values.role === undefined) throw new CliError(`add needs --role ${ROLES}`);
        const password = (await deps.readPassword()).replace(/\r?\n$/, '');
        const problems = passwordProblems(password);
        if (password.length === 0) throw new CliError('no password given: type it, or pipe it on standard input');
        if (problems.length > 0) throw new CliError(`password refused: ${problems.join(' ')}`);
        const row = await accounts.add(address, parsed.values.role, password, null);
        io.out(`added operator ${row.id} ${row.email} (${row.role})`);
        return;
      }
      case 'list': {
        if (rest.length !== 0) throw new CliError('usage: operators list');
        io.out('id\temail\trole\tauthenticator\tdisabled');
        for (const row of await accounts.list()) {
          io.out(
            [row.id, row.email, row.role, row.totpEnabledAt ? 'yes' : 'no', row.disabled ? 'disabled' : ''].join('\t'),
          );
        }
        return;
      }
      case 'disable': {
        if (rest.length !== 1) throw new CliError('usage: operators disable EMAIL');
        const row = await accounts.disable(email(rest[0], 'operators disable'), null);
        io.out(`disabled operator ${row.email}; their sessions ended`);
        return;
      }
      case 'set-role': {
        if (rest.length !== 2) throw new CliError(`usage: operators set-role EMAIL ${ROLES}`);
        const row = await accounts.setRole(email(rest[0], 'operators set-role'), rest[1] ?? '', null);
        io.out(`operator ${row.email} is now ${row.role}`);
        return;
      }
      case 'reset-authenticator': {
        if (rest.length !== 1) throw new CliError('usage: operators reset-authenticator EMAIL');
        const row = await accounts.resetTotp(email(rest[0], 'operators reset-authenticator'), null);
        io.out(
          `operator ${row.email} has no authenticator now; their sessions ended. They sign in with their password and set up a new one`,
        );
        return;
      }
      default:
        throw new CliError(
          command
            ? `unknown command ${terminalSafe(command)}; try: add, list, disable, set-role, reset-authenticator`
            : OPERATORS_USAGE,
        );
    }
  } catch (error) {
    if (error instanceof OperatorRefused) throw new CliError(terminalSafe(error.message));
    throw error;
  }
}
