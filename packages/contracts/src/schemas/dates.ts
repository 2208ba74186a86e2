// The one date rule of every date in a request (issue 44: a year 0000 reached PostgreSQL, which has no year 0, and
// answered 500): a real calendar date (no 2026-02-30) between DATE_MIN and DATE_MAX, whatever the field. A day is
// `YYYY-MM-DD` (`format: date` in the OpenAPI document); an instant is ISO 8601 with its zone, or a day (its start,
// UTC) where the field says so. Out of range or impossible: 400 with the field's own words, never a 500.
import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from '../values/text';

/** The first and last day any request may name: the store's whole life, with room. */
export const DATE_MIN = '2000-01-01';
export const DATE_MAX = '2099-12-31';

const MIN_MS = Date.parse(`${DATE_MIN}T00:00:00Z`);
const MAX_MS = Date.parse(`${DATE_MAX}T23:59:59.999Z`);

/** Whether `YYYY-MM-DD` is a day of the calendar within the range. */
export function isSaneDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = Date.UTC(year, month - 1, day);
  const back = new Date(at);
  return (
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    at >= MIN_MS &&
    at <= MAX_MS
  );
}

/** Whether an instant (anything Date.parse reads) falls within the range. */
export function isSaneInstant(value: string): boolean {
  const at = Date.parse(value);
  return !Number.isNaN(at) && at >= MIN_MS && at <= MAX_MS;
}

/** A day parameter or field: `YYYY-MM-DD`, a real date within the range. */
export const calendarDate = (message: string) => z.iso.date(message).refine(isSaneDay, message);

/** An instant: ISO 8601 date-time with its offset, within the range. */
export const isoInstant = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).refine(isSaneInstant, message);

/** An instant typed loosely (`2030-12-31`, or a full date-time), within the range; `max` characters at most. */
export const looseInstant = (message: string, max = 40) =>
  z
    .string()
    .max(max, message)
    .regex(NO_CONTROL_CHARACTERS, message)
    .refine((value) => isSaneInstant(value) && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || isSaneDay(value)), message);
