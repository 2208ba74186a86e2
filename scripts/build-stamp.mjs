// What a storefront build is made of, as one digest: `npm start` remakes the build only when it changes (about three
// minutes on a two-core machine). It is the code the build reads (the web app, the shared contracts, the lockfile),
// the committed catalogue data, and the few public settings still fixed at build time when they are set
// (BUILD_SETTINGS: the API origin the pages call and the brand). Not PORT, not PUBLIC_SITE_ORIGIN, not the provider,
// telemetry or client keys, not what operators changed in the database: the pages call their own origin and the API
// process fills the rest in at run time (docs/decisions/090-recipe-and-product-pages.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bumped when the build's output changes shape, so older builds are redone (6: one build for any port; 7: the public
 * provider, telemetry and client settings served at run time).
 */
export const BUILD_FORMAT = 7;

/**
 * The public settings the pages still read from the build (the README's "Web build" table), the only ones the build
 * is given: the API origin shapes every prerendered page's picture addresses and is how a page on a static host
 * finds the API; the brand names the account pages' paths in the route table and the pages' texts. PUBLIC_API_ORIGIN
 * only when it names another origin: by default the pages call their own. Every other public setting is the API
 * process's (the README's "Web pages" table), served to the pages at run time (docs/decisions/090-…).
 */
export const BUILD_SETTINGS = ['PUBLIC_API_ORIGIN', 'PUBLIC_API_LOOPBACK_ALIASES', 'BRAND_SLUG', 'BRAND_NAME'];

/** What the build reads, under the repository: folders are walked (see `skipped`), files read whole. */
const SOURCES = [
  'apps/web',
  'packages/contracts',
  'apps/api/src/seed/data/products.json',
  'apps/api/src/seed/data/pairings.json',
  'apps/api/src/seed/data/tags.json',
  'package-lock.json',
  'tsconfig.base.json',
];

/** Build output, installed packages, generated types, dotfiles and tests: none of them changes what is built. */
const skipped = (name) =>
  name.startsWith('.') || name === 'node_modules' || name === 'build' || /\.test\.(ts|tsx|mjs)$/.test(name);

function files(root, relative) {
  const full = path.join(root, relative);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => !skipped(entry.name))
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(root, path.posix.join(relative, entry.name)));
}

/** The build settings of `env` that are set, in BUILD_SETTINGS's order. */
export function buildSettings(env) {
  return Object.fromEntries(BUILD_SETTINGS.filter((name) => env[name]).map((name) => [name, env[name]]));
}

/** The digest of the code and committed catalogue under `root` and the build settings of `env`. */
export function buildStamp(root, env) {
  const hash = crypto.createHash('sha256');
  hash.update(`format ${BUILD_FORMAT}\n${JSON.stringify(buildSettings(env))}\n`);
  for (const file of SOURCES.flatMap((source) => files(root, source))) {
    hash.update(`${file}\n`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}
