// Rules for free text the API stores or looks up, and how a comma list (a query parameter, a setting) is read.

/**
 * Printable text: no control characters (C0, DEL, C1; PostgreSQL cannot even store NUL). The one rule of every
 * single-line free-text field of every request (schemas/free-text.ts applies it).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f-\u009f]*$/;
/** The same for fields that take several lines (messages, notes, instructions): line breaks (LF, CR) pass. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const NO_CONTROL_CHARACTERS_BUT_LINE_BREAKS = /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed.';

export const tooLongMessage = (max: number) => `Ensure this field has no more than ${max} characters.`;

/** The items of a comma list, trimmed, empty ones dropped: ' a, ,b ' → ['a', 'b']. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
