// Reads the catalogue's data files (data/products.json, pairings.json, occasion-options.json, written by the
// generator in apps/api/catalogue-data/, docs/catalogue.md): the seeder loads them into the database, and the data
// tests read them directly.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { OccasionOptionsRecord, PairingRecord, ProductRecord } from './catalogue-records';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

export interface CatalogueData {
  products: ProductRecord[];
  pairings: PairingRecord[];
  occasionOptions: OccasionOptionsRecord;
}

const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dataDir, file), 'utf8'));

let cached: CatalogueData | undefined;

export function readCatalogueData(): CatalogueData {
  cached ??= {
    products: z.array(ProductRecord).parse(read('products.json')),
    pairings: z.array(PairingRecord).parse(read('pairings.json')),
    occasionOptions: OccasionOptionsRecord.parse(read('occasion-options.json')),
  };
  return cached;
}
