// `npm run bench:web`: page speed as a new visitor on a phone sees it. Builds the storefront when needed, starts the
// one-process server on a free port with a throw-away embedded database, and runs Lighthouse 12 (mobile preset,
// simulated throttling) in Debian's Chromium on each page, 3 runs, printing the median of each figure. `/plan/` is
// measured signed in, with a saved quiz; `/mylarder/` signed in as a subscriber whose first box was delivered (the
// server's test clock moved past its delivery day, then the weekly cycle's pass), so the past box with its thumbs,
// the delivery rating and "Report a problem" are on the page; `/menu/` as that subscriber, on their next open week.
// Budgets (docs/decisions/070-page-speed.md; issue 27 for the signed-in pages): performance ≥ 95 and LCP ≤ 1.2 s on
// every anonymous page, performance ≥ 95 and LCP ≤ 1.5 s on the signed-in pages, CLS ≤ 0.02 everywhere. A
// benchmark, not a test: `npm test` does not run it.
// Usage: npm run bench:web [-- --runs N] [-- --page /signup/[,/plan/…]] [-- --throttling simulate|devtools]
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The pages measured, anonymous unless `signedIn`; add a page here when one joins the budget. */
const PAGES = [
  { path: '/' },
  { path: '/signup/' },
  { path: '/quiz/intro/' },
  { path: '/quiz/hello/' },
  { path: '/login/' },
  { path: '/recipes/26-dal-tadka/' },
  { path: '/plan/', signedIn: 'customer' },
  { path: '/mylarder/', signedIn: 'subscriber' },
  // The menu's heading names no one: signed in, it shows the subscriber's box of the week (MenuText.boxFor).
  { path: '/menu/', signedIn: 'subscriber', signedInText: 'Your box for ' },
];
const BUDGET = { anonymousScore: 95, anonymousLcpMs: 1200, signedInScore: 95, signedInLcpMs: 1500, cls: 0.02 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const RUNS = Number(option('--runs') ?? 3);
/** `--page /plan/,/mylarder/`: only these pages (a comma between them). */
const onlyPages = option('--page')?.split(',');
// `simulate` (Lighthouse's default, the budgets' method) models a slow phone from an unthrottled load; `devtools`
// throttles the browser itself and times what it painted, which shows work done while the network waits.
const THROTTLING = option('--throttling') ?? 'simulate';
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
// Puppeteer, the copy Lighthouse itself depends on (its documented way to measure signed-in pages): it puts the
// session cookie in the browser's cookie jar before each signed-in run.
const puppeteer = (await import(createRequire(import.meta.resolve('lighthouse')).resolve('puppeteer-core'))).default;
const CLIENT = { authorization: 'Client larder-web' };
/** The first name of the bench's customers: a signed-in page greets them by it. */
const BENCH_FIRST_NAME = 'Bench';

function freePort(preferred) {
  const tryPort = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(undefined));
      server.listen(port, '127.0.0.1', () => {
        const { port: chosen } = server.address();
        server.close(() => resolve(chosen));
      });
    });
  return (preferred ? tryPort(preferred) : Promise.resolve(undefined)).then((port) => port ?? tryPort(0));
}

/** The source the build comes from: the commit and any uncommitted change under apps/web and packages. */
function sourceVersion() {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  const diff = spawnSync('git', ['diff', 'HEAD', '--', 'apps/web', 'packages'], { cwd: root, encoding: 'utf8' }).stdout;
  return `${head}:${crypto.createHash('sha256').update(diff).digest('hex').slice(0, 16)}`;
}

/** Builds into .tmp/bench-web/ unless the build there comes from the same source; its port is baked into it. */
async function ensureBuild() {
  const outDir = path.join(root, '.tmp', 'bench-web');
  const stampFile = path.join(outDir, 'stamp.json');
  const version = sourceVersion();
  const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : undefined;
  if (stamp?.version === version) {
    const port = await freePort(stamp.port);
    if (port === stamp.port) return { clientDir: path.join(outDir, 'client'), port };
  }
  const port = await freePort();
  fs.rmSync(outDir, { recursive: true, force: true });
  process.stderr.write('bench:web: building the storefront…\n');
  const build = spawnSync('npx', ['react-router', 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_API_ORIGIN: `http://127.0.0.1:${port}`,
      WEB_BUILD_OUT: outDir,
    },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`the web build failed:\n${build.stdout}\n${build.stderr}`);
  fs.writeFileSync(stampFile, JSON.stringify({ version, port }));
  return { clientDir: path.join(outDir, 'client'), port };
}

