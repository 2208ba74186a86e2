import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

describe('formatCents', () => {
  it('writes integer cents as US dollars', () => {
    expect(formatCents(1299)).toBe('$12.99');
    expect(formatCents(22)).toBe('$0.22');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(0)).toBe('$0.00');
  });
});
