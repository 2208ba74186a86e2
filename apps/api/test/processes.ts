// Real processes for the fault tests and the benchmarks: a throw-away PostgreSQL cluster (initdb + pg_ctl on a free
// port, so it can be stopped and started without touching the machine's server), a scratch database on a server,
// API processes, and the suites' request helpers (test/accounts.ts, test/checkout.ts) speaking HTTP to those
// processes instead of Fastify's inject.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { LEAST_HASH_MEMORY_KIB } from '../src/modules/accounts/password-hashing';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL's programs: on PATH, or Debian's versioned folder. */
function pgBinary(name: string): string {
  const debian = fs.existsSync('/usr/lib/postgresql')
    ? fs
        .readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join('/usr/lib/postgresql', version, 'bin', name))
        .find((file) => fs.existsSync(file))
    : undefined;
  return debian ?? name;
}

/** PostgreSQL refuses to run as root: there, its programs run as the `postgres` user. */
function runPg(program: string, args: string[], options: { wait?: boolean } = {}): void {
  const asRoot = process.getuid?.() === 0;
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', pgBinary(program), ...args]]
    : [pgBinary(program), args];
  execFileSync(command, argv, { stdio: options.wait === false ? 'ignore' : 'pipe', timeout: 60_000 });
}

export interface Cluster {
  url: string;
  start(): void;
  /** A fast shutdown: connections are cut, as in a server restart or failover. */
  stop(): void;
  destroy(): void;
}

export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-faults-pg-'));
  fs.chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  runPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=100`;
  const cluster: Cluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      if (!fs.existsSync(path.join(dataDir, 'postmaster.pid'))) {
        runPg('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
      }
    },
    stop: () => runPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']),
    destroy: () => {
      try {
        runPg('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

/** A fresh database on the server DATABASE_URL names (this machine's own by default); `drop` removes it. */
export async function scratchDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
  const name = `larder_${label}_${process.pid}_${Date.now().toString(36)}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** SIGKILL: no shutdown hooks, no flushing, as a crashed machine. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts `src/server.ts` as an operator runs it, and waits until its health check answers. */
export async function startApi(env: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      // Test cost, as the in-process apps (test-app.ts); a test may name its own.
      PASSWORD_HASH_MEMORY_KIB: String(LEAST_HASH_MEMORY_KIB),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API process exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the API process did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    child,
    output: () => output,
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: string;
  payload: string;
  cookies: { name: string; value: string }[];
  json(): unknown;
}

/**
 * Fastify's `inject` over HTTP to a running process, for the suites' helpers; `remoteAddress` travels as
 * X-Forwarded-For, which a process started by startApi trusts (TRUST_PROXY=true), so per-address limits apply as
 * they do in-process.
 */
export function httpApp(base: string): FastifyInstance {
  const inject = async (options: InjectOptions): Promise<HttpResponse> => {
    const { method = 'GET', url, headers = {}, payload, remoteAddress } = options as InjectOptions & { url: string };
    const body = payload === undefined ? undefined : typeof payload === 'string' ? payload : JSON.stringify(payload);
    const sent: Record<string, string> = { ...(headers as Record<string, string>) };
    // The client's address, as a proxy in front of the process says it (the process runs with TRUST_PROXY=true).
    if (remoteAddress) sent['x-forwarded-for'] = remoteAddress;
    if (body !== undefined && !Object.keys(sent).some((name) => name.toLowerCase() === 'content-type')) {
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(`${base}${url}`, { method, headers: sent, body, redirect: 'manual' });
    const text = await response.text();
    const setCookies = response.headers.getSetCookie();
    const headerRecord: Record<string, string | string[]> = Object.fromEntries(response.headers.entries());
    if (setCookies.length > 0) headerRecord['set-cookie'] = setCookies;
    return {
      statusCode: response.status,
      headers: headerRecord,
      body: text,
      payload: text,
      cookies: setCookies.map((cookie) => {
        const [pair = ''] = cookie.split(';');
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1) };
      }),
      json: () => JSON.parse(text),
    };
  };
  return { inject } as unknown as FastifyInstance;
}
