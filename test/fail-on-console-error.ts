// A test that makes anything call console.error fails: errors must be asserted, not printed.
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';

let calls: string[] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(format(...args));
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`);
});