async function startServer(clientDir, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_BUILD_DIR: clientDir,
      LOG_LEVEL: 'warn',
      // The subscriber's first box is delivered by moving this throw-away server's clock (see `subscriberCookie`).
      TEST_CLOCK: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  // A first start migrates and seeds a fresh embedded database: on a loaded machine that has taken over a minute.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health/`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error(`the server did not answer ${origin}/api/health/ within 180 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { origin, stop };
}

/** A new customer with a saved quiz, as the sign-up flow leaves one: the session cookie for /plan/. */
async function signedInCookie(origin) {
  const signup = await fetch(`${origin}/api/signup/`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      first_name: BENCH_FIRST_NAME,
      last_name: 'Mark',
      email: `bench-${crypto.randomUUID()}@example.com`,
      password: 'correct horse battery staple',
    }),
  });
  if (signup.status !== 201 && signup.status !== 200) throw new Error(`sign-up answered ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { id } = await signup.json();
  const quiz = await fetch(`${origin}/api/v2/customers/${id}/quizzes/`, {
    method: 'POST',
    headers: { ...CLIENT, 'content-type': 'application/json', cookie, origin },
    body: JSON.stringify({
      household_size: 2,
      num_adults: 2,
      weekly_grocery_spend: 150,
      meals: ['lunch', 'dinner'],
      snacks: ['snack'],
      lunch_frequency: 2,
      dinner_frequency: 3,
      snack_frequency: 2,
    }),
  });
  if (quiz.status !== 201) throw new Error(`saving the quiz answered ${quiz.status}: ${await quiz.text()}`);
  return cookie;
}

/** Calls the API as the page would, with the customer's cookie; the answer's JSON, or a thrown error naming it. */
async function call(origin, cookie, method, apiPath, body, headers = {}) {
  const response = await fetch(`${origin}${apiPath}`, {
    method,
    headers: {
      ...CLIENT,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      cookie,
      origin,
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * A subscriber whose first box was delivered, for /mylarder/: the checkout's steps as its pages call them, then the
 * server's clock moved to the day after the first delivery and the weekly cycle's pass (finalize, charge, mark
 * delivered); the page then shows that box among the past ones.
 */
async function subscriberCookie(origin) {
  const cookie = await signedInCookie(origin);
  await call(origin, cookie, 'POST', '/api/v2/checkout/box/from-plan/');
  const zip = await call(origin, cookie, 'GET', '/api/v2/deliveries/zips/10001/');
  await call(origin, cookie, 'PUT', '/api/v2/checkout/shipping/', {
    first_name: BENCH_FIRST_NAME,
    last_name: 'Mark',
    address1: '350 Fifth Avenue',
    address2: 'Apt 1',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    phone: '(212) 555-0100',
    delivery_instructions: '',
    delivery_date: zip.delivery_dates[0]?.date,
  });
  await call(origin, cookie, 'POST', '/api/v2/checkout/card/', {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
    zip: '10001',
  });
  await call(origin, cookie, 'POST', '/api/v2/orders/', undefined, {
    'idempotency-key': `bench-${crypto.randomUUID()}`,
  });
  const view = await call(origin, cookie, 'GET', '/api/v2/subscription/');
  const [first, second] = view.upcoming;
  const dayAfter = Date.parse(`${first.delivery.date}T12:00:00Z`) + 86_400_000;
  const at = Math.min(dayAfter, Date.parse(second.delivery.cutoff_at) - 3_600_000);
  await call(origin, cookie, 'PUT', '/api/v2/test/clock/', { now: new Date(at).toISOString() });
  await call(origin, cookie, 'POST', '/api/v2/test/orders/finalize-due/');
  // The clock stays there (the server is the run's own): put back, the delivered box's date would be ahead again and
  // the account home would show it as the next delivery instead of a past box with its thumbs, rating and report.
  const after = await call(origin, cookie, 'GET', '/api/v2/subscription/');
  if (!after.recent.some((order) => order.id === first.id && order.status === 'delivered'))
    throw new Error('the subscriber’s first box is not a delivered past box');
  return cookie;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Local storage's signed-in hint (apps/web/app/features/auth/model/signed-in-hint.ts). */
const SIGNED_IN_HINT_KEY = 'auth.signed_in';

/**
 * The browser's state for the run: no cookies and no signed-in hint for an anonymous page; for a signed-in one the
 * customer's session cookie in the cookie jar and the hint their earlier visits left in local storage, as a returning
 * customer's browser holds them. (Passed as a `Cookie` header through Lighthouse's `extraHeaders`, the cookie was
 * dropped as soon as the page's own cookies were in the jar — the analytics and log SDKs write theirs after the first
 * run's load — so every later run measured a signed-out visit. Lighthouse clears neither cookies nor local storage.)
 */
async function useBrowserState(browser, origin, cookie) {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${origin}/favicon.svg`);
    await tab.evaluate(
      (key, signedIn) => (signedIn ? localStorage.setItem(key, '1') : localStorage.removeItem(key)),
      SIGNED_IN_HINT_KEY,
      Boolean(cookie),
    );
  } finally {
    await tab.close();
  }
  const session = await browser.target().createCDPSession();
  try {
    await session.send('Storage.clearCookies');
    if (!cookie) return;
    const cookies = cookie.split('; ').map((pair) => {
      const index = pair.indexOf('=');
      return {
        name: pair.slice(0, index),
        value: pair.slice(index + 1),
        url: `${origin}/`,
        httpOnly: true,
        sameSite: 'Lax',
      };
    });
    await session.send('Storage.setCookies', { cookies });
  } finally {
    await session.detach();
  }
}

