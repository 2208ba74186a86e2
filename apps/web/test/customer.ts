// The signed-in customer the web tests use: Ada, who has not checked out yet, with her email not yet verified
// unless a test says otherwise (`customerFixture({ email_verified: true })`).
import type { Customer } from '@larder/contracts/schemas/accounts';

export function customerFixture(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    did_checkout: false,
    email_verified: false,
    ...overrides,
  };
}
