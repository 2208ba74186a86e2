import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../../../test/customer';
import { json, standInNetwork } from '../../../../test/network';
import { appWrapper } from '../../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { ApiError } from '../../../lib/request';
import { authStateFrom, CUSTOMER_QUERY_KEY, useAuthState } from './get-customer';

const customer = customerFixture();

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

describe('the customer query', () => {
  const path = '/api/v2/customers/self/';
  const render = () => renderHook(() => useAuthState(), { wrapper: appWrapper() });

  it('holds the customer of a 200, and null for a 403 (anonymous)', async () => {
    const network = standInNetwork().on('GET', path, () => json(customer));
    const signedIn = render();
    await waitFor(() => expect(signedIn.result.current).toEqual({ status: 'authenticated', customer }));

    network.on('GET', path, () => json({ detail: 'Authentication credentials were not provided.' }, 403));
    const client = createQueryClient();
    const anonymous = renderHook(() => useAuthState(), { wrapper: appWrapper({ client }) });
    await waitFor(() => expect(anonymous.result.current).toEqual({ status: 'anonymous' }));
    expect(client.getQueryData(CUSTOMER_QUERY_KEY)).toBeNull();
  });

  it('is an error at once for another status (an answer is not tried again)', async () => {
    const network = standInNetwork().on('GET', path, () => json({ detail: 'down', code: 'unavailable' }, 503));
    const { result } = render();
    await waitFor(() => expect(result.current).toEqual({ status: 'error', httpStatus: 503 }));
    expect(network.sent).toHaveLength(1);
  });
});
