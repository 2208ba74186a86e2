// The catalogue the recipe and product pages are made of: the committed catalogue data, with what operators changed
// in the database laid over it when the page is rendered by the API process (apps/api/src/web/catalogue-pages.ts
// hands the edits to the route's loader, read afresh after every edit). Prices, descriptions and picture alt texts
// are as edited; a hidden item has no page, no sitemap entry and no link (docs/decisions/090-…, 200-operators.md).
// Without edits (the home page's prerendered row, `react-router dev`), the committed data. The `.server` suffix
// keeps it, and the data, out of the browser bundle.
import pairings from '../../../api/src/seed/data/pairings.json';
import products from '../../../api/src/seed/data/products.json';

/** One item as an operator left it (the API's `catalogueForBuild`, in the seed data's field names). */
export interface EditedItem {
  id: number;
  price_cents: number;
  description: string;
  visible: boolean;
  picture_alt: string | null;
}

/** Every product's and recipe's edited fields, by id. */
export interface CatalogueEdits {
  products: readonly EditedItem[];
  recipes: readonly EditedItem[];
}

interface SeedRecord {
  id: number;
  price_cents: number;
  description: string;
}

function overlay<T extends SeedRecord>(records: readonly T[], edits: readonly EditedItem[] | undefined): T[] {
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

declare module 'react-router' {
  interface AppLoadContext {
    /** The operators' edits of the catalogue now, for the recipe and product pages (apps/api/src/web/catalogue-pages.ts). */
    catalogue?: CatalogueEdits;
    /** The storefront's public origin (PUBLIC_SITE_ORIGIN) for canonical URLs, Open Graph and JSON-LD. */
    siteOrigin?: string;
  }
}

export type Catalogue = { products: (typeof products)[number][]; recipes: (typeof pairings)[number][] };

/** The committed catalogue with `edits` (if any) laid over it, in the committed data's order and shape. */
export function catalogueFrom(edits: CatalogueEdits | undefined): Catalogue {
  return { products: overlay(products, edits?.products), recipes: overlay(pairings, edits?.recipes) };
}

let committed: Catalogue | undefined;

/** The committed catalogue data, as the repository holds it. */
export function catalogueData(): Catalogue {
  committed ??= catalogueFrom(undefined);
  return committed;
}
