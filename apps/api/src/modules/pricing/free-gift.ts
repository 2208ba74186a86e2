// The free gift for life (issue 17; docs/decisions/110-front-door-offers-survey.md): the products operators offer
// (`npm run config -- set checkout.free_gift_product_ids 297,238,301`), one of which a new customer picks at checkout
// (the first offered until they pick). The order it places keeps it on the subscription, and every box carries it at
// $0 — beside the lines, never priced.
import { picturePath } from '@larder/contracts/schemas/catalogue';
import type { FreeGift } from '@larder/contracts/schemas/checkout';
import { FREE_GIFT_CONFIG, FREE_GIFT_OPTIONS_MAX } from '@larder/contracts/values/checkout';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { CONFIG_KEY_DEFAULTS } from '../configs/config-defaults';
import { getConfigValue } from '../configs/repository';

const toGift = (row: { id: number; name: string; picture: string }): FreeGift => ({
  id: row.id,
  name: row.name,
  picture: picturePath(row.picture),
});

/** The gifts on offer now, in the configured order (unknown ids left out). */
export async function freeGiftOptions(db: DbOrTx): Promise<FreeGift[]> {
  const value = (await getConfigValue(db, FREE_GIFT_CONFIG)) ?? CONFIG_KEY_DEFAULTS[FREE_GIFT_CONFIG];
  const ids = [...new Set(value.split(',').map(Number))]
    .filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)
    .slice(0, FREE_GIFT_OPTIONS_MAX);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, picture: products.picture })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.flatMap((id) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? [toGift(row)] : [];
  });
}

/** The gift a checkout gives: the one picked while it is still offered, else the first offered; null when none is. */
export function giftOf(options: readonly FreeGift[], pickedId: number | null | undefined): FreeGift | null {
  return options.find((gift) => gift.id === pickedId) ?? options[0] ?? null;
}

/** A gift as an order shows it (whatever is offered today). */
export async function freeGiftById(db: DbOrTx, id: number | null): Promise<FreeGift | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: products.id, name: products.name, picture: products.picture })
    .from(products)
    .where(eq(products.id, id))
    .limit(1);
  return row ? toGift(row) : null;
}
