// Build time only (the recipe and product routes' loaders, run while building): the catalogue as
// lib/catalogue-data.server.ts reads it (the committed data with the operators' edits from the database laid over
// it). The `.server` suffix keeps it, and the data, out of the browser bundle.

import type { CatalogueKind } from '@larder/contracts/values/catalogue-paths';
import { parseCatalogueSegment } from '@larder/contracts/values/catalogue-paths';
import tags from '../../../../../api/src/seed/data/tags.json';
import { catalogueData } from '../../../lib/catalogue-data.server';
import { type CataloguePage, type CatalogueRecord, type CatalogueSource, cataloguePage } from './catalogue-page';

let read: CatalogueSource | undefined;
function source(): CatalogueSource {
  read ??= {
    products: catalogueData().products as CatalogueRecord[],
    recipes: catalogueData().recipes as CatalogueRecord[],
    tagNames: new Map((tags as { id: number; name: string }[]).map((tag) => [tag.id, tag.name])),
  };
  return read;
}

/** The page of `/recipes/<segment>/` or `/products/<segment>/`; undefined for an unknown or stale address. */
export function readCataloguePage(kind: CatalogueKind, segment: string | undefined): CataloguePage | undefined {
  const parsed = parseCatalogueSegment(segment ?? '');
  if (!parsed) return undefined;
  const records = kind === 'recipe' ? source().recipes : source().products;
  const record = records.find((candidate) => candidate.id === parsed.id && candidate.slug === parsed.slug);
  return record ? cataloguePage(kind, record, source()) : undefined;
}
