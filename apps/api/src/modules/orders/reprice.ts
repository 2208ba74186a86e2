// A week's order priced again after a change (its lines, its zone, its promo): the one pricing function with the
// order's promo, its zone's delivery fee and the minimums it was made with. Credits are applied at the cutoff, not
// before.
import type { DbOrTx } from '../../db/database';
import type { DeliveryService } from '../deliveries/service';
import { priceBox, promoDiscount } from '../pricing/pricing';
import { readPricingRules } from '../pricing/pricing-rules';
import { findPromoById } from '../promos/repository';
import { listOrderLines, type OrderRow, totalsColumns, updateOrder } from './repository';

export async function repriceOrder(tx: DbOrTx, deliveries: DeliveryService, row: OrderRow): Promise<void> {
  const lines = await listOrderLines(tx, row.id);
  const promo = row.promoCodeId ? await findPromoById(tx, row.promoCodeId) : undefined;
  const zone = await deliveries.zoneByCode(row.zoneCode, tx);
  const fee = zone?.deliveryFeeCents ?? (await readPricingRules(tx)).deliveryFeeCents;
  const totals = priceBox(lines, promoDiscount(promo), {
    deliveryFeeCents: fee,
    freeDeliveryMinCents: row.freeDeliveryMinCents,
    minOrderCents: row.minOrderCents,
  });
  await updateOrder(tx, row.id, totalsColumns(totals));
}
