import { describe, expect, it } from 'vitest';
import { customerQueryOptions } from '../features/auth/api/get-customer';
import { createQueryClient } from './query-client';

describe('query defaults', () => {
  it('keeps queries fresh for 1000 ms by default', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(1000);
  });
  it('keeps the customer query fresh for 5 minutes', () => {
    expect(customerQueryOptions().staleTime).toBe(5 * 60 * 1000);
  });
});
