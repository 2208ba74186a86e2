// `npm run catalogue -- export FILE`: what the storefront's build takes from the database (see cli/catalogue.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/database';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { catalogueForBuild } from './catalogue-edits';

export const CATALOGUE_USAGE = `Usage: npm run catalogue -- <command>

  export FILE               writes every product's and recipe's price, description, visibility and picture alt
                            text as the console left them, as JSON: the storefront's build (npm start, npm run
                            build) lays them over the committed catalogue data of the prerendered pages

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR, which allows one process at a time: while
the server runs on it, use the operator console at /admin/ (or stop the server first).`;

export async function runCatalogueCommand(args: string[], db: Db, io: CliIo): Promise<void> {
  const [command, file, ...rest] = args;
  if (command !== 'export' || !file || rest.length > 0) throw new CliError(CATALOGUE_USAGE);
  const catalogue = await catalogueForBuild(db);
  const target = path.resolve(file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Written whole or not at all: a build never reads half a file.
  fs.writeFileSync(`${target}.tmp`, `${JSON.stringify(catalogue)}\n`);
  fs.renameSync(`${target}.tmp`, target);
  const hidden = [...catalogue.products, ...catalogue.recipes].filter((item) => !item.visible).length;
  io.out(
    `Wrote ${catalogue.products.length} products and ${catalogue.recipes.length} recipes (${hidden} hidden, catalogue version ${catalogue.version ?? 'unedited'}) to ${file}`,
  );
}
