// The API process as an operator runs it: settings checked at start, graceful shutdown on signals.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './processes';
import { createTestApp } from './test-app';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function startServer(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', SERVE_WEB: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitForHealth(url: string): Promise<void> {
  // A first start migrates and seeds a fresh embedded database: on a busy machine that can take most of a minute.
  for (let attempt = 0; attempt < 800; attempt += 1) {
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
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-process-'));
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
  });
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
