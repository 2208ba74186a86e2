// Delivery dates and cutoffs from a fixed "now": the exact lists and labels, the minute either side of a cutoff,
// cutoffs across the US daylight-saving changes, and what deliveryDateFor refuses.
import { describe, expect, it } from 'vitest';
import { cutoffFor, type DeliveryDate, deliveryDateFor, upcomingDeliveryDates } from './delivery-dates';
import { type DeliveryZone, SEED_ZONES } from './zones';

const seed = (code: string): DeliveryZone => {
  const found = SEED_ZONES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no seed zone ${code}`);
  return found;
};
const nyc = seed('nyc'); // Tue, Thu, Sat; America/New_York; 4 days before at 19:00
const la = seed('la'); // Mon, Wed, Fri; America/Los_Angeles
const chicago = seed('chicago'); // Tue, Fri; America/Chicago

const MINUTE = 60_000;
const at = (iso: string) => new Date(iso);
const shift = (date: Date, ms: number) => new Date(date.getTime() + ms);
const dates = (offered: DeliveryDate[]) => offered.map((entry) => entry.date);

describe('upcomingDeliveryDates', () => {
  // Wednesday, November 25 2026, noon in New York.
  const now = at('2026-11-25T17:00:00Z');

  it('lists the delivery days of the coming weeks whose cutoff is ahead, with their labels', () => {
    expect(upcomingDeliveryDates(nyc, now, 2)).toEqual([
      {
        date: '2026-12-01',
        cutoffAt: at('2026-11-28T00:00:00Z'),
        cutoffLabel: 'Edit until Fri, Nov 27, 7:00 PM ET',
        label: 'Tuesday, December 1',
      },
      {
        date: '2026-12-03',
        cutoffAt: at('2026-11-30T00:00:00Z'),
        cutoffLabel: 'Edit until Sun, Nov 29, 7:00 PM ET',
        label: 'Thursday, December 3',
      },
      {
        date: '2026-12-05',
        cutoffAt: at('2026-12-02T00:00:00Z'),
        cutoffLabel: 'Edit until Tue, Dec 1, 7:00 PM ET',
        label: 'Saturday, December 5',
      },
      {
        date: '2026-12-08',
        cutoffAt: at('2026-12-05T00:00:00Z'),
        cutoffLabel: 'Edit until Fri, Dec 4, 7:00 PM ET',
        label: 'Tuesday, December 8',
      },
    ]);
  });

  it('covers `weeks` weeks from the local today, the same weekday a week later excluded', () => {
    // Thu 26 (cutoff Sun 22) and Sat 28 (Tue 24) have locked; Thu Dec 10 and Sat Dec 12 are next time.
    expect(dates(upcomingDeliveryDates(nyc, now, 3))).toEqual([
      '2026-12-01',
      '2026-12-03',
      '2026-12-05',
      '2026-12-08',
      '2026-12-10',
      '2026-12-12',
      '2026-12-15',
    ]);
    expect(dates(upcomingDeliveryDates(nyc, now, 1))).toEqual(['2026-12-01']);
    expect(upcomingDeliveryDates(nyc, now, 0)).toEqual([]);
  });

  it("starts from the zone's today, not UTC's", () => {
    // 03:30 UTC on Thursday the 26th is still 19:30 on Wednesday the 25th in Los Angeles: the week runs to Tue Dec 1.
    const evening = at('2026-11-26T03:30:00Z');
    expect(upcomingDeliveryDates(la, evening, 1)).toEqual([
      {
        date: '2026-11-30',
        cutoffAt: at('2026-11-27T03:00:00Z'),
        cutoffLabel: 'Edit until Thu, Nov 26, 7:00 PM PT',
        label: 'Monday, November 30',
      },
    ]);
  });

  it('labels Central time CT', () => {
    expect(upcomingDeliveryDates(chicago, now, 1)).toEqual([
      {
        date: '2026-12-01',
        cutoffAt: at('2026-11-28T01:00:00Z'),
        cutoffLabel: 'Edit until Fri, Nov 27, 7:00 PM CT',
        label: 'Tuesday, December 1',
      },
    ]);
  });

  it('offers a date until the minute its cutoff passes', () => {
    const cutoff = at('2026-11-30T00:00:00Z'); // Thursday December 3
    expect(dates(upcomingDeliveryDates(nyc, shift(cutoff, -MINUTE), 1))).toContain('2026-12-03');
    expect(deliveryDateFor(nyc, '2026-12-03', shift(cutoff, -MINUTE))?.cutoffAt).toEqual(cutoff);
    expect(dates(upcomingDeliveryDates(nyc, shift(cutoff, -1), 1))).toContain('2026-12-03');
    expect(dates(upcomingDeliveryDates(nyc, cutoff, 2))).not.toContain('2026-12-03');
    expect(deliveryDateFor(nyc, '2026-12-03', cutoff)).toBeUndefined();
    expect(dates(upcomingDeliveryDates(nyc, shift(cutoff, MINUTE), 2))).not.toContain('2026-12-03');
    expect(deliveryDateFor(nyc, '2026-12-03', shift(cutoff, MINUTE))).toBeUndefined();
  });

  it('refuses a number of weeks that is not a whole number ≥ 0, and an invalid now', () => {
    for (const weeks of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => upcomingDeliveryDates(nyc, now, weeks), String(weeks)).toThrow(RangeError);
    }
    expect(() => upcomingDeliveryDates(nyc, new Date(Number.NaN), 1)).toThrow(RangeError);
  });
});

describe('cutoffFor across daylight-saving changes', () => {
  it('keeps 19:00 Eastern when the clocks fall back (Sun Nov 1 2026)', () => {
    expect(cutoffFor(nyc, '2026-11-03')).toEqual(at('2026-10-30T23:00:00Z')); // Fri Oct 30, EDT
    expect(cutoffFor(nyc, '2026-11-05')).toEqual(at('2026-11-02T00:00:00Z')); // Sun Nov 1, EST since 02:00
    expect(cutoffFor(nyc, '2026-11-07')).toEqual(at('2026-11-04T00:00:00Z')); // Tue Nov 3, EST
    expect(deliveryDateFor(nyc, '2026-11-05', at('2026-10-20T12:00:00Z'))).toEqual({
      date: '2026-11-05',
      cutoffAt: at('2026-11-02T00:00:00Z'),
      cutoffLabel: 'Edit until Sun, Nov 1, 7:00 PM ET',
      label: 'Thursday, November 5',
    });
  });

  it('keeps 19:00 Eastern when the clocks spring forward (Sun Mar 14 2027)', () => {
    expect(cutoffFor(nyc, '2027-03-13')).toEqual(at('2027-03-10T00:00:00Z')); // Tue Mar 9, EST
    expect(cutoffFor(nyc, '2027-03-16')).toEqual(at('2027-03-13T00:00:00Z')); // Fri Mar 12, EST; delivery in EDT
    expect(cutoffFor(nyc, '2027-03-18')).toEqual(at('2027-03-14T23:00:00Z')); // Sun Mar 14, EDT since 03:00
  });

  it('keeps 19:00 Pacific across the fall-back', () => {
    expect(cutoffFor(la, '2026-11-04')).toEqual(at('2026-11-01T02:00:00Z')); // Sat Oct 31, PDT
    expect(cutoffFor(la, '2026-11-06')).toEqual(at('2026-11-03T03:00:00Z')); // Mon Nov 2, PST
  });

  it('moves a cutoff time the spring-forward skips an hour later, and takes the first of a repeated hour', () => {
    const early = { ...nyc, cutoffLocalTime: '02:30' };
    expect(cutoffFor(early, '2027-03-18')).toEqual(at('2027-03-14T07:30:00Z')); // 02:30 does not exist: 03:30 EDT
    const repeated = { ...nyc, cutoffLocalTime: '01:30' };
    expect(cutoffFor(repeated, '2026-11-05')).toEqual(at('2026-11-01T05:30:00Z')); // 01:30 EDT, the first one
  });

  it('counts calendar days across months and years', () => {
    expect(cutoffFor(nyc, '2027-01-02')).toEqual(at('2026-12-30T00:00:00Z'));
    expect(cutoffFor(nyc, '2028-03-02')).toEqual(at('2028-02-28T00:00:00Z')); // 2028 is a leap year
    expect(cutoffFor({ ...nyc, cutoffDaysBefore: 14 }, '2026-12-03')).toEqual(at('2026-11-20T00:00:00Z'));
  });

  it('throws a RangeError for a string that is not a real day', () => {
    for (const date of ['2026-12-3', '2026-02-30', '2026-13-01', '12/03/2026', '', '0050-01-01']) {
      expect(() => cutoffFor(nyc, date), date).toThrow(RangeError);
    }
  });
});

describe('deliveryDateFor', () => {
  const now = at('2026-11-25T17:00:00Z');

  it('answers the date as upcomingDeliveryDates offers it', () => {
    for (const offered of upcomingDeliveryDates(nyc, now, 4)) {
      expect(deliveryDateFor(nyc, offered.date, now)).toEqual(offered);
    }
  });

  it('refuses a day that is not a delivery weekday', () => {
    expect(deliveryDateFor(nyc, '2026-12-02', now)).toBeUndefined(); // Wednesday
    expect(deliveryDateFor(nyc, '2026-12-06', now)).toBeUndefined(); // Sunday
    expect(deliveryDateFor(la, '2026-12-01', now)).toBeUndefined(); // Tuesday
  });

  it('refuses a past date and one whose cutoff has passed', () => {
    expect(deliveryDateFor(nyc, '2026-11-19', now)).toBeUndefined(); // last Thursday
    expect(deliveryDateFor(nyc, '2025-12-02', now)).toBeUndefined();
    expect(deliveryDateFor(nyc, '2026-11-26', now)).toBeUndefined(); // tomorrow: locked on Sunday
  });

  it('refuses a malformed or impossible date', () => {
    for (const date of [
      '2026-12-1',
      '2026-12-01T00:00:00Z',
      ' 2026-12-01',
      '2026-12-01 ',
      '20261201',
      '12/01/2026',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '+02026-12-01',
      '',
      'tomorrow',
    ]) {
      expect(deliveryDateFor(nyc, date, now), date).toBeUndefined();
    }
  });
});

describe('zone names in cutoff labels', () => {
  const label = (timeZone: string, date: string) =>
    deliveryDateFor({ ...nyc, timeZone, deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6] }, date, at('2026-01-01T00:00:00Z'))
      ?.cutoffLabel;

  it('names the US zones ET, CT, MT, PT, AKT and HT whatever the season', () => {
    expect(label('America/New_York', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM ET');
    expect(label('America/Chicago', '2026-01-15')).toBe('Edit until Sun, Jan 11, 7:00 PM CT');
    expect(label('America/Denver', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM MT');
    expect(label('America/Phoenix', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM MT');
    expect(label('America/Los_Angeles', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM PT');
    expect(label('America/Anchorage', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM AKT');
    expect(label('Pacific/Honolulu', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM HT');
  });

  it("names any other zone by Intl's short name at the cutoff", () => {
    expect(label('Europe/Paris', '2026-01-15')).toBe('Edit until Sun, Jan 11, 7:00 PM GMT+1');
    expect(label('Europe/Paris', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM GMT+2');
    expect(label('UTC', '2026-07-09')).toBe('Edit until Sun, Jul 5, 7:00 PM UTC');
  });
});
