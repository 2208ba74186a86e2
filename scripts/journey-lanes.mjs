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

/** Seconds each file takes on a quiet machine, about (CI logs); a file not listed counts as DEFAULT_SECONDS. */
const SECONDS = {
  'subscriber-weeks.test.ts': 110,
  'checkout-stripe.test.ts': 55,
  'styleguide.test.ts': 45,
  'account-security.test.ts': 45,
  'admin-console.test.ts': 45,
  'account-home.test.ts': 45,
  'checkout.test.ts': 40,
  'quiz.test.ts': 40,
  'subscriber-navigation.test.ts': 35,
  'learning.test.ts': 35,
  'admin-customers.test.ts': 35,
  'admin-store.test.ts': 35,
  'foundation.test.ts': 30,
  'any-port-live-catalogue.test.ts': 30,
  'sso.test.ts': 28,
  'signup.test.ts': 28,
  'limited-time.test.ts': 25,
  'telemetry.test.ts': 24,
  'admin-stock.test.ts': 20,
  'admin-money.test.ts': 25,
  'experiments.test.ts': 20,
  'plan.test.ts': 20,
  'survey.test.ts': 20,
  'gift-cards.test.ts': 20,
  'home.test.ts': 17,
  'recipes.test.ts': 13,
  'server-rendered.test.ts': 10,
  'loopback-names.test.ts': 10,
  'security-headers.test.ts': 7,
};
const DEFAULT_SECONDS = 30;

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
      step('journey data', process.execPath, ['--import', 'tsx', 'e2e/support/journey-data.ts', data], {}),
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
            env: { ...process.env, E2E_WEB_BUILD: build, E2E_JOURNEY_DATA: data },
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
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
