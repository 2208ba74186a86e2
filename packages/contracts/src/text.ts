// Rules for free text the API stores or looks up.

/** Printable text: no C0 control characters or DEL (PostgreSQL cannot even store NUL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001f\u007f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed.';
