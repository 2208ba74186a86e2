// `npm start`: builds the storefront when its build is missing, was made with other public settings or from
// another catalogue (an operator changed a price, a description, an alt text or what is shown), then starts the API
// process, which serves it. Signals are passed on so shutdown stays graceful.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, exportCatalogue, root, webDir } from './build.mjs';

const buildDir = path.join(webDir, 'build/client');
const stampFile = path.join(webDir, 'build/.build-settings.json');

// The public settings baked into the build. By default the API origin follows PORT (one-process mode).
const port = process.env.PORT || '3000';
const settings = {
  // Bumped when the build's output changes shape (3: inlined styles, compressed files; 4: the console built apart;
  // 5: the server build of the pages rendered per visitor), so older builds are redone.
  BUILD_FORMAT: 5,
  PUBLIC_API_ORIGIN: process.env.PUBLIC_API_ORIGIN || `http://localhost:${port}`,
  // One process serving page and API: a page opened on 127.0.0.1 or [::1] calls its own origin (lib/env.ts).
  ...(process.env.PUBLIC_API_ORIGIN ? {} : { PUBLIC_API_LOOPBACK_ALIASES: 'true' }),
  ...Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('PUBLIC_') || name === 'BRAND_SLUG' || name === 'BRAND_NAME')
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
};

/** The settings and the catalogue the build was made with. */
const made = (catalogue) => ({ ...settings, CATALOGUE: catalogue });

function buildIsCurrent(wanted) {
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(stampFile)) return false;
  try {
    return JSON.stringify(JSON.parse(fs.readFileSync(stampFile, 'utf8'))) === JSON.stringify(wanted);
  } catch {
    return false;
  }
}

if (!process.env.WEB_BUILD_DIR) {
  // Before the server opens the database (the embedded one allows one process at a time).
  const wanted = made(exportCatalogue());
  if (!buildIsCurrent(wanted)) {
    console.info('Building the storefront…');
    buildWeb({ ...settings, WEB_BUILD_OUT: 'build' });
    fs.writeFileSync(stampFile, JSON.stringify(wanted));
  }
}

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
