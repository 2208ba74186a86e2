// "Change address" on the account home (issue 16): the checkout's address fields and messages (the contract's
// ShippingAddress), saved for the open weeks; an address in another zone moves them to its days, which the
// subscription then shows. The server's refusals (a ZIP we don't deliver to) show under their field.
import { ShippingAddress } from '@larder/contracts/schemas/shipping';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  formatUsPhone,
  US_STATES,
} from '@larder/contracts/values/checkout';
import { useState } from 'react';
import { fieldErrorsOf } from '../features/checkout/model/shipping-form';
import { useChangeAddress } from '../features/subscription/api/subscription-client';
import { failureMessage, successToast } from '../features/subscription/components/notify';
import type { SubscriptionDialogProps } from '../features/subscription/components/subscription-dialog';
import { ManageText } from '../features/subscription/model/texts';
import { ApiError } from '../lib/request';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Select } from '../ui/select';
import { TextInput } from '../ui/text-input';

const FIELDS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'phone',
  'delivery_instructions',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const STATE_ITEMS = US_STATES.map(([code, name]) => ({ key: code, textValue: name }));

export function AddressChange({ view, isOpen, onOpenChange }: SubscriptionDialogProps) {
  const saved = view.shipping;
  const [values, setValues] = useState<Values>({
    first_name: saved?.first_name ?? '',
    last_name: saved?.last_name ?? '',
    address1: saved?.address1 ?? '',
    address2: saved?.address2 ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    zip: saved?.zip ?? '',
    phone: saved ? formatUsPhone(saved.phone) : '',
    delivery_instructions: saved?.delivery_instructions ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const change = useChangeAddress();

  const text = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    errorMessage: errors[field],
    onErrorClear: () => setErrors((current) => ({ ...current, [field]: undefined })),
  });

  const save = () => {
    setFailure(undefined);
    const parsed = ShippingAddress.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    change.mutate(values, {
      onSuccess: () => {
        successToast(ManageText.AddressSaved);
        onOpenChange(false);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? fieldErrorsOf(error.body, FIELDS) : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(failureMessage(error));
      },
    });
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={ManageText.AddressTitle}
      footer={() => (
        <Button isLoading={change.isPending} onClick={save}>
          {ManageText.SaveAddress}
        </Button>
      )}
    >
      <div className="manage__form">
        <TextInput label="First name" autoComplete="given-name" isRequired maxLength={150} {...text('first_name')} />
        <TextInput label="Last name" autoComplete="family-name" isRequired maxLength={150} {...text('last_name')} />
        <TextInput
          label="Street address"
          autoComplete="address-line1"
          isRequired
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          {...text('address1')}
        />
        <TextInput
          label="Apartment, suite (optional)"
          autoComplete="address-line2"
          maxLength={ADDRESS_LINE_MAX_LENGTH}
          {...text('address2')}
        />
        <TextInput
          label="ZIP code"
          type="tel"
          isZipCode
          autoComplete="postal-code"
          isRequired
          maxLength={5}
          {...text('zip')}
        />
        <TextInput
          label="City"
          autoComplete="address-level2"
          isRequired
          maxLength={CITY_MAX_LENGTH}
          {...text('city')}
        />
        <Select
          label="State"
          items={STATE_ITEMS}
          placeholder="Choose a state"
          autoComplete="address-level1"
          isRequired
          value={values.state === '' ? null : values.state}
          onChange={(key) => {
            setValues((current) => ({ ...current, state: key ?? '' }));
            setErrors((current) => ({ ...current, state: undefined }));
          }}
          errorMessage={errors.state}
        />
        <TextInput label="Phone" type="tel" autoComplete="tel-national" isRequired {...text('phone')} />
        <TextInput
          label="Delivery instructions (optional)"
          maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
          {...text('delivery_instructions')}
        />
        {failure && (
          <p className="card-update__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
