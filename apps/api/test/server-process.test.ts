// The API process as an operator runs it: settings checked at start, graceful shutdown on signals.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { seededDataDir } from './data-dirs';
import { freePort } from './processes';
import { createTestApp } from './test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(async () => {
  // A server left running by a failed test would still be writing in its folder while the folder is removed.
  await Promise.all(
    children.splice(0).map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGKILL');
          })
        : undefined,
    ),
  );
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(url: string): Promise<void> {
  // Even on a seeded folder, a start loads the server's modules and the database: give a loaded CI machine 2 minutes.
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

describe('the API process', () => {
  it('stops at start with one line naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/^Invalid environment variable PORT: [^\n]+\n$/);
  });

  it('shuts down cleanly on SIGTERM, closing the database so the next start finds it intact', async () => {
    // The run's migrated and seeded template in a folder of its own: a first start on an empty folder (migrating and
    // seeding, about 30 s of a core) outlasted the test's time in CI beside the journeys. A first start is the
    // journeys' and `npm start`'s; this proves the shutdown.
    const dataDir = await seededDataDir('larder-process-');
    dirs.push(dataDir);
    const port = await freePort();
    const first = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}/api/health/`);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    // The lock is released only after the database has closed.
    expect(fs.existsSync(path.join(dataDir, 'lock'))).toBe(false);

    const second = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(`http://127.0.0.1:${port}/api/health/`);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 240_000);
});

describe('graceful shutdown', () => {
  it('lets in-flight requests finish, then closes the database', async () => {
    let release: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { app, database } = await createTestApp({
      extend(fastify) {
        fastify.get('/api/slow/', async () => {
          release();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { finished: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/slow/`, { headers: { authorization: 'Client larder-web' } });
    await started;
    const closing = app.close();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    await expect(database.ping()).rejects.toThrow();
    await expect(fetch(`http://127.0.0.1:${port}/api/health/`)).rejects.toThrow();
  });
});
