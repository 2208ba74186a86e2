// Query-string parameters shared by the list endpoints.
import { z } from 'zod';

/** A whole number written in plain digits ('10', not '1e1', ' 10' or '10.0'), then range-checked. */
export const wholeNumberParam = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'Enter a whole number.')
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, `Ensure this value is at least ${min}.`)
        .max(max, `Ensure this value is at most ${max}.`),
    )
    .optional()
    .transform((value) => value ?? fallback);
