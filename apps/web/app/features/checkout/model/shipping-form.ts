// The shipping step's values (the address of model/address-form.ts and a delivery day), the first ones a checkout
// opens with, and the field errors of a refused save.
import type { Checkout } from '@larder/contracts/schemas/checkout';
import type { ShippingRequest } from '@larder/contracts/schemas/shipping';
import { formatUsPhone } from '@larder/contracts/values/checkout';
import { ADDRESS_FIELDS } from './address-form';

/** The address and day as typed: the contract's ShippingRequest input. */
export type ShippingValues = ShippingRequest;

export const SHIPPING_FIELDS = [...ADDRESS_FIELDS, 'delivery_date'] as const;

export function initialShipping(checkout: Checkout, names: { first_name: string; last_name: string }): ShippingValues {
  const saved = checkout.shipping;
  return {
    first_name: saved?.first_name ?? names.first_name,
    last_name: saved?.last_name ?? names.last_name,
    address1: saved?.address1 ?? '',
    address2: saved?.address2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    zip: saved?.zip ?? '',
    phone: saved ? formatUsPhone(saved.phone) : '',
    delivery_instructions: saved?.delivery_instructions ?? '',
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
