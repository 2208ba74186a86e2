// The API's sense of "now". Services read time only through app.clock, so tests move time (session expiry, rate
// limit windows) by replacing `now` instead of sleeping.
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}
