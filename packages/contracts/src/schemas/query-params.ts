// Query-string parameters shared by the list endpoints: whole numbers (limit, offset) and comma lists.
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS, splitCommaList } from '../values/text';

/**
 * A comma-list parameter (`tag=1,2,3`, `name__in=a,b`): split as splitCommaList does, then from one to `max`
 * items, each checked by `item`. `noun` and `nouns` name an item in the messages ("Enter at least one value.").
 */
export const commaListParam = <T extends z.ZodType<unknown, string>>(
  item: T,
  { max, noun, nouns }: { max: number; noun: string; nouns: string },
) =>
  z
    .string()
    .regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE)
    .transform(splitCommaList)
    .pipe(z.array(item).min(1, `Enter at least one ${noun}.`).max(max, `Enter at most ${max} ${nouns}.`))
    .optional();

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
