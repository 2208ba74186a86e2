import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/request';
import { authStateFrom } from './get-customer';

const customer = { id: 7, email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', did_checkout: false };

describe('authStateFrom (spec §4)', () => {
  it('is loading while the call is pending', () => {
    expect(authStateFrom({ isPending: true })).toEqual({ status: 'loading' });
  });
  it('is authenticated with a 200', () => {
    expect(authStateFrom({ isPending: false, data: customer })).toEqual({
      status: 'authenticated',
      customer,
    });
  });
  it('is anonymous with a 403', () => {
    expect(authStateFrom({ isPending: false, data: null })).toEqual({
      status: 'anonymous',
    });
  });
  it.each([401, 500, 503])('is an error with a %i', (status) => {
    expect(
      authStateFrom({ isPending: false, error: new ApiError('GET', '/api/v2/customers/self/', status, '') }),
    ).toEqual({
      status: 'error',
      httpStatus: status,
    });
  });
  it('is an error when the call failed', () => {
    expect(authStateFrom({ isPending: false })).toEqual({ status: 'error' });
  });
});