/**
 * A signed-in page measured signed out would pass or fail for the wrong page: after each run, the same browser state
 * must greet the customer by name in its heading (the page is rendered on the server: no customer call to check), or
 * show the page's own signed-in text (`signedInText`).
 */
async function assertSignedIn(browser, url, signedInText) {
  const tab = await browser.newPage();
  try {
    await tab.goto(url, { waitUntil: 'networkidle0' });
    if (signedInText) {
      const body = await tab.evaluate(() => document.body.textContent ?? '');
      if (!body.includes(signedInText)) throw new Error(`${url} was measured signed out: no "${signedInText}" on it`);
      return;
    }
    const heading = await tab.evaluate(() => document.querySelector('h1')?.textContent ?? '');
    if (!heading.includes(BENCH_FIRST_NAME))
      throw new Error(`${url} was measured signed out: its heading "${heading}" does not greet ${BENCH_FIRST_NAME}`);
  } finally {
    await tab.close();
  }
}

/** A script's address without this server's origin, for the long-task lines. */
const shortUrl = (url) => {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
};

async function measure(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod: THROTTLING,
  });
  const { categories, audits, environment, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (its trace or a metric failed) has no figures: say why, and the caller runs again.
  const failed = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]
    .filter((id) => typeof audits[id]?.numericValue !== 'number')
    .map((id) => `${id}: ${audits[id]?.errorMessage ?? 'no value'}`);
  if (runtimeError || failed.length > 0) {
    return { error: runtimeError ? `${runtimeError.code}: ${runtimeError.message}` : failed.join('; ') };
  }
  return {
    // Lighthouse's measure of this machine's speed when it ran (higher is faster): simulated throttling scales what
    // it observed, so a slower machine (or a busier one) reads as a heavier page. Printed with the figures.
    benchmarkIndex: environment?.benchmarkIndex ?? 0,
    score: Math.round((categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // The element Lighthouse timed as the largest paint (its first table: the element; the second: LCP's phases).
    lcpElement: [
      audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '?',
      ...(audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? []).map(
        (phase) => `${phase.phase} ${Math.round(phase.timing)} ms`,
      ),
    ].join(', '),
    // Where the main thread's time went, and its longest tasks: what a page over the TBT it can afford spends it on.
    work: (audits['mainthread-work-breakdown']?.details?.items ?? [])
      .slice(0, 4)
      .map((item) => `${item.groupLabel} ${Math.round(item.duration)} ms`),
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 5)
      .map((item) => `${Math.round(item.duration)} ms at ${Math.round(item.startTime)} ms (${shortUrl(item.url)})`),
    // What moved, for a page over the CLS budget.
    shifts: (audits['layout-shifts']?.details?.items ?? []).map(
      (item) =>
        `${item.node?.selector ?? '?'} (${(item.node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60)}) ${Number(item.score).toFixed(3)}`,
    ),
  };
}

