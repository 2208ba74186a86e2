// "Change address" on the account home (issue 16): the checkout's address fields and messages (the contract's
// ShippingAddress), saved for the open weeks; an address in another zone moves them to its days, which the
// subscription then shows. The server's refusals (a ZIP we don't deliver to) show under their field.
import { ShippingAddress } from '@larder/contracts/schemas/shipping';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { AddressFields } from '../features/checkout/components/address-fields';
import {
  ADDRESS_FIELDS,
  type AddressValues,
  addressValuesOf,
  useAddressForm,
} from '../features/checkout/model/address-form';
import { fieldErrorsOf } from '../features/checkout/model/shipping-form';
import { useChangeAddress } from '../features/subscription/api/subscription-client';
import { failureMessage, successToast } from '../features/subscription/components/notify';
import type { SubscriptionDialogProps } from '../features/subscription/components/subscription-dialog';
import { ManageText } from '../features/subscription/model/texts';
import { ApiError } from '../lib/request';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';

export function AddressChange({ view, isOpen, onOpenChange }: SubscriptionDialogProps) {
  const form = useAddressForm<AddressValues>(ShippingAddress, addressValuesOf(view.shipping));
  const [failure, setFailure] = useState<string | undefined>();
  const change = useChangeAddress();

  const save = form.handleSubmit(
    (values) => {
      setFailure(undefined);
      change.mutate(values, {
        onSuccess: () => {
          successToast(ManageText.AddressSaved);
          onOpenChange(false);
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsOf(error.body, ADDRESS_FIELDS) : {};
          if (Object.keys(fields).length > 0) {
            for (const [field, message] of Object.entries(fields))
              form.setError(field as keyof AddressValues, { message });
          } else setFailure(failureMessage(error));
        },
      });
    },
    () => setFailure(undefined),
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={ManageText.AddressTitle}
      footer={() => (
        <Button isLoading={change.isPending} onClick={() => void save()}>
          {ManageText.SaveAddress}
        </Button>
      )}
    >
      <div className="manage__form">
        <FormProvider {...form}>
          <AddressFields />
        </FormProvider>
        {failure && (
          <p className="card-update__error" role="alert">
            {failure}
          </p>
        )}
      </div>
    </Modal>
  );
}
