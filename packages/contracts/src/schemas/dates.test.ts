import { describe, expect, it } from 'vitest';
import { calendarDate, isoInstant, looseInstant } from './dates';

describe('the date rule', () => {
  const day = calendarDate('Enter a date.');
  const instant = isoInstant('Enter a date-time.');
  const loose = looseInstant('Enter a date.');

  it('takes real calendar days within 2000–2099', () => {
    for (const value of ['2000-01-01', '2028-02-29', '2099-12-31', '2026-11-26']) expect(day.parse(value)).toBe(value);
    expect(instant.parse('2026-11-26T10:00:00+01:00')).toBe('2026-11-26T10:00:00+01:00');
    expect(loose.parse('2030-12-31')).toBe('2030-12-31');
  });

  it('refuses year 0000, out-of-range years and impossible days with the field’s words', () => {
    for (const value of [
      '0000-01-01',
      '1999-12-31',
      '2100-01-01',
      '9999-12-31',
      '2026-02-30',
      '2027-02-29',
      '+002026-01-01',
    ]) {
      expect(day.safeParse(value).error?.issues[0]?.message, value).toBe('Enter a date.');
    }
    for (const value of ['0000-01-01T00:00:00Z', '2100-01-01T00:00:00Z', '1999-12-31T23:59:59Z']) {
      expect(instant.safeParse(value).success, value).toBe(false);
    }
    for (const value of ['0000-01-01', '2026-02-30', '10000-01-01', 'x\u0000']) {
      expect(loose.safeParse(value).success, value).toBe(false);
    }
  });
});
