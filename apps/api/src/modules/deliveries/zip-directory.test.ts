// lookupZip over the offline `zipcodes` dataset: known ZIPs, title case, and what is never looked up.
import { describe, expect, it } from 'vitest';
import { lookupZip, titleCaseIfUpper } from './zip-directory';

describe('lookupZip', () => {
  it('finds the city and state of a ZIP', () => {
    expect(lookupZip('10001')).toEqual({ zip: '10001', city: 'New York', state: 'NY' });
    expect(lookupZip('90210')).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA' });
    expect(lookupZip('60601')).toEqual({ zip: '60601', city: 'Chicago', state: 'IL' });
    expect(lookupZip('02134')).toEqual({ zip: '02134', city: 'Allston', state: 'MA' });
  });

  it('answers undefined for anything that is not a known five-digit ZIP', () => {
    for (const zip of ['1000', 'abcde', '00000', '100011', '10001-1234', ' 10001', '10001 ', '１０００１', '', 'V0N']) {
      expect(lookupZip(zip), zip).toBeUndefined();
    }
  });

  it('never reads inherited properties of the dataset', () => {
    for (const zip of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(lookupZip(zip), zip).toBeUndefined();
    }
  });
});

describe('titleCaseIfUpper', () => {
  it('title-cases an upper-case name word by word', () => {
    expect(titleCaseIfUpper('NEW YORK')).toBe('New York');
    expect(titleCaseIfUpper('WILKES-BARRE')).toBe('Wilkes-Barre');
    expect(titleCaseIfUpper('ST. LOUIS')).toBe('St. Louis');
    expect(titleCaseIfUpper('CAÑON CITY')).toBe('Cañon City');
  });

  it('keeps a name that is not all upper case as it is', () => {
    expect(titleCaseIfUpper('McAllen')).toBe('McAllen');
    expect(titleCaseIfUpper('Melcher-dallas')).toBe('Melcher-dallas');
    expect(titleCaseIfUpper('123')).toBe('123');
  });
});
