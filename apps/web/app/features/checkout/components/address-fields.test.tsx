// The address form the checkout and the account share (address-fields.tsx over model/address-form.ts), in a form
// made as the shipping step makes it: the contract's messages on submit, kept until a blur clears them, values sent
// as typed, and the focus left where it is.
import { ShippingRequest } from '@larder/contracts/schemas/shipping';
import { ShippingMessage } from '@larder/contracts/values/checkout';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render';
import { useAddressForm } from '../model/address-form';
import type { ShippingValues } from '../model/shipping-form';
import { AddressFields } from './address-fields';

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

function ShippingForm({ initial, onValid }: { initial: ShippingValues; onValid: (values: ShippingValues) => void }) {
  const form = useAddressForm<ShippingValues>(ShippingRequest, initial);
  const dayProblem = form.formState.errors.delivery_date?.message;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <AddressFields paired />
        {dayProblem ? <p role="alert">{dayProblem}</p> : null}
        <button type="submit">Continue</button>
      </form>
    </FormProvider>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

// userEvent on a loaded machine: a few seconds a test.
const SLACK = { timeout: 60_000 };

describe('the address form', () => {
  it('passes a complete address and day, as typed', SLACK, async () => {
    const onValid = vi.fn();
    renderApp(<ShippingForm initial={values} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual(values);
  });

  it(
    'gives the first problem of each field, with the server’s messages, and leaves the focus where it is',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const onValid = vi.fn();
      renderApp(
        <ShippingForm
          initial={{ ...values, address1: ' ', state: '', zip: '123', phone: '555-0100', delivery_date: '' }}
          onValid={onValid}
        />,
      );
      const button = screen.getByRole('button', { name: 'Continue' });
      await user.click(button);

      await waitFor(() => expect(field('Street address')).toHaveAccessibleDescription(ShippingMessage.AddressRequired));
      expect(field('ZIP code')).toHaveAccessibleDescription(ShippingMessage.ZipInvalid);
      expect(field('Phone')).toHaveAccessibleDescription(ShippingMessage.PhoneInvalid);
      expect(screen.getByText(ShippingMessage.StateRequired, { selector: '.ui-field__error' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(ShippingMessage.DeliveryDateRequired);
      for (const name of ['First name', 'Last name', 'City']) expect(field(name)).not.toHaveAttribute('aria-invalid');
      expect(onValid).not.toHaveBeenCalled();
      expect(button).toHaveFocus();

      // Typing keeps the error; a blur on a non-empty value clears it; the next submit checks again.
      await user.clear(field('ZIP code'));
      await user.type(field('ZIP code'), '10001');
      expect(field('ZIP code')).toHaveAccessibleDescription(ShippingMessage.ZipInvalid);
      await user.tab();
      expect(field('ZIP code')).not.toHaveAttribute('aria-invalid');
      expect(field('Phone')).toHaveAccessibleDescription(ShippingMessage.PhoneInvalid);
      await user.click(button);
      await waitFor(() => expect(field('ZIP code')).not.toHaveAttribute('aria-invalid'));
      expect(field('Street address')).toHaveAccessibleDescription(ShippingMessage.AddressRequired);
    },
  );
});
