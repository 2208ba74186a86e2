import type { Db } from '../db/database';
import { deliveryZones } from '../db/schema/deliveries';
import { SEED_ZONES } from '../modules/deliveries/zones';

/**
 * The launch metros (modules/deliveries/zones.ts), inserted when missing. Their fee is left to the dynamic config
 * `checkout.delivery_fee_cents` (null), so one `npm run config` changes it everywhere; a zone may be given its own.
 */
export async function seedDeliveryZones(db: Db): Promise<void> {
  await db
    .insert(deliveryZones)
    .values(SEED_ZONES.map((zone) => ({ ...zone, deliveryFeeCents: null })))
    .onConflictDoNothing({ target: deliveryZones.code });
}