const { clientDir, port } = await ensureBuild();
const server = await startServer(clientDir, port);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
const rows = [];
try {
  const pages = PAGES.filter((candidate) => !onlyPages || onlyPages.includes(candidate.path));
  const cookies = {
    customer: pages.some((page) => page.signedIn === 'customer') ? await signedInCookie(server.origin) : undefined,
    subscriber: pages.some((page) => page.signedIn === 'subscriber')
      ? await subscriberCookie(server.origin)
      : undefined,
  };
  for (const page of pages) {
    const runs = [];
    const cookie = page.signedIn ? cookies[page.signedIn] : undefined;
    for (let run = 0, failures = 0; run < RUNS; ) {
      await useBrowserState(browser, server.origin, cookie);
      const one = await measure(`${server.origin}${page.path}`, chrome.port);
      if (cookie) await assertSignedIn(browser, `${server.origin}${page.path}`, page.signedInText);
      if (!one.error) {
        runs.push(one);
        run += 1;
        continue;
      }
      failures += 1;
      process.stderr.write(`bench:web: ${page.path}: Lighthouse could not finish a run (${one.error})\n`);
      if (failures > RUNS) throw new Error(`bench:web: ${page.path}: ${failures} runs failed; the last: ${one.error}`);
    }
    const figure = (key) => median(runs.map((one) => one[key]));
    const row = {
      page: page.path + (page.signedIn ? ' (signed in)' : ''),
      score: figure('score'),
      fcp: figure('fcp'),
      lcp: figure('lcp'),
      tbt: figure('tbt'),
      cls: figure('cls'),
      benchmarkIndex: figure('benchmarkIndex'),
      lcpElement: runs.find((one) => one.lcp === figure('lcp'))?.lcpElement,
      shifts: runs.find((one) => one.cls === figure('cls'))?.shifts ?? [],
      work: runs.find((one) => one.tbt === figure('tbt'))?.work ?? [],
      longTasks: runs.find((one) => one.tbt === figure('tbt'))?.longTasks ?? [],
    };
    row.met =
      row.cls <= BUDGET.cls &&
      (page.signedIn
        ? row.score >= BUDGET.signedInScore && row.lcp <= BUDGET.signedInLcpMs
        : row.score >= BUDGET.anonymousScore && row.lcp <= BUDGET.anonymousLcpMs);
    rows.push(row);
    process.stderr.write(`bench:web: ${row.page} done\n`);
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await server.stop();
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const load = os.loadavg().map((value) => value.toFixed(2));
process.stdout.write(
  `Lighthouse ${lighthouse.version ?? '12'} mobile, ${THROTTLING === 'simulate' ? 'simulated' : THROTTLING} throttling, median of ${RUNS} runs; load average ${load.join(' ')}\n\n`,
);
process.stdout.write(
  '| page | performance | FCP | LCP | TBT | CLS | budget | benchmark index |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n',
);
for (const row of rows) {
  process.stdout.write(
    `| ${row.page} | ${row.score} | ${seconds(row.fcp)} | ${seconds(row.lcp)} | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${row.met ? 'met' : 'MISSED'} | ${Math.round(row.benchmarkIndex)} |\n`,
  );
}
process.stdout.write('\nLargest paint (the median run):\n');
for (const row of rows) {
  process.stdout.write(`- ${row.page}: ${row.lcpElement}\n`);
  for (const shift of row.cls > 0 ? row.shifts : []) process.stdout.write(`  - shifted: ${shift}\n`);
  process.stdout.write(`  - main thread: ${row.work.join(', ')}\n`);
  for (const task of row.longTasks) process.stdout.write(`  - long task: ${task}\n`);
}
process.exit(rows.every((row) => row.met) ? 0 : 1);
