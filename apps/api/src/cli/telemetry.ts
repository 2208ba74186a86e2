// `npm run events -- tail` and `npm run logs -- tail`: the latest analytics events and browser logs our collectors
// stored, so an operator sees what the storefront reports without a vendor account.
//
//   npm run events -- tail [-n 20] [--follow] [--json] [--url http://localhost:3000]
//
// Without --url it reads the database itself (DATABASE_URL, or the embedded one in DATA_DIR). The embedded
// database opens in one process at a time, so while the server runs, read through the server instead: --url
// with TELEMETRY_OPERATOR_TOKEN set to the server's token.
import { parseArgs } from 'node:util';
import {
  OPERATOR_READ_MAX,
  type StoredEvent,
  StoredEventList,
  type StoredLog,
  StoredLogList,
} from '@larder/contracts/schemas/telemetry';
import { OPERATOR_EVENTS_PATH, OPERATOR_LOGS_PATH } from '@larder/contracts/values/telemetry';
import { ConfigError, loadConfig } from '../config';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { DataDirInUseError } from '../db/pglite-data-dir';
import { formatEvent, formatLog } from '../modules/telemetry/format';
import { TelemetryReader } from '../modules/telemetry/reader';

type Kind = 'events' | 'logs';
type Row = StoredEvent | StoredLog;
type Reader = (page: { limit: number; afterId?: number }) => Promise<Row[]>;

const USAGE = `usage: npm run events -- tail [options]
       npm run logs -- tail [options]

  -n, --lines <n>   how many of the latest to print (default 20, at most ${OPERATOR_READ_MAX})
  -f, --follow      keep printing new ones as they arrive
      --json        one JSON object per line
      --url <url>   read through a running server (needs TELEMETRY_OPERATOR_TOKEN)
`;

class UsageError extends Error {}

function httpReader(kind: Kind, base: string, token: string | undefined): Reader {
  if (!token) {
    throw new UsageError('--url needs TELEMETRY_OPERATOR_TOKEN set to the token the server was started with.');
  }
  const path = kind === 'events' ? OPERATOR_EVENTS_PATH : OPERATOR_LOGS_PATH;
  return async ({ limit, afterId }) => {
    const url = new URL(path, base);
    url.searchParams.set('limit', String(limit));
    if (afterId !== undefined) url.searchParams.set('after_id', String(afterId));
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status === 404) {
      throw new UsageError(`${url.origin} does not offer operator reads: start it with TELEMETRY_OPERATOR_TOKEN set.`);
    }
    if (response.status === 401) throw new UsageError(`${url.origin} refused the operator token.`);
    if (!response.ok) throw new Error(`${url.origin} answered ${response.status}`);
    const body = await response.json();
    return kind === 'events' ? StoredEventList.parse(body).results : StoredLogList.parse(body).results;
  };
}

async function main(): Promise<void> {
  const [kind, command, ...rest] = process.argv.slice(2);
  if ((kind !== 'events' && kind !== 'logs') || command !== 'tail') throw new UsageError(USAGE);
  const { values } = parseArgs({
    args: rest,
    options: {
      lines: { type: 'string', short: 'n', default: '20' },
      follow: { type: 'boolean', short: 'f', default: false },
      json: { type: 'boolean', default: false },
      url: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return;
  }
  const limit = Number(values.lines);
  if (!Number.isInteger(limit) || limit < 1 || limit > OPERATOR_READ_MAX) {
    throw new UsageError(`--lines must be a whole number from 1 to ${OPERATOR_READ_MAX}.`);
  }

  const config = loadConfig();
  let database: Database | undefined;
  let read: Reader;
  if (values.url) {
    read = httpReader(kind, values.url, config.TELEMETRY_OPERATOR_TOKEN);
  } else {
    try {
      database = await openDatabase(config);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        throw new UsageError(
          `${error.message}.\nWhile the server runs, read through it: TELEMETRY_OPERATOR_TOKEN=<its token> npm run ${kind} -- tail --url http://localhost:${config.PORT}`,
        );
      }
      throw error;
    }
    const reader = new TelemetryReader(database.db);
    read = (page) => (kind === 'events' ? reader.events(page) : reader.logs(page));
  }

  const print = (rows: Row[]) => {
    for (const row of rows) {
      const line = values.json
        ? JSON.stringify(row)
        : kind === 'events'
          ? formatEvent(row as StoredEvent)
          : formatLog(row as StoredLog);
      process.stdout.write(`${line}\n`);
    }
  };

  try {
    const rows = await read({ limit });
    if (rows.length === 0 && !values.follow) process.stderr.write(`no ${kind} stored yet\n`);
    print(rows);
    let lastId = rows.at(-1)?.id ?? 0;
    let stopping = false;
    process.once('SIGINT', () => {
      stopping = true;
    });
    while (values.follow && !stopping) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const next = await read({ limit: OPERATOR_READ_MAX, afterId: lastId });
      print(next);
      lastId = next.at(-1)?.id ?? lastId;
    }
  } finally {
    await database?.close();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof ConfigError;
  process.stderr.write(`${known || error instanceof Error ? (error as Error).message : String(error)}\n`);
  process.exitCode = 1;
});
