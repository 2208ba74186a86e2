// The delivery dates a customer may pick in a zone, and until when an order for each may change: the cutoff is
// `cutoffDaysBefore` calendar days before the delivery date at `cutoffLocalTime` on the zone's wall clock, so it
// stays at 19:00 local across daylight-saving changes. Calendar arithmetic is date-fns on @date-fns/tz's TZDate
// (no offset maths of our own). The server checks a chosen date with deliveryDateFor, the same rule the list uses.
import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, set, startOfDay, subDays } from 'date-fns';
import type { DeliveryZone } from './zones';

/** A date a customer may pick, with its cutoff. */
export interface DeliveryDate {
  /** 'YYYY-MM-DD', the delivery day on the zone's calendar. */
  date: string;
  /** The instant the order locks: `cutoffDaysBefore` days before `date` at `cutoffLocalTime` in the zone. */
  cutoffAt: Date;
  /** 'Edit until Mon, Nov 30, 7:00 PM ET'. */
  cutoffLabel: string;
  /** 'Thursday, December 3'. */
  label: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * Customer-facing names of the US zones, keyed by the Intl 'shortGeneric' name (Phoenix answers 'MST', Honolulu
 * 'HST', Adak 'HAT'); any other zone shows the Intl short name ('GMT+1', 'AST').
 */
const US_ZONE_NAMES: ReadonlyMap<string, string> = new Map([
  ['ET', 'ET'],
  ['CT', 'CT'],
  ['MT', 'MT'],
  ['MST', 'MT'],
  ['PT', 'PT'],
  ['AKT', 'AKT'],
  ['HST', 'HT'],
  ['HAT', 'HT'],
]);

type ZoneNameStyle = 'short' | 'shortGeneric';

/** Building an Intl.DateTimeFormat costs ~70 µs (as @date-fns/tz's tzName does on each call); one per zone and style. */
const zoneNameFormats = new Map<string, Intl.DateTimeFormat>();

function intlZoneName(timeZone: string, at: Date, style: ZoneNameStyle): string {
  const key = `${style} ${timeZone}`;
  let formatter = zoneNameFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: style });
    zoneNameFormats.set(key, formatter);
  }
  return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

function zoneName(timeZone: string, at: Date): string {
  return US_ZONE_NAMES.get(intlZoneName(timeZone, at, 'shortGeneric')) ?? intlZoneName(timeZone, at, 'short');
}

/** The start of `date` on the zone's calendar, or undefined unless `date` is a real 'YYYY-MM-DD' day. */
function zoneDay(zone: DeliveryZone, date: string): TZDate | undefined {
  const match = DATE_PATTERN.exec(date);
  if (!match) return undefined;
  const day = new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), zone.timeZone);
  // The Date constructor rolls 2026-02-30 over to March 2 and reads years 0-99 as 19xx: the round trip refuses both.
  return !Number.isNaN(day.getTime()) && format(day, 'yyyy-MM-dd') === date ? day : undefined;
}

function cutoffOf(zone: DeliveryZone, day: TZDate): Date {
  const time = TIME_PATTERN.exec(zone.cutoffLocalTime);
  if (!time) throw new RangeError(`zone ${zone.code}: cutoff time ${zone.cutoffLocalTime} is not HH:MM`);
  const cutoff = set(subDays(day, zone.cutoffDaysBefore), {
    hours: Number(time[1]),
    minutes: Number(time[2]),
    seconds: 0,
    milliseconds: 0,
  });
  return new Date(cutoff.getTime());
}

/** The DeliveryDate of `day` (the start of `date` in the zone) when it is a delivery weekday locking after `now`. */
function offer(zone: DeliveryZone, date: string, day: TZDate, now: Date): DeliveryDate | undefined {
  if (!zone.deliveryWeekdays.includes(day.getDay())) return undefined;
  const cutoffAt = cutoffOf(zone, day);
  if (cutoffAt.getTime() <= now.getTime()) return undefined;
  const cutoffWallClock = format(new TZDate(cutoffAt.getTime(), zone.timeZone), 'EEE, MMM d, h:mm a');
  return {
    date,
    cutoffAt,
    cutoffLabel: `Edit until ${cutoffWallClock} ${zoneName(zone.timeZone, cutoffAt)}`,
    label: format(day, 'EEEE, MMMM d'),
  };
}

/**
 * The instant orders for `date` ('YYYY-MM-DD', the zone's calendar) lock, whatever its weekday. Throws a RangeError
 * when `date` is not a real day or the zone's cutoff time is not 'HH:MM'.
 */
export function cutoffFor(zone: DeliveryZone, date: string): Date {
  const day = zoneDay(zone, date);
  if (!day) throw new RangeError(`not a YYYY-MM-DD day in ${zone.timeZone}: ${date}`);
  return cutoffOf(zone, day);
}

/**
 * `date` as upcomingDeliveryDates offers it, when it is one of the zone's delivery weekdays and its cutoff is after
 * `now`; undefined for any other day, a passed cutoff or a string that is not a real 'YYYY-MM-DD' day.
 */
export function deliveryDateFor(zone: DeliveryZone, date: string, now: Date): DeliveryDate | undefined {
  const day = typeof date === 'string' ? zoneDay(zone, date) : undefined;
  return day && offer(zone, date, day, now);
}

/**
 * The zone's delivery dates from its local "today" (the day `now` falls on in the zone) through the day before the
 * same weekday `weeks` weeks later, whose cutoff is still after `now`, earliest first. Each delivery weekday comes up
 * `weeks` times before the cutoff filter. Throws a RangeError unless `weeks` is a whole number ≥ 0 and `now` is valid.
 */
export function upcomingDeliveryDates(zone: DeliveryZone, now: Date, weeks: number): DeliveryDate[] {
  if (!Number.isSafeInteger(weeks) || weeks < 0) throw new RangeError(`weeks must be a whole number ≥ 0: ${weeks}`);
  if (Number.isNaN(now.getTime())) throw new RangeError('now is not a valid date');
  const today = startOfDay(now, { in: tz(zone.timeZone) });
  const dates: DeliveryDate[] = [];
  for (let offset = 0; offset < weeks * 7; offset++) {
    const day = addDays(today, offset);
    if (!zone.deliveryWeekdays.includes(day.getDay())) continue;
    const offered = offer(zone, format(day, 'yyyy-MM-dd'), day, now);
    if (offered) dates.push(offered);
  }
  return dates;
}
