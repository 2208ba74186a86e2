#!/usr/bin/env node
// The journeys in two lanes (docs/decisions/181-faults-load-and-sweeps.md, "Two journey lanes"): one web build, then
// two Vitest runs of the e2e project side by side, each with its own server, data folder, stand-ins and Chromium
// (its own global setup), so a journey that moves one server's clock never touches the other lane. The files are
// shared out by their usual length (longest first, each to the shorter lane). Each lane's output is printed whole
// when both are done; the exit code is the worse of the two. `npm run test:e2e` still runs them in one lane.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const say = (line) => process.stdout.write(`${line}\n`);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Seconds each file takes, about: two lanes on a quiet machine, data on the PostgreSQL server (decision 181, stop 51);
 * a file not listed counts as DEFAULT_SECONDS.
 */
const SECONDS = {
  'account-home.test.ts': 70,
  'subscriber-weeks.test.ts': 69,
  'learning.test.ts': 39,
  'quiz.test.ts': 32,
  'admin-customers.test.ts': 28,
  'admin-console.test.ts': 26,
  'signup.test.ts': 25,
  'any-port-live-catalogue.test.ts': 25,
  'checkout.test.ts': 24,
  'styleguide.test.ts': 21,
  'admin-store.test.ts': 20,
  'checkout-stripe.test.ts': 19,
  'account-security.test.ts': 19,
  'experiments.test.ts': 15,
  'foundation.test.ts': 14,
  'admin-money.test.ts': 13,
  'sso.test.ts': 12,
  'plan.test.ts': 12,
  'subscriber-navigation.test.ts': 10,
  'telemetry.test.ts': 10,
  'limited-time.test.ts': 9,
  'admin-stock.test.ts': 9,
  'home.test.ts': 7,
  'gift-cards.test.ts': 7,
  'recipes.test.ts': 6,
  'survey.test.ts': 6,
  'server-rendered.test.ts': 4,
  'loopback-names.test.ts': 2,
  'security-headers.test.ts': 2,
};
const DEFAULT_SECONDS = 20;

/** The e2e files shared out between two lanes, longest first, each to the lane with less so far. */
export function lanesOf(files) {
  const lanes = [
    { files: [], seconds: 0 },
    { files: [], seconds: 0 },
  ];
  const weight = (file) => SECONDS[file] ?? DEFAULT_SECONDS;
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = lanes[0].seconds <= lanes[1].seconds ? lanes[0] : lanes[1];
    lane.files.push(file);
    lane.seconds += weight(file);
  }
  return lanes;
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    child.once('error', () => resolve(1));
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  const files = fs.readdirSync(path.join(root, 'e2e')).filter((name) => name.endsWith('.test.ts'));
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true });
  const work = fs.mkdtempSync(path.join(root, '.tmp', 'journey-lanes-'));
  const build = path.join(work, 'web');
  const journeyData = ['--import', 'tsx', 'e2e/support/journey-data.ts'];
  // With E2E_DATABASE_URL (a PostgreSQL server), the run's databases are named from this.
  const databasePrefix = `larder_e2e_${process.pid}_`;
  try {
    // The storefront and the console, once, for both lanes' servers (E2E_WEB_BUILD: a build inside the repository);
    // beside it, the lanes' data folder, once (E2E_JOURNEY_DATA: e2e/support/journey-data.ts), each in its own
    // process, its output kept in a file.
    const step = async (name, command, args, env) => {
      const log = path.join(work, `${name}.log`);
      const out = fs.openSync(log, 'w');
      const code = await run(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      if (code !== 0) {
        process.stdout.write(fs.readFileSync(log, 'utf8'));
        say(`journey lanes: ${name} failed (exit ${code})`);
      }
      return code;
    };
    const data = path.join(work, 'data');
    const prepared = await Promise.all([
      step('web build', 'npm', ['run', 'build', '-w', '@larder/web'], { NODE_ENV: 'production', WEB_BUILD_OUT: build }),
      step('journey data', process.execPath, [...journeyData, 'make', data, databasePrefix], {}),
    ]);
    if (prepared.some((code) => code !== 0)) return 1;
    say(`journey lanes: web built, data made (${seconds()}s)`);
    const lanes = lanesOf(files);
    const codes = await Promise.all(
      lanes.map(async (lane, index) => {
        const laneLog = path.join(work, `lane-${index + 1}.log`);
        const out = fs.openSync(laneLog, 'w');
        const code = await run(
          'npx',
          ['vitest', 'run', '--project', 'e2e', ...lane.files.map((file) => `e2e/${file}`)],
          {
            env: {
              ...process.env,
              E2E_WEB_BUILD: build,
              E2E_JOURNEY_DATA: data,
              E2E_DATABASE_PREFIX: databasePrefix,
            },
            stdio: ['ignore', out, out],
          },
        );
        fs.closeSync(out);
        say(`journey lane ${index + 1} ended (${seconds()}s, exit ${code}): ${lane.files.length} files`);
        return { code, laneLog };
      }),
    );
    for (const [index, { laneLog }] of codes.entries()) {
      say(`\n== journey lane ${index + 1}`);
      process.stdout.write(fs.readFileSync(laneLog, 'utf8'));
    }
    return Math.max(...codes.map(({ code }) => code));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
    // With E2E_DATABASE_URL: the databases made for the run, the lanes' copies and any a crashed lane left.
    if (process.env.E2E_DATABASE_URL) await run(process.execPath, [...journeyData, 'drop', databasePrefix], {});
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
