// `npm run bench`: the accounts API against its budgets (docs/decisions/011-session-details.md), in one run on this
// machine:
//   - GET /api/v2/customers/self/ with a session vs a bare Fastify route: requests/s and p99 at 50 connections,
//     measured in alternating one-second rounds
//   - sign-ups/s vs raw argon2id hashing (m=19 MiB, t=2, p=1) on as many threads as the server's pool, in
//     alternating two-second rounds
// Both servers are real processes listening on 127.0.0.1; load comes from autocannon in this process.
// Embedded PGlite by default; with DATABASE_URL, a scratch database on that PostgreSQL server (dropped after).
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import argon2 from 'argon2';
import autocannon from 'autocannon';
import pg from 'pg';
import { ARGON2_OPTIONS } from '../src/modules/accounts/password-hashing';
import { freePort } from '../test/processes';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const SIGNUP_CONNECTIONS = 8;
const CLIENT = 'Client larder-web';
/** libuv's default pool: the threads argon2 hashes on, in the server as here. */
const HASH_THREADS = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

function start(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Figures {
  rps: number;
  /** Each round's requests/s, in round order (a round of one target is paired with the other's). */
  rounds: number[];
  p99: number;
  non2xx: number;
  errors: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Loads two targets in alternating one-second rounds (SECONDS rounds each), so a change in the machine's background
 * load during the run weighs on both alike. Requests/s is the total over all rounds; p99 the median of the rounds'.
 */
async function loadAlternating(a: autocannon.Options, b: autocannon.Options): Promise<[Figures, Figures]> {
  const rounds: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let round = 0; round < SECONDS; round += 1) {
    rounds[0].push(await autocannon({ ...a, duration: 1 }));
    rounds[1].push(await autocannon({ ...b, duration: 1 }));
  }
  const figures = (results: autocannon.Result[]): Figures => ({
    rps:
      results.reduce((sum, result) => sum + result.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
    rounds: results.map((result) => result.requests.total / result.duration),
    p99: median(results.map((result) => result.latency.p99)),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
  });
  return [figures(rounds[0]), figures(rounds[1])];
}

async function warmUp(options: autocannon.Options): Promise<void> {
  await autocannon({ ...options, duration: 1 });
}

async function rawHashesPerSecond(seconds: number): Promise<number> {
  const end = Date.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (Date.now() < end) {
      await argon2.hash(crypto.randomBytes(12).toString('hex'), ARGON2_OPTIONS);
      done += 1;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: HASH_THREADS }, worker));
  return done / ((Date.now() - started) / 1000);
}

