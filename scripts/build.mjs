// `npm run build`, and `npm start`'s build: reads the catalogue as operators left it in the database (`npm run
// catalogue -- export`, on DATABASE_URL or the embedded database), then builds the storefront — whose prerendered
// recipe and product pages lay those prices, descriptions, alt texts and hidden items over the committed catalogue
// data (apps/web/app/lib/catalogue-data.server.ts) — and the operator console into its `admin/`.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');
/** Beside the build folder, not in it: each build empties that folder first. Listed in .gitignore. */
export const catalogueFile = path.join(webDir, '.build-catalogue.json');

/** Writes the database's catalogue for the build; its digest, which changes when an operator's edit does. */
export function exportCatalogue() {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/catalogue.ts', 'export', catalogueFile],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
  if (result.status !== 0) {
    console.error('The build reads the catalogue from the database (see the line above) and could not.');
    process.exit(result.status ?? 1);
  }
  const { version: _version, ...catalogue } = JSON.parse(fs.readFileSync(catalogueFile, 'utf8'));
  return crypto.createHash('sha256').update(JSON.stringify(catalogue)).digest('hex').slice(0, 16);
}

/** The storefront, then the console (apps/web's build script runs both), with `env` on top of this process's. */
export function buildWeb(env = {}) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env, WEB_CATALOGUE_FILE: catalogueFile },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  exportCatalogue();
  buildWeb();
}
