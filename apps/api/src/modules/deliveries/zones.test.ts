// Zone matching, the seed zones and DeliveryZoneShape.
import { describe, expect, it } from 'vitest';
import { lookupZip } from './zip-directory';
import { type DeliveryZone, DeliveryZoneShape, SEED_ZONES, zoneForZip } from './zones';

const zone = (code: string, overrides: Partial<DeliveryZone> = {}): DeliveryZone => ({
  code,
  name: code,
  zipPrefixes: [],
  zips: [],
  timeZone: 'America/New_York',
  deliveryWeekdays: [2],
  cutoffDaysBefore: 4,
  cutoffLocalTime: '19:00',
  deliveryFeeCents: 999,
  ...overrides,
});

const seed = (code: string): DeliveryZone => {
  const found = SEED_ZONES.find((candidate) => candidate.code === code);
  if (!found) throw new Error(`no seed zone ${code}`);
  return found;
};

describe('zoneForZip', () => {
  const byPrefix = zone('by-prefix', { zipPrefixes: ['100', '101'] });
  const byZip = zone('by-zip', { zips: ['10001'] });

  it('matches a ZIP by its 3-digit prefix', () => {
    expect(zoneForZip('10002', [byPrefix, byZip])).toBe(byPrefix);
    expect(zoneForZip('10199', [byPrefix, byZip])).toBe(byPrefix);
  });

  it('prefers a zone listing the whole ZIP over one listing its prefix, in either order', () => {
    expect(zoneForZip('10001', [byPrefix, byZip])).toBe(byZip);
    expect(zoneForZip('10001', [byZip, byPrefix])).toBe(byZip);
  });

  it('answers undefined when no zone covers the ZIP or it is not five digits', () => {
    expect(zoneForZip('10201', [byPrefix, byZip])).toBeUndefined();
    expect(zoneForZip('10001', [])).toBeUndefined();
    for (const zip of ['100', '1000', '100011', '10001-1234', 'abcde', '']) {
      expect(zoneForZip(zip, [byPrefix, byZip]), zip).toBeUndefined();
    }
  });

  it('places the seed metros', () => {
    expect(zoneForZip('10001', SEED_ZONES)?.code).toBe('nyc');
    expect(zoneForZip('11201', SEED_ZONES)?.code).toBe('nyc');
    expect(zoneForZip('11691', SEED_ZONES)?.code).toBe('nyc');
    expect(zoneForZip('90210', SEED_ZONES)?.code).toBe('la');
    expect(zoneForZip('60601', SEED_ZONES)?.code).toBe('chicago');
    expect(zoneForZip('60201', SEED_ZONES)?.code).toBe('chicago');
    expect(zoneForZip('98101', SEED_ZONES)?.code).toBe('seattle');
    expect(zoneForZip('78701', SEED_ZONES)?.code).toBe('austin');
    expect(zoneForZip('11501', SEED_ZONES)).toBeUndefined(); // Mineola, Nassau County
    expect(zoneForZip('60205', SEED_ZONES)).toBeUndefined(); // not one of the Evanston ZIPs listed
    expect(zoneForZip('02134', SEED_ZONES)).toBeUndefined();
  });
});

