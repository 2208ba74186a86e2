// `npm run build`, and `npm start`'s build: the storefront (its prerendered pages and its server build, which the API
// process renders the recipe, product and customer pages with) and the operator console into its `admin/`. The build
// holds no address, port or catalogue edit (docs/decisions/090-recipe-and-product-pages.md); it is given only the
// public settings still fixed at build time (scripts/build-stamp.mjs), so its stamp says all it depends on.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSettings } from './build-stamp.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const webDir = path.join(root, 'apps/web');

/** This process's environment without public settings the build does not read (the API reads those at run time). */
function buildEnvironment(env) {
  const kept = Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith('PUBLIC_')));
  return { ...kept, ...buildSettings(env) };
}

/** The storefront, then the console (apps/web's build script runs both), with `env` on top of this process's. */
export function buildWeb(env = {}) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    stdio: 'inherit',
    env: { ...buildEnvironment({ ...process.env, ...env }), NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildWeb();
