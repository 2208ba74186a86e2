// `npm run size`: builds the storefront and prints, per prerendered route, the JavaScript a first visit downloads, in
// the bytes a browser receives. Each page is opened in Chromium (Debian's, CHROMIUM_PATH to override; never
// downloaded) with an empty cache, served from the build as the server sends it (the build's brotli file), and every
// same-origin script it fetches until the network is idle is counted — except the two telemetry SDKs (Segment's and
// Datadog's, the chunks reached only from their loaders), which load after the page is interactive. Fails when a
// budget is exceeded. `--static` measures the old way instead: the scripts the HTML names and what they import
// statically, without a browser.
// Usage: npm run size [-- --no-build] [-- --json] [-- --static]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp', 'size-build');
const clientDir = path.join(outDir, 'client');
const consoleDir = path.join(clientDir, 'admin');
const KB = 1000;
/**
 * Budgets (docs/decisions/070-page-speed.md; the account home and the menu: 071-signed-in-page-speed.md), in bytes of
 * first-load JavaScript as sent (brotli).
 */
const BUDGETS = { '/signup/': 120 * KB, '/quiz/intro/': 120 * KB, '/mylarder/': 150 * KB, '/menu/': 150 * KB };

const args = new Set(process.argv.slice(2));
if (!args.has('--no-build')) {
  fs.rmSync(outDir, { recursive: true, force: true });
  // The whole web build (the storefront, then the operator console under admin/), as `npm run build` makes it.
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: path.join(root, 'apps/web'),
    env: { ...process.env, NODE_ENV: 'production', WEB_BUILD_OUT: outDir },
    encoding: 'utf8',
  });
  if (build.status !== 0) {
    process.stderr.write(`${build.stdout}\n${build.stderr}\nsize: the web build failed\n`);
    process.exit(1);
  }
}

/** The size on the wire: the build's `.br` file, which the server sends to any browser that accepts brotli. */
function wireSize(file) {
  const compressed = `${file}.br`;
  if (!fs.existsSync(compressed)) throw new Error(`size: ${path.relative(root, compressed)} is missing from the build`);
  return fs.statSync(compressed).size;
}

// Static imports only: `import x from "./a.js"`, `import "./a.js"`, `export * from "./a.js"`; never `import("./a.js")`.
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.js)["']/g;

function collect(file, seen) {
  if (seen.has(file) || !fs.existsSync(file)) return;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const target = match[1];
    if (!target) continue;
    collect(target.startsWith('/') ? path.join(clientDir, target) : path.resolve(path.dirname(file), target), seen);
  }
}

function firstLoadScripts(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const seen = new Set();
  // Everything the HTML names: preloads, module scripts and the inline bootstrap's imports (static and dynamic).
  for (const match of html.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) {
    if (match[1]) collect(path.join(clientDir, match[1]), seen);
  }
  return [...seen];
}

