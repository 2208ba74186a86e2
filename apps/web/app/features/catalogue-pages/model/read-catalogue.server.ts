// Build time only (the recipe and product routes' loaders and the prerender list, run while building): reads the
// committed catalogue seed data. The `.server` suffix keeps it, and the data, out of the browser bundle.

import type { CatalogueKind } from '@larder/contracts/values/catalogue-paths';
import { parseCatalogueSegment } from '@larder/contracts/values/catalogue-paths';
import pairings from '../../../../../api/src/seed/data/pairings.json';
import products from '../../../../../api/src/seed/data/products.json';
import tags from '../../../../../api/src/seed/data/tags.json';
import { type CataloguePage, type CatalogueRecord, type CatalogueSource, cataloguePage } from './catalogue-page';

const source: CatalogueSource = {
  products: products as CatalogueRecord[],
  recipes: pairings as CatalogueRecord[],
  tagNames: new Map((tags as { id: number; name: string }[]).map((tag) => [tag.id, tag.name])),
};

/** The page of `/recipes/<segment>/` or `/products/<segment>/`; undefined for an unknown or stale address. */
export function readCataloguePage(kind: CatalogueKind, segment: string | undefined): CataloguePage | undefined {
  const parsed = parseCatalogueSegment(segment ?? '');
  if (!parsed) return undefined;
  const records = kind === 'recipe' ? source.recipes : source.products;
  const record = records.find((candidate) => candidate.id === parsed.id && candidate.slug === parsed.slug);
  return record ? cataloguePage(kind, record, source) : undefined;
}
