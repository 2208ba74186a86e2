// `npm start`: builds the storefront when its build is missing or was made from other code, another committed
// catalogue or other build settings (scripts/build-stamp.mjs: not PORT, not the database's catalogue), then starts the
// API process, which serves it on any port. Signals are passed on so shutdown stays graceful.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildWeb, root, webDir } from './build.mjs';
import { buildStamp } from './build-stamp.mjs';

const buildDir = path.join(webDir, 'build/client');
const stampFile = path.join(webDir, 'build/.build-stamp');

function buildIsCurrent(stamp) {
  return (
    fs.existsSync(path.join(buildDir, 'index.html')) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, 'utf8').trim() === stamp
  );
}

if (!process.env.WEB_BUILD_DIR) {
  const stamp = buildStamp(root, process.env);
  if (!buildIsCurrent(stamp)) {
    console.info('Building the storefront…');
    buildWeb({ WEB_BUILD_OUT: 'build' });
    fs.writeFileSync(stampFile, stamp);
  }
}

const api = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
