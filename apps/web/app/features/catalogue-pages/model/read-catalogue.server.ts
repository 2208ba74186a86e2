// Server only (the recipe and product routes' loader): the catalogue as lib/catalogue-data.server.ts reads it (the
// committed data with the operators' edits, as the API process hands them to the render, laid over it). The
// `.server` suffix keeps it, and the data, out of the browser bundle.

import type { CatalogueKind } from '@larder/contracts/values/catalogue-paths';
import { parseCatalogueSegment } from '@larder/contracts/values/catalogue-paths';
import tags from '../../../../../api/src/seed/data/tags.json';
import { type CatalogueEdits, catalogueData, catalogueFrom } from '../../../lib/catalogue-data.server';
import { type CataloguePage, type CatalogueRecord, type CatalogueSource, cataloguePage } from './catalogue-page';

const tagNames: ReadonlyMap<number, string> = new Map(
  (tags as { id: number; name: string }[]).map((tag) => [tag.id, tag.name]),
);

/** One source per edits object the API process hands over (it keeps one until the next edit). */
const sources = new WeakMap<CatalogueEdits, CatalogueSource>();
let committed: CatalogueSource | undefined;

function sourceOf(catalogue: { products: unknown[]; recipes: unknown[] }): CatalogueSource {
  return {
    products: catalogue.products as CatalogueRecord[],
    recipes: catalogue.recipes as CatalogueRecord[],
    tagNames,
  };
}

function source(edits: CatalogueEdits | undefined): CatalogueSource {
  if (!edits) {
    committed ??= sourceOf(catalogueData());
    return committed;
  }
  let known = sources.get(edits);
  if (!known) {
    known = sourceOf(catalogueFrom(edits));
    sources.set(edits, known);
  }
  return known;
}

/** The page of `/recipes/<segment>/` or `/products/<segment>/`; undefined for an unknown, hidden or stale address. */
export function readCataloguePage(
  kind: CatalogueKind,
  segment: string | undefined,
  edits?: CatalogueEdits,
): CataloguePage | undefined {
  const parsed = parseCatalogueSegment(segment ?? '');
  if (!parsed) return undefined;
  const catalogue = source(edits);
  const records = kind === 'recipe' ? catalogue.recipes : catalogue.products;
  const record = records.find((candidate) => candidate.id === parsed.id && candidate.slug === parsed.slug);
  return record ? cataloguePage(kind, record, catalogue) : undefined;
}
