// Build time only (the prerender list, the sitemap and the home, recipe and product routes' loaders, all run while
// building): the catalogue the prerendered pages are made of. That is the committed catalogue data with what
// operators changed in the database laid over it, when the build is given it: `scripts/build.mjs` (run by `npm start`
// and `npm run build`) writes it with `npm run catalogue -- export` and names the file in WEB_CATALOGUE_FILE. Prices,
// descriptions and picture alt texts are as edited; a hidden item has no page, no sitemap entry and no link
// (docs/decisions/200-operators.md). The `.server` suffix keeps it, and the data, out of the browser bundle.
import fs from 'node:fs';
import { z } from 'zod';
import pairings from '../../../api/src/seed/data/pairings.json';
import products from '../../../api/src/seed/data/products.json';

const Edited = z.object({
  id: z.number().int(),
  price_cents: z.number().int().nonnegative(),
  description: z.string(),
  visible: z.boolean(),
  picture_alt: z.string().nullable(),
});
const CatalogueFile = z.object({
  version: z.string().nullable(),
  products: z.array(Edited),
  recipes: z.array(Edited),
});
type Edited = z.infer<typeof Edited>;

interface SeedRecord {
  id: number;
  price_cents: number;
  description: string;
}

function overlay<T extends SeedRecord>(records: readonly T[], edits: readonly Edited[] | undefined): T[] {
  if (!edits) return [...records];
  const byId = new Map(edits.map((edit) => [edit.id, edit]));
  return records.flatMap((record) => {
    const edit = byId.get(record.id);
    if (!edit) return [record];
    if (!edit.visible) return [];
    return [
      {
        ...record,
        price_cents: edit.price_cents,
        description: edit.description,
        ...(edit.picture_alt ? { picture_alt: edit.picture_alt } : {}),
      },
    ];
  });
}

function readEdits(file: string | undefined): z.infer<typeof CatalogueFile> | undefined {
  if (!file) return undefined;
  const parsed = CatalogueFile.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`WEB_CATALOGUE_FILE ${file} is not a catalogue export: ${parsed.error.message}`);
  return parsed.data;
}

type Catalogue = { products: (typeof products)[number][]; recipes: (typeof pairings)[number][] };

/** The committed catalogue with the export in `file` (if any) laid over it, in the committed data's order and shape. */
export function catalogueFrom(file: string | undefined): Catalogue {
  const edits = readEdits(file);
  return { products: overlay(products, edits?.products), recipes: overlay(pairings, edits?.recipes) };
}

let data: Catalogue | undefined;

/** The products and recipes of the prerendered pages: the build's WEB_CATALOGUE_FILE over the committed data. */
export function catalogueData(): Catalogue {
  data ??= catalogueFrom(process.env.WEB_CATALOGUE_FILE || undefined);
  return data;
}
