// The one text rule of every free-text field of every request (issue 29): trimmed, bounded, and free of control
// characters except line breaks where the field takes several lines. A breach is a 400 naming the field with its
// message, never a row that cannot be written. The rule is a `pattern` in the OpenAPI document, so the request
// sweep (apps/api/src/openapi-sweep.test.ts) finds every field that carries it.
import { z } from 'zod';
import {
  CONTROL_CHARACTERS_MESSAGE,
  NO_CONTROL_CHARACTERS,
  NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS,
  tooLongMessage,
} from '../values/text';

export interface FreeTextOptions {
  /** The most characters (after trimming). */
  max: number;
  /** The message of an empty value; absent, an empty value passes. */
  required?: string;
  /** The message of a value past `max` (default: the generic one). */
  tooLong?: string;
  /** Whether line breaks (LF, CR) are allowed: messages, notes, instructions. */
  lineBreaks?: boolean;
  /** Whether to trim (default true; a password-like field keeps its spaces). */
  trim?: boolean;
}

/** A free-text request field. */
export function freeText(options: FreeTextOptions) {
  let field = options.trim === false ? z.string() : z.string().trim();
  if (options.required !== undefined) field = field.min(1, options.required);
  return field
    .max(options.max, options.tooLong ?? tooLongMessage(options.max))
    .regex(
      options.lineBreaks ? NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS : NO_CONTROL_CHARACTERS,
      CONTROL_CHARACTERS_MESSAGE,
    );
}
