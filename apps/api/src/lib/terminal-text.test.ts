import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-text';

describe('terminalSafe', () => {
  it.each([
    ['\u001b[2J\u001b[H', '\\u001b[2J\\u001b[H'],
    [
      '\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007',
      '\\u001b]8;;https://evil.example\\u0007click\\u001b]8;;\\u0007',
    ],
    ['line\nfake line', 'line\\u000afake line'],
    ['\u009b31m', '\\u009b31m'],
    ['admin\u202egnp.exe', 'admin\\u202egnp.exe'],
  ])('shows the control characters of %j as escapes', (input, shown) => {
    expect(terminalSafe(input)).toBe(shown);
  });

  it('leaves ordinary text, accents and tab separators alone', () => {
    expect(terminalSafe('Crème brûlée\t/plan/\tuser=42')).toBe('Crème brûlée\t/plan/\tuser=42');
  });
});
