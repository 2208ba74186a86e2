// The storefront's address of every recipe and product page: `/recipes/<id>-<slug>/` and `/products/<id>-<slug>/`
// (docs/decisions/090-recipe-and-product-pages.md). The id finds the item; the slug is for people and search
// engines, and a stale one is redirected to the current one.

export type CatalogueKind = 'recipe' | 'product';

export const CATALOGUE_PATH_PREFIX: Readonly<Record<CatalogueKind, string>> = {
  recipe: '/recipes/',
  product: '/products/',
};

/** A catalogue item's content type as the API names it (pairings are the recipes). */
export function kindOfContentType(type: 'product' | 'pairing'): CatalogueKind {
  return type === 'pairing' ? 'recipe' : 'product';
}

export function catalogueItemPath(kind: CatalogueKind, item: { id: number; slug: string }): string {
  return `${CATALOGUE_PATH_PREFIX[kind]}${item.id}-${item.slug}/`;
}

const ITEM_SEGMENT = /^([1-9]\d{0,8})-([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/** The id and slug of an `<id>-<slug>` path segment; undefined when it is malformed. */
export function parseCatalogueSegment(segment: string): { id: number; slug: string } | undefined {
  const match = segment.match(ITEM_SEGMENT);
  return match ? { id: Number(match[1]), slug: match[2] as string } : undefined;
}

/** The kind and id/slug of a page path such as `/recipes/12-dal-tadka/`; undefined for any other path. */
export function parseCataloguePath(pathname: string): { kind: CatalogueKind; id: number; slug: string } | undefined {
  for (const kind of ['recipe', 'product'] as const) {
    const prefix = CATALOGUE_PATH_PREFIX[kind];
    if (!pathname.startsWith(prefix)) continue;
    const segment = pathname.slice(prefix.length).replace(/\/$/, '');
    const parsed = parseCatalogueSegment(segment);
    return parsed ? { kind, ...parsed } : undefined;
  }
  return undefined;
}
