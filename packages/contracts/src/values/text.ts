// Rules for free text the API stores or looks up, and how a comma list (a query parameter, a setting) is read.

/** Printable text: no C0 control characters or DEL (PostgreSQL cannot even store NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed.';

/** The items of a comma list, trimmed, empty ones dropped: ' a, ,b ' → ['a', 'b']. */
export function splitCommaList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}
