// The shipping form's values and their checks: the contract's ShippingRequest schema, so the page shows the same
// messages the server would, one per field.

import type { Checkout } from '@larder/contracts/schemas/checkout';
import { type ShippingRequest as ShippingBody, ShippingRequest } from '@larder/contracts/schemas/shipping';
import { formatUsPhone } from '@larder/contracts/values/checkout';

export interface ShippingValues {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  delivery_instructions: string;
  delivery_date: string;
}

export type ShippingErrors = Partial<Record<keyof ShippingValues, string>>;

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

/** The first problem of each field, or a body ready to send. */
export function checkShipping(values: ShippingValues): { body: ShippingBody } | { errors: ShippingErrors } {
  const parsed = ShippingRequest.safeParse(values);
  if (parsed.success) return { body: values };
  const errors: ShippingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof ShippingValues] = issue.message;
    }
  }
  return { errors };
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
