// `npm start`: builds the storefront when its build is missing or was made with other public settings, then
// starts the API process, which serves it. Signals are passed on so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const buildDir = path.join(webDir, 'build/client');
const stampFile = path.join(webDir, 'build/.build-settings.json');

// The public settings baked into the build. By default the API origin follows PORT (one-process mode).
const port = process.env.PORT || '3000';
const settings = {
  // Bumped when the build's output changes shape (3: inlined styles, compressed files; 4: the console built apart),
  // so older builds are redone.
  BUILD_FORMAT: 4,
  PUBLIC_API_ORIGIN: process.env.PUBLIC_API_ORIGIN || `http://localhost:${port}`,
  // One process serving page and API: a page opened on 127.0.0.1 or [::1] calls its own origin (lib/env.ts).
  ...(process.env.PUBLIC_API_ORIGIN ? {} : { PUBLIC_API_LOOPBACK_ALIASES: 'true' }),
  ...Object.fromEntries(
    Object.entries(process.env)
      .filter(([name]) => name.startsWith('PUBLIC_') || name === 'BRAND_SLUG' || name === 'BRAND_NAME')
      .sort(([a], [b]) => a.localeCompare(b)),
  ),
};

function buildIsCurrent() {
  if (!fs.existsSync(path.join(buildDir, 'index.html')) || !fs.existsSync(stampFile)) return false;
  try {
    return JSON.stringify(JSON.parse(fs.readFileSync(stampFile, 'utf8'))) === JSON.stringify(settings);
  } catch {
    return false;
  }
}

if (!process.env.WEB_BUILD_DIR && !buildIsCurrent()) {
  console.info('Building the storefront…');
  // The storefront, then the operator console into its `admin/` (apps/web's build script runs both).
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, ...settings, NODE_ENV: 'production', WEB_BUILD_OUT: 'build' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, JSON.stringify(settings));
}

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
