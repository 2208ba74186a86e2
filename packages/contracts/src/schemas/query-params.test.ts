import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { commaListParam } from './query-params';

describe('commaListParam', () => {
  const param = commaListParam(z.string().regex(/^\d+$/, 'Enter whole numbers.').transform(Number), {
    max: 2,
    noun: 'value',
    nouns: 'values',
  });
  const message = (value: string) => param.safeParse(value).error?.issues[0]?.message;

  it('parses every item, and is optional', () => {
    expect(param.parse('1, 2,')).toEqual([1, 2]);
    expect(param.parse(undefined)).toBeUndefined();
  });

  it('wants from one to max items, each valid', () => {
    expect(message(' , ')).toBe('Enter at least one value.');
    expect(message('1,2,3')).toBe('Enter at most 2 values.');
    expect(message('1,x')).toBe('Enter whole numbers.');
  });
});
