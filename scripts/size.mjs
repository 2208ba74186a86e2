// `npm run size`: builds the storefront and prints, per prerendered route, the JavaScript a first visit loads, in the
// bytes a browser receives: every script the HTML references, plus what those import statically, each counted as the
// build's brotli file the server sends to Chromium (Accept-Encoding: gzip, deflate, br, zstd). Fails when a budget is
// exceeded.
// Usage: npm run size [-- --no-build] [-- --json]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, '.tmp', 'size-build');
const clientDir = path.join(outDir, 'client');
const KB = 1000;
/** Budgets (docs/decisions/070-page-speed.md), in bytes of first-load JavaScript as sent (brotli). */
const BUDGETS = { '/signup/': 120 * KB, '/quiz/intro/': 120 * KB };

const args = new Set(process.argv.slice(2));
if (!args.has('--no-build')) {
  fs.rmSync(outDir, { recursive: true, force: true });
  const build = spawnSync('npx', ['react-router', 'build'], {
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
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

const rows = htmlFiles(clientDir)
  .map((file) => {
    const scripts = firstLoadScripts(file);
    return {
      route: routeOf(file),
      files: scripts.length,
      wire: scripts.reduce((sum, script) => sum + wireSize(script), 0),
    };
  })
  .sort((a, b) => a.route.localeCompare(b.route));

if (args.has('--json')) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else {
  const width = Math.max(...rows.map((row) => row.route.length));
  process.stdout.write(`First-load JavaScript per route, as sent (brotli, kB = 1000 bytes)\n`);
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
