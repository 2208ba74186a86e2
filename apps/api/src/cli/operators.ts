// `npm run operators -- add EMAIL --role ROLE | list | disable EMAIL | set-role EMAIL ROLE | reset-authenticator EMAIL`
// (modules/operators/cli.ts).
// The password of `add` is read from standard input when it is not a terminal, otherwise asked for without echo.
import readline from 'node:readline';
import { PasswordHasher } from '../modules/accounts/password-hashing';
import { OPERATORS_USAGE, runOperatorsCommand } from '../modules/operators/cli';
import { runWithDatabase } from './run-with-database';

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Asks on the terminal; what is typed is not shown. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    process.stdout.write(question);
    output._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

await runWithDatabase(
  (args, db, io, config) =>
    runOperatorsCommand(args, db, io, {
      readPassword: () => (process.stdin.isTTY ? prompt('Password: ') : readStandardInput()),
      passwords: new PasswordHasher(config.PASSWORD_HASH_MEMORY_KIB),
    }),
  process.argv.slice(2),
  OPERATORS_USAGE,
);
