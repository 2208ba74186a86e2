// The delivery address's fields, once for the checkout's shipping step and the account's "Change address": names,
// street, ZIP, city, state, phone and instructions, inside a form made by model/address-form.ts (react-hook-form,
// given through its FormProvider). A field shows its error until a blur on a non-empty value (or a new state) clears
// it.
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  US_STATES,
} from '@larder/contracts/values/checkout';
import { Fragment, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Select } from '../../../ui/select';
import { TextInput, type TextInputProps } from '../../../ui/text-input';
import type { AddressField, AddressValues } from '../model/address-form';

const STATE_ITEMS = US_STATES.map(([code, name]) => ({ key: code, textValue: name }));

export interface AddressFieldsProps {
  /** Two fields a row (names; ZIP and city) where the form is wide, the checkout's; one column otherwise. */
  paired?: boolean;
  /** Replaces the ZIP's change (the checkout keeps its digits and looks it up), with the ZIP's help text. */
  zip?: { onChange: (value: string) => void; description?: string };
}

export function AddressFields({ paired = false, zip }: AddressFieldsProps) {
  const Pair = paired ? CheckoutPair : Fragment;
  return (
    <>
      <Pair>
        <AddressInput name="first_name" label="First name" autoComplete="given-name" isRequired maxLength={150} />
        <AddressInput name="last_name" label="Last name" autoComplete="family-name" isRequired maxLength={150} />
      </Pair>
      <AddressInput
        name="address1"
        label="Street address"
        autoComplete="address-line1"
        isRequired
        maxLength={ADDRESS_LINE_MAX_LENGTH}
      />
      <AddressInput
        name="address2"
        label="Apartment, suite (optional)"
        autoComplete="address-line2"
        maxLength={ADDRESS_LINE_MAX_LENGTH}
      />
      <Pair>
        <AddressInput
          name="zip"
          label="ZIP code"
          type="tel"
          isZipCode
          autoComplete="postal-code"
          isRequired
          maxLength={5}
          onValue={zip?.onChange}
          description={zip?.description}
        />
        <AddressInput name="city" label="City" autoComplete="address-level2" isRequired maxLength={CITY_MAX_LENGTH} />
      </Pair>
      <StateSelect />
      <AddressInput
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        isRequired
        description="For delivery updates only."
      />
      <AddressInput
        name="delivery_instructions"
        label="Delivery instructions (optional)"
        maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
        showCounter
      />
    </>
  );
}

function CheckoutPair({ children }: { children: ReactNode }) {
  return <div className="checkout__pair">{children}</div>;
}

type AddressInputProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'errorMessage' | 'onErrorClear'> & {
  name: AddressField;
  /** Replaces the field's own change. */
  onValue?: (value: string) => void;
};

function AddressInput({ name, onValue, ...props }: AddressInputProps) {
  const { control, clearErrors } = useFormContext<AddressValues>();
  const { field, fieldState } = useController({ name, control });
  return (
    <TextInput
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={onValue ?? field.onChange}
      onBlur={field.onBlur}
      errorMessage={fieldState.error?.message}
      onErrorClear={() => clearErrors(name)}
    />
  );
}

function StateSelect() {
  const { control, clearErrors } = useFormContext<AddressValues>();
  const { field, fieldState } = useController({ name: 'state', control });
  return (
    <Select
      label="State"
      items={STATE_ITEMS}
      placeholder="Choose a state"
      name="state"
      autoComplete="address-level1"
      isRequired
      value={field.value === '' ? null : field.value}
      onChange={(key) => {
        field.onChange(key ?? '');
        clearErrors('state');
      }}
      errorMessage={fieldState.error?.message}
    />
  );
}
