// The delivery address form's state, shared by the checkout's shipping step and the account's "Change address":
// react-hook-form over a contract schema (ShippingRequest, ShippingAddress), so the page shows the messages the
// server would, the first of each field. Checked on submit only, and again only on the next submit; a field's error
// stays until a blur on a non-empty value or a new choice clears it, and the focus stays where it is. The values are
// sent as typed (the server parses them again).
import { zodResolver } from '@hookform/resolvers/zod';
import type { ShippingAddress, ShippingAddressInput } from '@larder/contracts/schemas/shipping';
import { formatUsPhone } from '@larder/contracts/values/checkout';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';

export const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'delivery_instructions',
] as const satisfies readonly (keyof ShippingAddress)[];
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The address as typed: the schema's input. */
export type AddressValues = ShippingAddressInput;

/** A saved address as the form shows it (the phone formatted), or empty fields but for the names given. */
export function addressValuesOf(
  saved: ShippingAddress | null | undefined,
  names: { first_name: string; last_name: string } = { first_name: '', last_name: '' },
): AddressValues {
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
  };
}

export function useAddressForm<Values extends AddressValues & FieldValues>(
  schema: z.ZodType<unknown, Values>,
  defaultValues: Values,
) {
  return useForm<Values, unknown, Values>({
    // The values as typed are the schema's input: the resolver checks them and hands them on unchanged.
    resolver: zodResolver(schema, undefined, { mode: 'sync', raw: true }),
    defaultValues: defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
}
