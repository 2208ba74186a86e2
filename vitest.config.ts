import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files at once in the in-process suites. Vitest's default is one fewer than the CPUs, a single worker on these
 * two-core machines, where the API files mostly wait on their database, servers and child processes: two at once
 * nearly halve the run.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

/** The API project's settings, shared by its PostgreSQL-server part. */
const API = {
  environment: 'node',
  globalSetup: ['./apps/api/test/global-setup.ts'],
  setupFiles: ['./test/fail-on-console-error.ts'],
  maxWorkers: WORKERS,
  isolate: false,
  // Files that start real server processes share the machine with another file.
  testTimeout: 90_000,
  hookTimeout: 60_000,
};
const API_FOLDERS = ['apps/api/src', 'apps/api/test', 'apps/api/catalogue-data'];

/**
 * The tag of the API tests that prove what only a PostgreSQL server shows (concurrent transactions, row and advisory
 * locks, SKIP LOCKED, several apps on one database): `it('…', { tags: ['postgres-server'] }, …)` (Vitest's test tags;
 * a describe's tag is its tests'). Every API test runs once on PGlite; CI runs the tagged ones again on the server
 * (`npm run test:api:server`: the files that hold one, filtered by the tag), not the rest of their files
 * (docs/decisions/181-faults-load-and-sweeps.md, stop 53).
 */
const SERVER_TAG = 'postgres-server';
// However the formatter wraps the options: `tags: [..., 'postgres-server', ...]`.
const SERVER_MARKER = new RegExp(`\\btags: \\[[^\\]]*'${SERVER_TAG}'`);

/** The API test files that hold a test with the server tag, found by reading them (a few hundred small files). */
function serverTaggedApiFiles(): string[] {
  return API_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.test.ts') && !file.split(path.sep).includes('node_modules'))
      .map((file) => path.join(folder, file).split(path.sep).join('/'))
      .filter((file) => SERVER_MARKER.test(fs.readFileSync(file, 'utf8'))),
  ).sort();
}

/** The web project's settings, shared by its isolated part. */
const WEB = {
  environment: 'jsdom',
  include: [
    'apps/web/app/**/*.test.{ts,tsx}',
    'apps/web/build-steps/**/*.test.ts',
    'apps/web/scripts/**/*.test.mjs',
    'scripts/**/*.test.mjs',
  ],
  setupFiles: ['./test/fail-on-console-error.ts', './apps/web/test/setup.ts'],
  maxWorkers: WORKERS,
  // CI runs these beside the journeys' build and Chromium (.ci/run): at Vitest's default 5 s, rendering tests that
  // take 0.5 s alone timed out on a loaded machine. What they prove is not their speed.
  testTimeout: 30_000,
  env: {
    PUBLIC_API_ORIGIN: 'http://api.larder.test',
  },
};

/** Web test files that mock modules (vi.mock, vi.resetModules): run with a fresh module graph each. */
const WEB_MOCKING_MODULES = [
  'apps/web/app/flows/after-signup.test.ts',
  'apps/web/app/features/quiz/model/quiz-storage.test.ts',
  'apps/web/app/features/sso/components/sso-buttons.test.tsx',
  'apps/web/app/lib/public-settings.test.ts',
  // Counts the log lines of its own calls: in the shared module graph, a page of another file still fetching the
  // flags as it ended wrote its warnings into this file's log sink (CI, stop 48).
  'apps/web/app/features/flags/api/get-feature-flags.test.tsx',
];

// One runner for every suite. `npm test` runs them all; `npm run test:api` the API suites alone (on a PostgreSQL
// server with DATABASE_URL set); `npm run test:api:server` the server-tagged tests, which CI runs again on the server.
export default defineConfig({
  test: {
    tags: [{ name: SERVER_TAG, description: 'Proves what only a PostgreSQL server shows; CI runs it on one as well.' }],
    projects: [
      {
        test: {
          name: 'contracts',
          environment: 'node',
          include: ['packages/contracts/src/**/*.test.ts'],
          maxWorkers: WORKERS,
          setupFiles: ['./test/fail-on-console-error.ts'],
          isolate: false,
        },
      },
      {
        esbuild: { jsx: 'automatic' },
        test: { name: 'api', ...API, include: API_FOLDERS.map((folder) => `${folder}/**/*.test.ts`) },
      },
      {
        // The server-tagged API files alone: with DATABASE_URL set, on the PostgreSQL server.
        esbuild: { jsx: 'automatic' },
        test: { name: 'api-server', ...API, include: serverTaggedApiFiles() },
      },
      {
        // Faults with real processes on a PostgreSQL cluster of their own (apps/api/faults/): one file at a time.
        test: {
          name: 'faults',
          environment: 'node',
          include: ['apps/api/faults/**/*.test.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        envPrefix: 'PUBLIC_',
        esbuild: { jsx: 'automatic' },
        test: {
          name: 'web',
          ...WEB,
          exclude: [...configDefaults.exclude, ...WEB_MOCKING_MODULES],
          // One jsdom and one module graph per worker, not per file: setting up jsdom and importing React, the
          // router and the design system again for each file were most of the project's time. test/setup.ts
          // cleans the DOM, storage and stubbed globals after each test; Vitest restores spies after each file.
          isolate: false,
        },
      },
      {
        // Files that replace modules (vi.mock) or re-import them (vi.resetModules) need a module graph of their own.
        envPrefix: 'PUBLIC_',
        esbuild: { jsx: 'automatic' },
        test: { name: 'web-isolated', ...WEB, include: WEB_MOCKING_MODULES },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          // One Chromium at a time: these machines have two cores.
          fileParallelism: false,
          // One module graph for a lane's files: Playwright, pg and the support modules are imported once, not once a
          // file (about 3 s of a core each), and the files share the lane's one Chromium (support/browser.ts).
          isolate: false,
          // Two minutes: beside the unit suites on a slow machine of this kind, journeys of 25 s alone took 48 s (CI,
          // stop 52). What they prove is not their speed; the long ones set their own.
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
