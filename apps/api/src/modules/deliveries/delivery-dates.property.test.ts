// Properties of the offered dates for any valid zone and any "now", including zones whose clocks change at
// midnight (Santiago, Havana) or by half an hour (Lord Howe): every cutoff is after now and before the start of its
// delivery day, the list is in order without repeats, and deliveryDateFor agrees with it.
import { TZDate } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryDateFor, upcomingDeliveryDates } from './delivery-dates';
import { type DeliveryZone, DeliveryZoneShape, SEED_ZONES } from './zones';

const TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Santiago',
  'America/Havana',
  'Australia/Lord_Howe',
  'Europe/London',
  'Asia/Kolkata',
  'UTC',
];

const pad = (n: number) => String(n).padStart(2, '0');

const zoneArbitrary: fc.Arbitrary<DeliveryZone> = fc.oneof(
  fc.constantFrom(...SEED_ZONES),
  fc.record({
    code: fc.constant('any-zone'),
    name: fc.constant('Any zone'),
    zipPrefixes: fc.constant<string[]>(['100']),
    zips: fc.constant<string[]>([]),
    timeZone: fc.constantFrom(...TIME_ZONES),
    deliveryWeekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    cutoffDaysBefore: fc.integer({ min: 1, max: 14 }),
    cutoffLocalTime: fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`),
    deliveryFeeCents: fc.integer({ min: 0, max: 100_000 }),
  }),
);

const nowArbitrary = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2035-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** The instant `date` ('YYYY-MM-DD') starts in the zone. */
function localMidnight(timeZone: string, date: string): number {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = date.split('-').map(Number);
  return new TZDate(year, month - 1, day, timeZone).getTime();
}

describe('upcomingDeliveryDates (properties)', () => {
  it('offers only dates whose cutoff is after now and before the local start of the day, in order', () => {
    fc.assert(
      fc.property(zoneArbitrary, nowArbitrary, fc.integer({ min: 0, max: 8 }), (zone, now, weeks) => {
        expect(DeliveryZoneShape.safeParse(zone).success).toBe(true);
        const offered = upcomingDeliveryDates(zone, now, weeks);
        expect(offered.length).toBeLessThanOrEqual(weeks * zone.deliveryWeekdays.length);
        for (const entry of offered) {
          expect(entry.cutoffAt.getTime()).toBeGreaterThan(now.getTime());
          expect(entry.cutoffAt.getTime()).toBeLessThan(localMidnight(zone.timeZone, entry.date));
          expect(zone.deliveryWeekdays).toContain(
            new TZDate(localMidnight(zone.timeZone, entry.date), zone.timeZone).getDay(),
          );
          expect(deliveryDateFor(zone, entry.date, now)).toEqual(entry);
        }
        const days = offered.map((entry) => entry.date);
        expect(days).toEqual([...new Set(days)].sort());
      }),
      { numRuns: 300 },
    );
  });

  it('offers every delivery day of the window whose cutoff is ahead', () => {
    fc.assert(
      fc.property(zoneArbitrary, nowArbitrary, (zone, now) => {
        const offered = new Set(upcomingDeliveryDates(zone, now, 3).map((entry) => entry.date));
        // Every day from 15 to 20 days ahead is inside the 3-week window; a delivery day among them whose cutoff
        // (at most 14 days before) is ahead must be offered.
        // Days are counted on the zone's calendar: 20 × 24 hours from 23:30 can be 00:30 a day later across a DST change.
        const today = new TZDate(now.getTime(), zone.timeZone);
        for (let ahead = 15; ahead <= 20; ahead++) {
          const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + ahead, zone.timeZone);
          const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
          expect(offered.has(date)).toBe(deliveryDateFor(zone, date, now) !== undefined);
        }
      }),
      { numRuns: 200 },
    );
  });
});
