// Browser journeys run against the real server: this builds the storefront for a free port, starts the API on a
// throw-away data folder serving that build, and hands the address to the tests.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './support/chromium';
import { addPublicOffer } from './support/offers';
import { startProviderStandIn } from './support/providers';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    e2eDataDir: string;
    /** TELEMETRY_OPERATOR_TOKEN of the server, to read what the collectors stored. */
    operatorToken: string;
    /** The stand-in for Google, Apple, Facebook and reCAPTCHA (e2e/support/providers.ts): POST /control. */
    providersUrl: string;
  }
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  chromiumPath(); // fail at once, with a hint, when the browser is missing
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-'));
  // Inside the repository, so the prerender step resolves react from node_modules.
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const buildOut = fs.mkdtempSync(path.join(root, '.tmp', 'e2e-web-'));
  const dataDir = path.join(work, 'data');
  const operatorToken = crypto.randomBytes(24).toString('hex');
  // The third parties' scripts and endpoints, local: the build and the server point at it.
  const providers = await startProviderStandIn();

  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: path.join(root, 'apps/web'),
    // NODE_ENV: vitest sets it to 'test', which would give React's development build; journeys test what ships.
    env: {
      ...process.env,
      ...providers.webEnv,
      NODE_ENV: 'production',
      PUBLIC_API_ORIGIN: origin,
      // As `npm start` builds when PUBLIC_API_ORIGIN is not set: the server's loopback names are one site.
      PUBLIC_API_LOOPBACK_ALIASES: 'true',
      WEB_BUILD_OUT: buildOut,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    await providers.close();
    throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
  }

  addPublicOffer(root, { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' });

  let output = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...providers.serverEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_BUILD_DIR: path.join(buildOut, 'client'),
      LOG_LEVEL: 'warn',
      TELEMETRY_OPERATOR_TOKEN: operatorToken,
      PUBLIC_SITE_ORIGIN: origin,
      PUBLIC_API_ORIGIN: origin,
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

  project.provide('baseUrl', origin);
  project.provide('e2eDataDir', dataDir);
  project.provide('operatorToken', operatorToken);
  project.provide('providersUrl', providers.url);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await providers.close();
    fs.rmSync(work, { recursive: true, force: true });
    fs.rmSync(buildOut, { recursive: true, force: true });
  };
}
