// The gift page's days across the store's daylight saving changes: one entry per calendar day, none repeated or
// skipped, "today" as New York counts it.
import { describe, expect, it } from 'vitest';
import { giftDeliveryDays } from './gift-days';

const keys = (now: string, count = 5) => giftDeliveryDays(new Date(now), count, 'Today').map(([key]) => key);

describe('giftDeliveryDays', () => {
  it('counts calendar days across the end of daylight saving (2026-11-01)', () => {
    // 00:30 EDT on Nov 1: 24 hours later it is 23:30 EST, still Nov 1.
    expect(keys('2026-11-01T04:30:00Z')).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
    ]);
    // Late on Oct 31 in New York (already Nov 1 in UTC).
    expect(keys('2026-11-01T03:30:00Z', 3)).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
  });

  it('counts calendar days across the start of daylight saving (2027-03-14)', () => {
    // 23:30 EST on Mar 13: 24 hours later it is 00:30 EDT on Mar 15.
    expect(keys('2027-03-14T04:30:00Z', 3)).toEqual(['2027-03-13', '2027-03-14', '2027-03-15']);
  });

  it('labels each day in words, today first, and offers distinct consecutive days for two months', () => {
    const days = giftDeliveryDays(new Date('2026-11-01T04:30:00Z'), 60, 'Today');
    expect(days[0]).toEqual(['2026-11-01', 'Today, Sunday, November 1']);
    expect(days[1]).toEqual(['2026-11-02', 'Monday, November 2']);
    for (let i = 1; i < days.length; i += 1) {
      const gap = Date.parse(`${days[i]?.[0]}T00:00:00Z`) - Date.parse(`${days[i - 1]?.[0]}T00:00:00Z`);
      expect(gap, days[i]?.[0]).toBe(86_400_000);
    }
  });
});
