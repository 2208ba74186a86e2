// Rows of delivery_zones and zone_waitlist.
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { deliveryZones, zoneWaitlist } from '../../db/schema/deliveries';

export type DeliveryZoneRow = typeof deliveryZones.$inferSelect;

export async function listActiveZones(db: DbOrTx): Promise<DeliveryZoneRow[]> {
  return db.select().from(deliveryZones).where(eq(deliveryZones.active, true)).orderBy(deliveryZones.code);
}

/**
 * Every zone's code and time zone, disabled ones too: a box paid before its zone was disabled is still delivered,
 * at the end of its day there.
 */
export async function listZoneClocks(db: DbOrTx): Promise<{ code: string; timeZone: string }[]> {
  return db
    .select({ code: deliveryZones.code, timeZone: deliveryZones.timeZone })
    .from(deliveryZones)
    .orderBy(deliveryZones.code);
}

export async function findZone(db: DbOrTx, code: string): Promise<DeliveryZoneRow | undefined> {
  const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.code, code)).limit(1);
  return row;
}

/** Adds an address and ZIP to the waitlist once (a repeat changes nothing). */
export async function addToWaitlist(db: DbOrTx, email: string, zip: string, at: Date): Promise<void> {
  await db.insert(zoneWaitlist).values({ email, zip, createdAt: at }).onConflictDoNothing();
}
