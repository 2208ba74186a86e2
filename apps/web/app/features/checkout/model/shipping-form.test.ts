import { ShippingMessage } from '@larder/contracts/values/checkout';
import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './shipping-form';

describe('the shipping form', () => {
  it('reads the field errors of a 400 answer, and nothing from anything else', () => {
    expect(fieldErrorsOf({ zip: [ShippingMessage.ZipNotServed], detail: 'x' }, ['zip', 'city'])).toEqual({
      zip: ShippingMessage.ZipNotServed,
    });
    expect(fieldErrorsOf('oops', ['zip'])).toEqual({});
    expect(fieldErrorsOf({ zip: 'not a list' }, ['zip'])).toEqual({});
  });
});
