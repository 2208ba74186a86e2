// Server only (the home route's loader): the catalogue as lib/catalogue-data.server.ts reads it, with the operators'
// edits the API process hands to the render (a hidden item leaves the row, an edited price shows). The `.server`
// suffix keeps it, and the data, out of the browser bundle.
import { type CatalogueEdits, catalogueFrom } from '../../../lib/catalogue-data.server';
import { type CatalogueRecord, type FeaturedItem, featuredCatalogue } from './featured-catalogue';

export function readFeaturedCatalogue(edits?: CatalogueEdits): FeaturedItem[] {
  return featuredCatalogue(catalogueFrom(edits).products as CatalogueRecord[]);
}
