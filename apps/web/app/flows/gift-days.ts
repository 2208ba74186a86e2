// The days the gift page offers for a card's email: the next days of the store's calendar, counted in its time zone
// (STORE_TIME_ZONE) as calendar days — never by adding 24 hours, which repeats or skips a day at a DST change.

import { TZDate } from '@date-fns/tz';
import { STORE_TIME_ZONE } from '@larder/contracts/values/store-time';

const keyOf = (day: TZDate) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** `count` days from today in the store's calendar: [YYYY-MM-DD, label], the first labelled with `todayWord`. */
export function giftDeliveryDays(now: Date, count: number, todayWord: string): [string, string][] {
  const today = new TZDate(now.getTime(), STORE_TIME_ZONE);
  const label = new Intl.DateTimeFormat('en-US', {
    timeZone: STORE_TIME_ZONE,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  });
  return Array.from({ length: count }, (_, offset) => {
    // Noon of the day in the store's zone: the calendar moves by days whatever the clocks do.
    const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + offset, 12, STORE_TIME_ZONE);
    const text = label.format(day);
    return [keyOf(day), offset === 0 ? `${todayWord}, ${text}` : text];
  });
}
