// The CSV encoder: RFC 4180 quoting, either only when a cell needs it or always, and formula cells defused.
import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRecord } from './csv';

describe('csvCell', () => {
  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('350 Fifth Avenue, Apt 4')).toBe('"350 Fifth Avenue, Apt 4"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('plain', 'always')).toBe('"plain"');
  });

  it('defuses a text cell a spreadsheet would read as a formula, and leaves numbers alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`, 'always')).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(-3)).toBe('-3');
  });
});

describe('csvRecord and csvDocument', () => {
  it('joins cells with commas and ends every record with CRLF', () => {
    expect(csvRecord(['a', 1, 'b,c'])).toBe('a,1,"b,c"');
    expect(
      csvDocument(
        [
          ['x', 'y'],
          ['1', 2],
        ],
        'always',
      ),
    ).toBe('"x","y"\r\n"1","2"\r\n');
  });
});
