// Build time only (the home route's loader, run while prerendering): the catalogue as lib/catalogue-data.server.ts
// reads it. The `.server` suffix keeps it, and the data, out of the browser bundle.
import { catalogueData } from '../../../lib/catalogue-data.server';
import { type CatalogueRecord, type FeaturedItem, featuredCatalogue } from './featured-catalogue';

export function readFeaturedCatalogue(): FeaturedItem[] {
  return featuredCatalogue(catalogueData().products as CatalogueRecord[]);
}
