// `npm run mail -- tail [-n N] [--follow]`: the latest messages of the embedded default's mailbox (no SMTP_URL:
// every email is stored as a file in MAIL_DIR, default DATA_DIR/mail). It reads the folder, not the database, so it
// works while `npm start` runs.
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { formatStoredMessage } from '../modules/email/mail-tail';
import { Mailbox } from '../modules/email/mailbox';
import { mailDir } from '../modules/email/transport';

const USAGE = `usage: npm run mail -- tail [options]

  -n, --lines <n>   how many of the latest messages to print (default 5, at most 1000)
  -f, --follow      keep printing new messages as they arrive (Ctrl-C stops)

Without SMTP_URL the API stores every email in MAIL_DIR (default DATA_DIR/mail) instead of sending it.
`;

class UsageError extends Error {}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE);
    return;
  }
  if (command !== 'tail') throw new UsageError(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      lines: { type: 'string', short: 'n', default: '5' },
      follow: { type: 'boolean', short: 'f', default: false },
    },
  });
  const count = Number(values.lines);
  if (!Number.isInteger(count) || count < 1 || count > 1000) {
    throw new UsageError('--lines must be a whole number from 1 to 1000.');
  }
  const config = loadConfig();
  const mailbox = new Mailbox(mailDir(config));
  if (config.SMTP_URL) {
    process.stderr.write(`SMTP_URL is set: email goes to the relay; ${mailbox.dir} holds only older stored mail.\n`);
  }
  const seen = new Set<string>();
  const print = async (names: string[]) => {
    for (const name of names) {
      seen.add(name);
      process.stdout.write(`${await formatStoredMessage(await mailbox.read(name))}\n`);
    }
  };
  const names = await mailbox.list();
  if (names.length === 0 && !values.follow) process.stderr.write(`no email stored in ${mailbox.dir} yet\n`);
  for (const name of names.slice(0, -count)) seen.add(name);
  await print(names.slice(-count));
  let stopping = false;
  process.once('SIGINT', () => {
    stopping = true;
  });
  while (values.follow && !stopping) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await print((await mailbox.list()).filter((name) => !seen.has(name)));
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known || error instanceof Error ? (error as Error).message : String(error)}\n`);
  process.exitCode = 1;
});
