// The API's one CSV encoder (RFC 4180), for the console's downloads and the command line's `--csv` output.
//
// A text cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) starts
// with an apostrophe instead (OWASP, CSV injection); a number is written as it is. A cell is quoted, its quotes
// doubled, when it holds a comma, a quote or a line break, or always with `quoting: 'always'` (the console's
// downloads quote every cell).

export type CsvQuoting = 'always' | 'when-needed';

/** One cell. */
export function csvCell(value: string | number, quoting: CsvQuoting = 'when-needed'): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return quoting === 'always' || /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record: its cells joined by commas, without the line end. */
export function csvRecord(values: readonly (string | number)[], quoting: CsvQuoting = 'when-needed'): string {
  return values.map((value) => csvCell(value, quoting)).join(',');
}

/** Records as a document: each ends with CRLF. */
export function csvDocument(records: readonly (readonly (string | number)[])[], quoting?: CsvQuoting): string {
  return records.map((record) => `${csvRecord(record, quoting)}\r\n`).join('');
}
