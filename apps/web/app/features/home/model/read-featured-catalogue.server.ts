// Build time only (the home route's loader, run while prerendering): reads the committed catalogue seed data.
// The `.server` suffix keeps it, and the data, out of the browser bundle.
import products from '../../../../../api/src/seed/data/products.json';
import { type CatalogueRecord, type FeaturedItem, featuredCatalogue } from './featured-catalogue';

export function readFeaturedCatalogue(): FeaturedItem[] {
  return featuredCatalogue(products as CatalogueRecord[]);
}
