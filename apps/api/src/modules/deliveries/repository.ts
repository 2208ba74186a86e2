// Rows of delivery_zones and zone_waitlist. The writes are the operator's (`npm run zones` and the console), with
// zones checked by zones.ts's ZoneInput first.
import { asc, eq } from 'drizzle-orm';
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

/** Every zone, disabled ones too, by code. */
export function listAllZones(db: DbOrTx): Promise<DeliveryZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.code));
}

/** Creates or replaces a zone (a new one is active; an existing one keeps its state); the row before, if any. */
export async function saveZone(
  db: DbOrTx,
  zone: Omit<DeliveryZoneRow, 'active'>,
): Promise<{ before: DeliveryZoneRow | undefined; after: DeliveryZoneRow }> {
  const before = await findZone(db, zone.code);
  const [after] = await db
    .insert(deliveryZones)
    .values({ ...zone, active: true })
    .onConflictDoUpdate({ target: deliveryZones.code, set: { ...zone } })
    .returning();
  if (!after) throw new Error('zone upsert returned no row');
  return { before, after };
}

/** Offers a zone's ZIPs again or stops offering them; undefined when there is no such zone. */
export async function setZoneActive(
  db: DbOrTx,
  code: string,
  active: boolean,
): Promise<{ before: DeliveryZoneRow; after: DeliveryZoneRow } | undefined> {
  const before = await findZone(db, code);
  if (!before) return undefined;
  const [after] = await db.update(deliveryZones).set({ active }).where(eq(deliveryZones.code, code)).returning();
  return after ? { before, after } : undefined;
}

/** Who asked to be told when we deliver (to one ZIP), by ZIP then oldest first. */
export function listWaitlist(db: DbOrTx, zip?: string) {
  return db
    .select()
    .from(zoneWaitlist)
    .where(zip ? eq(zoneWaitlist.zip, zip) : undefined)
    .orderBy(asc(zoneWaitlist.zip), asc(zoneWaitlist.createdAt));
}
