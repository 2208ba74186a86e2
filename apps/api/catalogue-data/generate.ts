// Writes the catalogue's data files (products.json, pairings.json, occasion-options.json) from the definitions
// (see build-catalogue.ts). Ids are kept by slug from the previous files, so regenerating never renumbers what
// customers may have saved. Run it after changing a definition, then format the files:
//
//   node --import tsx apps/api/catalogue-data/generate.ts
//   npx biome format --write apps/api/src/seed/data/*.json
//
// The seeder reads the JSON files (src/seed/data); this script and the definitions are not used at run time.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogueData } from './build-catalogue';

const here = path.dirname(fileURLToPath(import.meta.url));
const file = (name: string) => path.join(here, '../src/seed/data', name);
const previous = (name: string): { id: number; slug: string }[] =>
  fs.existsSync(file(name)) ? JSON.parse(fs.readFileSync(file(name), 'utf8')) : [];

const built = buildCatalogueData({ products: previous('products.json'), pairings: previous('pairings.json') });
if (built.problems.length > 0) {
  process.stderr.write(`${built.problems.join('\n')}\n`);
  process.exit(1);
}
const write = (name: string, value: unknown) => fs.writeFileSync(file(name), `${JSON.stringify(value, null, 2)}\n`);
write('products.json', built.products);
write('pairings.json', built.pairings);
write('occasion-options.json', built.occasionOptions);
process.stdout.write(`wrote ${built.products.length} products, ${built.pairings.length} pairings\n`);
