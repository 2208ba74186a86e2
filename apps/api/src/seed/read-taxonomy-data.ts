// Reads the taxonomy's data files (data/tags.json, data/dish-types.json): the seeder loads them into the database,
// and the catalogue generator (apps/api/catalogue-data/) and tests read them directly.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DishTypeRecord, TagRecord } from './taxonomy-records';

const dataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

export interface TaxonomyData {
  tags: TagRecord[];
  dishTypes: DishTypeRecord[];
}

let cached: TaxonomyData | undefined;

export function readTaxonomyData(): TaxonomyData {
  cached ??= {
    tags: z.array(TagRecord).parse(JSON.parse(fs.readFileSync(path.join(dataDir, 'tags.json'), 'utf8'))),
    dishTypes: z
      .array(DishTypeRecord)
      .parse(JSON.parse(fs.readFileSync(path.join(dataDir, 'dish-types.json'), 'utf8'))),
  };
  return cached;
}
