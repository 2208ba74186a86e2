import { describe, expect, it } from 'vitest';
import { splitCommaList } from './text';

describe('splitCommaList', () => {
  it('trims the items and drops empty ones', () => {
    expect(splitCommaList(' a, ,b ,,c')).toEqual(['a', 'b', 'c']);
    expect(splitCommaList('')).toEqual([]);
  });
});