describe('SEED_ZONES', () => {
  it('all pass DeliveryZoneShape unchanged', () => {
    for (const seeded of SEED_ZONES) expect(DeliveryZoneShape.parse(seeded), seeded.code).toEqual(seeded);
  });

  it('have unique codes, and no ZIP prefix or whole ZIP in two zones', () => {
    const codes = SEED_ZONES.map((seeded) => seeded.code);
    expect(new Set(codes).size).toBe(codes.length);
    const prefixes = SEED_ZONES.flatMap((seeded) => seeded.zipPrefixes);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    const zips = SEED_ZONES.flatMap((seeded) => seeded.zips);
    expect(new Set(zips).size).toBe(zips.length);
  });

  it('list real ZIP areas of their state', () => {
    const states: Record<string, string> = { nyc: 'NY', la: 'CA', chicago: 'IL', seattle: 'WA', austin: 'TX' };
    for (const seeded of SEED_ZONES) {
      for (const prefix of seeded.zipPrefixes) {
        const places = Array.from({ length: 100 }, (_, n) => lookupZip(`${prefix}${String(n).padStart(2, '0')}`));
        const found = places.filter((place) => place !== undefined);
        expect(found.length, `${seeded.code} ${prefix}`).toBeGreaterThan(0);
        for (const place of found) expect(place.state, place.zip).toBe(states[seeded.code]);
      }
      for (const zip of seeded.zips) expect(lookupZip(zip)?.state, zip).toBe(states[seeded.code]);
    }
  });

  it('deliver 2-3 weekdays, lock 4 days before at 19:00 and charge 7.99 or 9.99', () => {
    for (const seeded of SEED_ZONES) {
      expect(seeded.deliveryWeekdays.length).toBeGreaterThanOrEqual(2);
      expect(seeded.deliveryWeekdays.length).toBeLessThanOrEqual(3);
      expect(seeded.cutoffDaysBefore).toBe(4);
      expect(seeded.cutoffLocalTime).toBe('19:00');
      expect([799, 999]).toContain(seeded.deliveryFeeCents);
    }
    expect(seed('nyc').timeZone).toBe('America/New_York');
    expect(seed('austin').timeZone).toBe('America/Chicago');
  });
});

describe('DeliveryZoneShape', () => {
  const valid = zone('test-zone', { zipPrefixes: ['100'], zips: ['10001'] });
  const problems = (input: unknown) => {
    const result = DeliveryZoneShape.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => String(issue.path[0] ?? ''));
  };

  it('accepts a valid zone and defaults the cutoff time to 19:00', () => {
    expect(DeliveryZoneShape.parse(valid)).toEqual(valid);
    const { cutoffLocalTime: _omitted, ...withoutTime } = valid;
    expect(DeliveryZoneShape.parse(withoutTime).cutoffLocalTime).toBe('19:00');
  });

  it.each([
    ['code', 'NYC'],
    ['code', 'n'],
    ['code', '1nyc'],
    ['code', `a${'b'.repeat(32)}`],
    ['name', '  '],
    ['zipPrefixes', ['10']],
    ['zipPrefixes', ['1000']],
    ['zips', ['1000a']],
    ['zips', ['100011']],
    ['timeZone', 'Mars/Olympus_Mons'],
    ['timeZone', '+01:00'],
    ['timeZone', ''],
    ['deliveryWeekdays', []],
    ['deliveryWeekdays', [7]],
    ['deliveryWeekdays', [-1]],
    ['deliveryWeekdays', [1, 1]],
    ['deliveryWeekdays', [1.5]],
    ['cutoffDaysBefore', 0],
    ['cutoffDaysBefore', 15],
    ['cutoffDaysBefore', 2.5],
    ['cutoffLocalTime', '24:00'],
    ['cutoffLocalTime', '7:00'],
    ['cutoffLocalTime', '19:60'],
    ['cutoffLocalTime', '19:00:00'],
    ['deliveryFeeCents', -1],
    ['deliveryFeeCents', 100_001],
    ['deliveryFeeCents', 9.5],
    ['deliveryFeeCents', '999'],
  ])('refuses %s = %j', (field, value) => {
    expect(problems({ ...valid, [field]: value })).toContain(field);
  });

  it('accepts the edges of each range', () => {
    for (const overrides of [
      { deliveryWeekdays: [0, 1, 2, 3, 4, 5, 6] },
      { cutoffDaysBefore: 1 },
      { cutoffDaysBefore: 14 },
      { cutoffLocalTime: '00:00' },
      { cutoffLocalTime: '23:59' },
      { deliveryFeeCents: 0 },
      { deliveryFeeCents: 100_000 },
      { timeZone: 'UTC' },
      { timeZone: 'Pacific/Honolulu' },
      { timeZone: 'US/Eastern' },
    ]) {
      expect(problems({ ...valid, ...overrides }), JSON.stringify(overrides)).toEqual([]);
    }
  });

  it('refuses unknown and missing fields', () => {
    expect(problems({ ...valid, fee: 1 })).toEqual(['']);
    const { timeZone: _omitted, ...withoutZone } = valid;
    expect(problems(withoutZone)).toEqual(['timeZone']);
  });
});
