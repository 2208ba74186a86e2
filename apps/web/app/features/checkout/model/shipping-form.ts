// The shipping step's values (the address of model/address-form.ts and a delivery day), the first ones a checkout
// opens with, and the field errors of a refused save.
import type { Checkout } from '@larder/contracts/schemas/checkout';
import type { ShippingRequest } from '@larder/contracts/schemas/shipping';
import { ADDRESS_FIELDS, addressValuesOf } from './address-form';

/** The address and day as typed: the contract's ShippingRequest input. */
export type ShippingValues = ShippingRequest;

export const SHIPPING_FIELDS = [...ADDRESS_FIELDS, 'delivery_date'] as const;

export function initialShipping(checkout: Checkout, names: { first_name: string; last_name: string }): ShippingValues {
  return {
    ...addressValuesOf(checkout.shipping, names),
    delivery_date: checkout.delivery?.date ?? '',
  };
}

/** The field errors of a 400 answer (`{field: [message]}`), first message each. */
export function fieldErrorsOf(body: unknown, fields: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (typeof body !== 'object' || body === null) return errors;
  for (const field of fields) {
    const value: unknown = Reflect.get(body, field);
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}
