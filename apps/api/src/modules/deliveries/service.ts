// Where and when we deliver: a ZIP's city, state and zone, and the zone's delivery dates with their cutoffs. Zones
// are read from the database (operators change them) and cached briefly; the fee of a zone without its own is the
// dynamic config `checkout.delivery_fee_cents`.
import type { DeliveryDate as DeliveryDateBody, ZipAnswer } from '@larder/contracts/schemas/shipping';
import { DELIVERY_WEEKS_AHEAD } from '@larder/contracts/values/checkout';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { type DeliveryDate, deliveryDateFor, upcomingDeliveryDates } from './delivery-dates';
import { addToWaitlist, type DeliveryZoneRow, listActiveZones } from './repository';
import { lookupZip } from './zip-directory';
import { type DeliveryZone, zoneForZip } from './zones';

const ZONES_TTL_MS = 30_000;

function toZone(row: DeliveryZoneRow, defaultFeeCents: number): DeliveryZone {
  return {
    code: row.code,
    name: row.name,
    zipPrefixes: row.zipPrefixes,
    zips: row.zips,
    timeZone: row.timeZone,
    deliveryWeekdays: row.deliveryWeekdays,
    cutoffDaysBefore: row.cutoffDaysBefore,
    cutoffLocalTime: row.cutoffLocalTime,
    deliveryFeeCents: row.deliveryFeeCents ?? defaultFeeCents,
  };
}

export function deliveryDateBody(date: DeliveryDate): DeliveryDateBody {
  return { date: date.date, label: date.label, cutoff_at: date.cutoffAt.toISOString(), cutoff_label: date.cutoffLabel };
}

export class DeliveryService {
  private cached: { at: number; zones: DeliveryZone[] } | undefined;

  constructor(
    private readonly db: DbOrTx,
    private readonly clock: Clock,
    /** The configured fee (`checkout.delivery_fee_cents`) of zones without their own, read with `db`. */
    private readonly defaultFeeCents: (db: DbOrTx) => Promise<number>,
  ) {}

  /**
   * The active zones, read at most every 30 seconds. Inside a transaction pass it as `db`: on the embedded database a
   * transaction holds the only connection, so a read outside it would wait for ever.
   */
  async zones(db: DbOrTx = this.db): Promise<DeliveryZone[]> {
    const now = this.clock.now().getTime();
    if (!this.cached || now - this.cached.at > ZONES_TTL_MS || now < this.cached.at) {
      const rows = await listActiveZones(db);
      const fee = await this.defaultFeeCents(db);
      this.cached = { at: now, zones: rows.map((row) => toZone(row, fee)) };
    }
    return this.cached.zones;
  }

  /** The zone delivering to `zip`, if any. */
  async zoneFor(zip: string, db: DbOrTx = this.db): Promise<DeliveryZone | undefined> {
    return zoneForZip(zip, await this.zones(db));
  }

  async zoneByCode(code: string, db: DbOrTx = this.db): Promise<DeliveryZone | undefined> {
    return (await this.zones(db)).find((zone) => zone.code === code);
  }

  /** The delivery date `date` of `zone` while its cutoff has not passed. */
  dateIn(zone: DeliveryZone, date: string): DeliveryDate | undefined {
    return deliveryDateFor(zone, date, this.clock.now());
  }

  /** `date` described in `zone` (label and cutoff) whether or not its cutoff passed; a fallback off its weekdays. */
  describeDate(zone: DeliveryZone, date: string): DeliveryDate {
    return deliveryDateFor(zone, date, new Date(0)) ?? { date, label: date, cutoffAt: new Date(0), cutoffLabel: '' };
  }

  /** A known ZIP's place, zone and delivery dates; undefined for a ZIP that does not exist. */
  async lookup(zip: string): Promise<ZipAnswer | undefined> {
    const place = lookupZip(zip);
    if (!place) return undefined;
    const zone = await this.zoneFor(zip);
    if (!zone) return { ...place, zone: null, delivery_dates: [] };
    const dates = upcomingDeliveryDates(zone, this.clock.now(), DELIVERY_WEEKS_AHEAD);
    return {
      ...place,
      zone: { code: zone.code, name: zone.name, delivery_fee_cents: zone.deliveryFeeCents },
      delivery_dates: dates.map(deliveryDateBody),
    };
  }

  async joinWaitlist(email: string, zip: string): Promise<void> {
    await addToWaitlist(this.db, email, zip, this.clock.now());
  }
}
