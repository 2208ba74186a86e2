// Recipe and product pages are prerendered at their current address, `/recipes/<id>-<slug>/`. An address whose id is
// known but whose slug is not the current one (a renamed dish, an old link) is answered with a permanent redirect to
// the current address; anything else under those prefixes is a real 404 page (docs/decisions/090-…).
import { catalogueItemPath, parseCataloguePath } from '@larder/contracts/values/catalogue-paths';
import type { DbOrTx } from '../db/database';
import { findCatalogueSlug } from '../modules/catalogue/repository';

/** The current address of a recipe or product page requested at a stale one; undefined otherwise. */
export async function currentCataloguePath(db: DbOrTx, pathname: string): Promise<string | undefined> {
  const address = parseCataloguePath(pathname);
  if (!address) return undefined;
  const slug = await findCatalogueSlug(db, address.kind === 'recipe' ? 'pairing' : 'product', address.id);
  if (slug === undefined || slug === address.slug) return undefined;
  return catalogueItemPath(address.kind, { id: address.id, slug });
}
