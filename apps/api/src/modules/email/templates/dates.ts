// Dates in emails as people write them (issue 39): "Tuesday, December 8", never "2026-12-08". A delivery date is a
// calendar day (no time zone); an instant is written in the delivery zone's time, with its abbreviation.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** A calendar day (YYYY-MM-DD) in words: "Tuesday, December 8". */
export function dayInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return format(new Date(year, month - 1, day), 'EEEE, MMMM d');
}

/** An instant in a time zone, in words: "Friday, December 4 at 7:00 PM EST". */
export function momentInWords(at: Date, timeZone: string): string {
  const zoned = new TZDate(at.getTime(), timeZone);
  const zoneName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return `${format(zoned, "EEEE, MMMM d 'at' h:mm a")} ${zoneName}`;
}
