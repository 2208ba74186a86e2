import { ShippingMessage } from '@larder/contracts/values/checkout';
import { describe, expect, it } from 'vitest';
import { checkShipping, fieldErrorsOf, type ShippingValues } from './shipping-form';

const values: ShippingValues = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address1: '350 Fifth Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  phone: '(212) 555-0100',
  delivery_instructions: '',
  delivery_date: '2026-12-03',
};

describe('the shipping form', () => {
  it('passes a complete address and day', () => {
    expect(checkShipping(values)).toEqual({ body: values });
  });

  it('gives the first problem of each field, with the server’s messages', () => {
    expect(
      checkShipping({ ...values, address1: ' ', state: '', zip: '123', phone: '555-0100', delivery_date: '' }),
    ).toEqual({
      errors: {
        address1: ShippingMessage.AddressRequired,
        state: ShippingMessage.StateRequired,
        zip: ShippingMessage.ZipInvalid,
        phone: ShippingMessage.PhoneInvalid,
        delivery_date: ShippingMessage.DeliveryDateRequired,
      },
    });
  });

  it('reads the field errors of a 400 answer, and nothing from anything else', () => {
    expect(fieldErrorsOf({ zip: [ShippingMessage.ZipNotServed], detail: 'x' }, ['zip', 'city'])).toEqual({
      zip: ShippingMessage.ZipNotServed,
    });
    expect(fieldErrorsOf('oops', ['zip'])).toEqual({});
    expect(fieldErrorsOf({ zip: 'not a list' }, ['zip'])).toEqual({});
  });
});
