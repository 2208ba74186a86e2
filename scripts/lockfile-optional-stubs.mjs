// The npm registry these machines reach does not carry every platform build of packages such as @biomejs/cli-*
// and @rollup/rollup-* (the android, darwin, win32 … ones). npm then writes a lockfile without entries for them,
// and `npm ci` refuses that lockfile as out of sync. This adds a version-only entry for each missing optional
// platform package, which `npm ci` accepts and skips as it would any optional package it cannot install.
// Idempotent; run after `npm install` changes the lockfile (and by .ci/run before `npm ci`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const lockPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages ?? {};
let added = 0;

for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = location === '' ? `node_modules/${name}` : `${location}/node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    packages[`node_modules/${name}`] = {
      version: String(spec).replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
    };
    added += 1;
  }
}

if (added > 0) fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`lockfile: ${added} optional platform package entries added`);
