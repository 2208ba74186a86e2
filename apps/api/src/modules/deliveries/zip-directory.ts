// Where a US ZIP is, from the offline dataset of the `zipcodes` package (no network, no database): the city and
// state we show beside a ZIP a customer types. Only five-digit strings are looked up; anything else, or a ZIP the
// dataset does not know, answers undefined rather than throwing.
import zipcodes from 'zipcodes';

/** A ZIP's city (title case) and two-letter state or territory code. */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
}

const ZIP_PATTERN = /^\d{5}$/;

/**
 * "NEW YORK" → "New York", "WILKES-BARRE" → "Wilkes-Barre" (each word after a space, hyphen or slash capitalised);
 * a name not all in upper case ("McAllen", "Melcher-dallas") is kept as the dataset spells it.
 */
export function titleCaseIfUpper(name: string): string {
  if (name !== name.toUpperCase() || name === name.toLowerCase()) return name;
  return name.toLowerCase().replace(/(^|[\s\-/])(\p{L})/gu, (_match, before: string, letter: string) => {
    return before + letter.toUpperCase();
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The place of a five-digit US ZIP, or undefined for an unknown ZIP or anything that is not five digits. */
export function lookupZip(zip: string): ZipPlace | undefined {
  if (typeof zip !== 'string' || !ZIP_PATTERN.test(zip) || !Object.hasOwn(zipcodes.codes, zip)) return undefined;
  const entry = zipcodes.codes[zip];
  if (!isRecord(entry)) return undefined;
  const { city, state, country } = entry;
  if (typeof city !== 'string' || typeof state !== 'string' || country !== 'US') return undefined;
  if (city.trim() === '' || state.trim() === '') return undefined;
  return { zip, city: titleCaseIfUpper(city.trim()), state: state.trim() };
}