function routeOf(htmlFile) {
  const relative = path.relative(clientDir, path.dirname(htmlFile)).split(path.sep).join('/');
  return relative === '' ? '/' : `/${relative}/`;
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    // The operator console (admin/, built apart by vite.console.config.ts) is no customer page.
    if (entry.isDirectory()) return entry.name === 'assets' || full === consoleDir ? [] : htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

const DYNAMIC_IMPORT = /import\(\s*["']([^"']+\.js)["']\s*\)/g;

/** Every script reachable from `file` by static and dynamic imports, not going through `stop`. */
function reachable(file, stop, seen = new Set()) {
  if (seen.has(file) || stop.has(file) || !fs.existsSync(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const pattern of [STATIC_IMPORT, DYNAMIC_IMPORT]) {
    for (const match of source.matchAll(pattern)) {
      const target = match[1];
      if (!target) continue;
      reachable(
        target.startsWith('/') ? path.join(clientDir, target) : path.resolve(path.dirname(file), target),
        stop,
        seen,
      );
    }
  }
  return seen;
}

/** The telemetry SDKs' chunks: reachable from their two loaders and from nothing else. */
function telemetryChunks() {
  const assets = path.join(clientDir, 'assets');
  const all = fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(assets, name));
  const loaders = new Set(all.filter((file) => /\/load-(analytics|browser-logs)-[^/]+\.js$/.test(file)));
  if (loaders.size !== 2) throw new Error(`size: expected the two telemetry loader chunks, found ${loaders.size}`);
  const fromLoaders = new Set();
  for (const loader of loaders) reachable(loader, new Set(), fromLoaders);
  const elsewhere = new Set();
  for (const file of all) if (!fromLoaders.has(file)) reachable(file, loaders, elsewhere);
  return new Set([...fromLoaders].filter((file) => !elsewhere.has(file)));
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/** The build served as the one-process server sends it: a page's index.html, the `.br` sibling when there is one. */
function serveBuild() {
  const server = http.createServer((request, response) => {
    let pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (pathname.endsWith('/')) pathname += 'index.html';
    const file = path.join(clientDir, pathname);
    if (!file.startsWith(clientDir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not found."}');
      return;
    }
    const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' };
    const brotli = fs.existsSync(`${file}.br`) && /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (brotli) headers['content-encoding'] = 'br';
    response.writeHead(200, headers).end(fs.readFileSync(brotli ? `${file}.br` : file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function browserRows(files) {
  const require = createRequire(path.join(root, 'e2e', 'package.json'));
  const { chromium } = require('playwright-core');
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  const skipped = telemetryChunks();
  const server = await serveBuild();
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows = [];
  const measure = async (file) => {
    const route = routeOf(file);
    const context = await browser.newContext();
    // Only the build's own files: API calls and other origins answer nothing (they are not the page's code).
    await context.route('**/*', (intercepted) => {
      const url = new URL(intercepted.request().url());
      if (url.origin === origin && !url.pathname.startsWith('/api/')) return intercepted.continue();
      return intercepted.abort();
    });
    const page = await context.newPage();
    const scripts = new Map();
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      const local = path.join(clientDir, url.pathname);
      if (skipped.has(local)) return;
      scripts.set(url.pathname, wireSize(local));
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await context.close();
    return { route, files: scripts.size, wire: [...scripts.values()].reduce((sum, size) => sum + size, 0) };
  };
  // Every page loads at least the framework: a visit that saw no script at all missed its page's requests (seen with
  // four pages at once on a loaded machine, /quiz/intro/ measured as 0 bytes and its budget passed unseen). It is
  // measured again, alone; a second empty visit fails the run.
  const measured = async (file) => {
    const row = await measure(file);
    if (row.files > 0) return row;
    const again = await measure(file);
    if (again.files === 0) throw new Error(`size: ${again.route} loaded no script in Chromium`);
    return again;
  };
  try {
    // A few pages at a time: most of a visit is waiting for the network to be idle.
    const queue = [...files];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let file = queue.shift(); file; file = queue.shift()) rows.push(await measured(file));
      }),
    );
  } finally {
    await browser.close();
    server.close();
  }
  return rows;
}

const pages = htmlFiles(clientDir);
const rows = (
  args.has('--static')
    ? pages.map((file) => {
        const scripts = firstLoadScripts(file);
        return {
          route: routeOf(file),
          files: scripts.length,
          wire: scripts.reduce((sum, script) => sum + wireSize(script), 0),
        };
      })
    : await browserRows(pages)
).sort((a, b) => a.route.localeCompare(b.route));

if (args.has('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const width = Math.max(...rows.map((row) => row.route.length));
  process.stdout.write(
    `First-visit JavaScript per route, as sent (brotli, kB = 1000 bytes), ${args.has('--static') ? 'static imports' : 'by network idle in Chromium, without the telemetry SDKs'}\n`,
  );
  for (const row of rows) {
    const budget = BUDGETS[row.route];
    const note = budget ? `  (budget ${(budget / KB).toFixed(0)} kB)` : '';
    process.stdout.write(
      `${row.route.padEnd(width)}  ${(row.wire / KB).toFixed(1).padStart(6)} kB  ${row.files} files${note}\n`,
    );
  }
}

let failed = false;
for (const [route, budget] of Object.entries(BUDGETS)) {
  const row = rows.find((candidate) => candidate.route === route);
  if (!row) {
    process.stderr.write(`size: ${route} was not built\n`);
    failed = true;
  } else if (row.wire > budget) {
    process.stderr.write(
      `size: ${route} loads ${(row.wire / KB).toFixed(1)} kB, over its ${(budget / KB).toFixed(0)} kB budget\n`,
    );
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
