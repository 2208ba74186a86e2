// Builds the storefront and starts the one-process server for the journeys: the global setup's server, and a second
// one where a journey needs other settings (PAYMENT_PROVIDER=stripe). One build serves them all: it holds no port
// or origin (the pages call their own), so it is made once per run, by the global setup.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { copyStore, type Store, storeEnv } from './journey-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one storefront build (`<folder>/client`), made by the global setup. */
    webBuild: string;
    /**
     * The settings of the stand-in providers (public ids and script URLs the pages get at run time: their sign-in
     * buttons and captcha; and the server's own), for a journey's own server to offer and answer them as the run's
     * server does.
     */
    providerSettings: Record<string, string>;
    /**
     * The run's migrated and seeded data, with roomy boxes and the console's operators, before the public offer and
     * before any server opened it (support/journey-data.ts).
     */
    e2eDataTemplate: Store;
    /** The start of the names of this run's databases, dropped when it ends (with E2E_DATABASE_URL). */
    e2eDatabasePrefix: string;
  }
}

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Builds the web app (for any port) into a fresh folder under .tmp/; resolves to the folder. The global setup's: it
 * runs in a process of its own while the setup prepares the server's database beside it, its output kept in a file
 * (a pipe nobody reads while the setup's own commands run would fill and stop it).
 */
export function buildStorefront(env: Record<string, string> = {}): Promise<string> {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const buildOut = fs.mkdtempSync(path.join(root, '.tmp', 'e2e-web-'));
  const logFile = `${buildOut}.log`;
  const log = fs.openSync(logFile, 'w');
  // The storefront, then the operator console into its `admin/` (apps/web's build script runs both).
  const build = spawn('npm', ['run', 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, ...env, NODE_ENV: 'production', WEB_BUILD_OUT: buildOut },
    stdio: ['ignore', log, log],
  });
  return new Promise((resolve, reject) => {
    const done = (error: Error | null) => {
      fs.closeSync(log);
      const output = fs.readFileSync(logFile, 'utf8');
      fs.rmSync(logFile, { force: true });
      if (error) reject(new Error(`web build failed: ${error.message}\n${output}`));
      else resolve(buildOut);
    };
    build.once('error', done);
    build.once('exit', (code, signal) => done(code === 0 ? null : new Error(`exit ${code ?? signal}`)));
  });
}

/**
 * The storefront for a journey's own server at `origin`: a copy of the run's one build (the global setup's), which
 * the journey may delete when done. The build serves any origin: `origin` only names the server it is for.
 */
export function buildWeb(origin: string): string {
  const shared = inject('webBuild');
  const buildOut = fs.mkdtempSync(path.join(root, '.tmp', `e2e-web-${new URL(origin).port}-`));
  fs.cpSync(shared, buildOut, { recursive: true });
  return buildOut;
}

/**
 * The data for a journey's own server, as the setting it takes (DATA_DIR under `work`, or DATABASE_URL): a copy of
 * the run's migrated and seeded data (roomy boxes, the console's operators, no public offer), so that server starts in
 * seconds instead of migrating and seeding a database of its own (about a minute on a loaded machine). A database is
 * dropped with the run's.
 */
export async function seededStore(work: string): Promise<Record<string, string>> {
  return storeEnv(await copyStore(inject('e2eDataTemplate'), path.join(work, 'data'), inject('e2eDatabasePrefix')));
}

/** A first start migrates and seeds a fresh embedded database: on a loaded machine that has taken over a minute. */
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within ${HEALTH_WAIT_MS / 1000} s:\n${output()}`);
}

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts `apps/api/src/server.ts` on `port` serving `buildOut`, and waits for its health check. */
export async function startServer(port: number, buildOut: string, env: Record<string, string>): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      WEB_BUILD_DIR: path.join(buildOut, 'client'),
      LOG_LEVEL: 'warn',
      PUBLIC_SITE_ORIGIN: origin,
      PUBLIC_API_ORIGIN: origin,
      // Password hashes at 1 MiB, a fortieth of the production cost (apps/api/src/modules/accounts/password-hashing.ts):
      // the journeys sign up and sign in hundreds of times.
      PASSWORD_HASH_MEMORY_KIB: '1024',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  await waitForHealth(`${origin}/api/health/`, server, () => output);
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    },
  };
}