async function scratchDatabase(): Promise<{ env: NodeJS.ProcessEnv; label: string; drop: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-'));
    return {
      env: { DATA_DIR: dir, DATABASE_URL: '' },
      label: 'PGlite (embedded)',
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `larder_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    label: `PostgreSQL (${url.host})`,
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)}%`;
const verdict = (ok: boolean) => (ok ? 'ok' : 'OVER BUDGET');

async function main(): Promise<void> {
  const database = await scratchDatabase();
  const [apiPort, barePort] = await Promise.all([freePort(), freePort()]);
  const api = start('src/server.ts', {
    ...database.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    SIGNUP_RATE_LIMIT_PER_IP: '1000000',
    LOGIN_RATE_LIMIT_PER_IP: '1000000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
  });
  const bare = start('bench/bare-server.ts', { PORT: String(barePort) });
  try {
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    await Promise.all([waitFor(`${apiUrl}/api/health/`, api), waitFor(`${bareUrl}/bare/`, bare)]);

    const signup = await fetch(`${apiUrl}/api/signup/`, {
      method: 'POST',
      headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        first_name: 'Bench',
        last_name: 'Mark',
        email: 'bench@example.com',
        password: 'a bench password that is long',
      }),
    });
    if (signup.status !== 201) throw new Error(`sign-up for the session answered ${signup.status}`);
    const cookie = (signup.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const selfOptions = {
      url: `${apiUrl}/api/v2/customers/self/`,
      connections: CONNECTIONS,
      headers: { authorization: CLIENT, cookie },
    };
    const bareOptions = { url: `${bareUrl}/bare/`, connections: CONNECTIONS };
    await warmUp(bareOptions);
    await warmUp(selfOptions);
    const [bareFigures, selfFigures] = await loadAlternating(bareOptions, selfOptions);

    let counter = 0;
    const runId = crypto.randomBytes(3).toString('hex');
    const signupOptions: autocannon.Options = {
      url: apiUrl,
      connections: SIGNUP_CONNECTIONS,
      requests: [
        {
          method: 'POST',
          path: '/api/signup/',
          headers: { authorization: CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
          setupRequest: (request) => {
            counter += 1;
            return {
              ...request,
              body: new URLSearchParams({
                first_name: 'Load',
                last_name: 'Test',
                email: `load-${runId}-${counter}@example.com`,
                password: `a fresh passphrase ${counter}`,
              }).toString(),
            };
          },
        },
      ],
    };
    // Sign-ups and raw hashing alternate too; a pause lets the server finish hashes cut off at a round's end.
    const signupRounds: autocannon.Result[] = [];
    const hashRounds: number[] = [];
    for (let round = 0; round < SECONDS; round += 1) {
      signupRounds.push(await autocannon({ ...signupOptions, duration: 2 }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      hashRounds.push(await rawHashesPerSecond(2));
    }
    const signupFigures: Omit<Figures, 'rounds'> = {
      rps:
        signupRounds.reduce((sum, result) => sum + result.requests.total, 0) /
        signupRounds.reduce((sum, result) => sum + result.duration, 0),
      p99: median(signupRounds.map((result) => result.latency.p99)),
      non2xx: signupRounds.reduce((sum, result) => sum + result.non2xx, 0),
      errors: signupRounds.reduce((sum, result) => sum + result.errors, 0),
    };
    const hashes = hashRounds.reduce((sum, value) => sum + value, 0) / hashRounds.length;
    await stop(api);
    await stop(bare);

    const selfRatio = selfFigures.rps / bareFigures.rps;
    // The median of the paired rounds' ratios: a round the machine's other work slowed weighs no more than one.
    const medianRatio = median(selfFigures.rounds.map((rps, index) => rps / (bareFigures.rounds[index] ?? rps)));
    const signupRatio = signupFigures.rps / hashes;
    const lines = [
      `accounts benchmark on ${database.label}, ${os.cpus().length} CPUs, ${SECONDS} s per case, load average ${os.loadavg()[0]?.toFixed(1)}`,
      '',
      `| case | requests/s | p99 | non-2xx | errors |`,
      `| --- | ---: | ---: | ---: | ---: |`,
      `| bare Fastify GET /bare/ (${CONNECTIONS} conns, ${SECONDS} x 1 s) | ${bareFigures.rps.toFixed(0)} | ${bareFigures.p99} ms | ${bareFigures.non2xx} | ${bareFigures.errors} |`,
      `| GET /api/v2/customers/self/ with a session (${CONNECTIONS} conns, ${SECONDS} x 1 s) | ${selfFigures.rps.toFixed(0)} | ${selfFigures.p99} ms | ${selfFigures.non2xx} | ${selfFigures.errors} |`,
      `| POST /api/signup/ (${SIGNUP_CONNECTIONS} conns, ${SECONDS} x 2 s) | ${signupFigures.rps.toFixed(1)} | ${signupFigures.p99} ms | ${signupFigures.non2xx} | ${signupFigures.errors} |`,
      `| raw argon2id hashing (${HASH_THREADS} threads, ${SECONDS} x 2 s) | ${hashes.toFixed(1)} | - | - | - |`,
      '',
      `customers/self vs bare route: ${pct(selfRatio, 1)} of requests/s (budget >= 50%: ${verdict(selfRatio >= 0.5)}), ` +
        `p99 ${selfFigures.p99} ms (budget <= 25 ms: ${verdict(selfFigures.p99 <= 25)}); ` +
        `median of the paired rounds: ${pct(medianRatio, 1)} (median requests/s ${median(selfFigures.rounds).toFixed(0)} ` +
        `against ${median(bareFigures.rounds).toFixed(0)})`,
      `sign-ups vs raw hashing: ${pct(signupRatio, 1)} (budget >= 70%: ${verdict(signupRatio >= 0.7)})`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    if (selfFigures.non2xx + selfFigures.errors + signupFigures.non2xx + signupFigures.errors > 0) {
      process.stdout.write('warning: some requests failed; the figures above are not trustworthy\n');
      process.exitCode = 1;
    }
  } finally {
    await stop(api);
    await stop(bare);
    await database.drop();
  }
}

await main();
