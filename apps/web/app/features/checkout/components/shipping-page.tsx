// /checkout/shipping/: the delivery address and day. The ZIP is looked up as soon as it is complete: an unknown ZIP
// is an error, a known one fills city and state (when empty or disagreeing) and lists the zone's delivery days with
// their cutoffs; a ZIP outside every zone says so and offers to tell the customer when we deliver there.
import type { BoxLine, Checkout } from '@larder/contracts/schemas/checkout';
import { ShippingRequest, type ZipAnswer } from '@larder/contracts/schemas/shipping';
import { ShippingMessage, ZIP_PATTERN } from '@larder/contracts/values/checkout';
import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { joinWaitlist, lookupZip, saveShipping } from '../api/checkout-client';
import { useAddressForm } from '../model/address-form';
import { CheckoutText } from '../model/checkout-texts';
import { fieldErrorsOf, initialShipping, SHIPPING_FIELDS, type ShippingValues } from '../model/shipping-form';
import { AddressFields } from './address-fields';
import { BoxSummary } from './box-summary';
import { CheckoutFrame } from './checkout-frame';

type ZipState =
  | { kind: 'idle' }
  | { kind: 'checking'; zip: string }
  | { kind: 'known'; answer: ZipAnswer }
  | { kind: 'unknown'; zip: string }
  | { kind: 'failed'; zip: string };

export interface ShippingPageProps {
  checkout: Checkout;
  customer: { email: string; first_name: string; last_name: string };
  pictureOrigin: string;
  onCheckout: (checkout: Checkout) => void;
  onQuantity: (line: BoxLine, quantity: number) => void;
  isUpdatingBox: boolean;
  /** The amount of food module (`web.amount_of_food_module`). */
  amountOfFood?: boolean;
  onContinue: () => void;
}

export function ShippingPage(props: ShippingPageProps) {
  const { checkout, customer, onCheckout, onContinue } = props;
  const form = useAddressForm<ShippingValues>(ShippingRequest, initialShipping(checkout, customer));
  const { getValues, setValue, setError, clearErrors } = form;
  const [failure, setFailure] = useState<string | undefined>();
  const [zipState, setZipState] = useState<ZipState>({ kind: 'idle' });
  const [waitlisted, setWaitlisted] = useState(false);
  const [waitlistEmail, setWaitlistEmail] = useState(customer.email);
  const { isSubmitting, onSubmit, send } = useSingleSubmit();
  const latestZip = useRef('');
  const zip = form.watch('zip');
  const deliveryDate = form.watch('delivery_date');
  const deliveryDateError = form.formState.errors.delivery_date?.message;

  const checkZip = async (zip: string) => {
    latestZip.current = zip;
    setZipState({ kind: 'checking', zip });
    try {
      const answer = await lookupZip(zip);
      if (latestZip.current !== zip) return;
      setZipState({ kind: 'known', answer });
      if (answer.zone) clearErrors('zip');
      else setError('zip', { message: ShippingMessage.ZipNotServed });
      const current = getValues();
      const disagrees = current.state !== answer.state;
      const offered = answer.delivery_dates.some((date) => date.date === current.delivery_date);
      if (disagrees || current.state === '') setValue('state', answer.state);
      if (disagrees || current.city.trim() === '') setValue('city', answer.city);
      if (!offered) setValue('delivery_date', answer.delivery_dates[0]?.date ?? '');
    } catch (error) {
      if (latestZip.current !== zip) return;
      const unknown = error instanceof ApiError && error.status === 404;
      setZipState(unknown ? { kind: 'unknown', zip } : { kind: 'failed', zip });
      if (unknown) setError('zip', { message: ShippingMessage.ZipUnknown });
    }
  };

  const onZip = (value: string) => {
    const zip = value.replace(/\D/g, '').slice(0, 5);
    setValue('zip', zip);
    setWaitlisted(false);
    if (ZIP_PATTERN.test(zip)) void checkZip(zip);
    else {
      latestZip.current = '';
      setZipState({ kind: 'idle' });
    }
  };

  // A saved address resumes with its ZIP's days.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the ZIP the page opened with
  useEffect(() => {
    if (ZIP_PATTERN.test(zip)) void checkZip(zip);
  }, []);

  const dates = zipState.kind === 'known' ? zipState.answer.delivery_dates : [];
  const notServed = zipState.kind === 'known' && zipState.answer.zone === null;

  const submit = onSubmit(() =>
    form.handleSubmit(
      async (values) => {
        setFailure(undefined);
        await send(async () => {
          try {
            onCheckout(await saveShipping(values));
            onContinue();
          } catch (error) {
            if (error instanceof ApiError && error.status === 400) {
              const fieldErrors = fieldErrorsOf(error.body, SHIPPING_FIELDS);
              if (Object.keys(fieldErrors).length > 0) {
                for (const [field, message] of Object.entries(fieldErrors)) {
                  setError(field as keyof ShippingValues, { message });
                }
                return;
              }
              setFailure(error.detail ?? CheckoutText.Failed);
              return;
            }
            setFailure(error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);
          }
        });
      },
      () => setFailure(undefined),
    )(),
  );

  const waitlist = async () => {
    try {
      await joinWaitlist({ email: waitlistEmail, zip });
      setWaitlisted(true);
    } catch (error) {
      setFailure(error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);
    }
  };

  return (
    <CheckoutFrame
      heading={CheckoutText.ShippingHeading}
      summary={
        <BoxSummary
          checkout={checkout}
          pictureOrigin={props.pictureOrigin}
          onQuantity={props.onQuantity}
          isUpdating={props.isUpdatingBox}
          amountOfFood={props.amountOfFood}
        />
      }
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={submit} className="checkout__step" aria-label={CheckoutText.AddressLegend}>
          <fieldset className="checkout__fieldset">
            <legend className="checkout__legend">{CheckoutText.AddressLegend}</legend>
            <AddressFields
              paired
              zip={{ onChange: onZip, description: zipState.kind === 'checking' ? 'Checking…' : undefined }}
            />
          </fieldset>

          {notServed && (
            <section className="checkout__notice" aria-labelledby="not-served-heading">
              <h2 id="not-served-heading" className="checkout__legend">
                {CheckoutText.NotServedTitle}
              </h2>
              <Paragraph>{CheckoutText.notServed(zip)}</Paragraph>
              {waitlisted ? (
                <Paragraph role="status">{ShippingMessage.WaitlistSaved}</Paragraph>
              ) : (
                <div className="checkout__promo">
                  <TextInput
                    label={CheckoutText.WaitlistEmail}
                    type="email"
                    autoComplete="email"
                    value={waitlistEmail}
                    onChange={setWaitlistEmail}
                  />
                  <Button prominence="secondary" onClick={() => void waitlist()}>
                    {CheckoutText.WaitlistButton}
                  </Button>
                </div>
              )}
            </section>
          )}

          <fieldset
            className="checkout__fieldset"
            aria-describedby={deliveryDateError ? 'delivery-day-error' : undefined}
          >
            <legend className="checkout__legend">{CheckoutText.DeliveryDayLegend}</legend>
            {dates.length === 0 ? (
              <p className="checkout__muted">{CheckoutText.DeliveryDayHint}</p>
            ) : (
              <div className="checkout__days">
                {dates.map((date) => (
                  <label key={date.date} className="checkout__day">
                    <input
                      type="radio"
                      name="delivery_date"
                      value={date.date}
                      checked={deliveryDate === date.date}
                      onChange={() => {
                        setValue('delivery_date', date.date);
                        clearErrors('delivery_date');
                      }}
                    />
                    <span>
                      <span className="checkout__day-label">{date.label}</span>
                      <span className="checkout__day-cutoff">{date.cutoff_label}</span>
                    </span>
                  </label>
                ))}
              </div>
            )}
            {deliveryDateError && (
              <p id="delivery-day-error" className="checkout__error" role="alert">
                {deliveryDateError}
              </p>
            )}
          </fieldset>

          {failure && (
            <p className="checkout__error" role="alert">
              {failure}
            </p>
          )}
          <div className="checkout__actions">
            <Button type="submit" size="large" isLoading={isSubmitting} isDisabled={notServed}>
              {CheckoutText.ContinueToPayment}
            </Button>
          </div>
        </form>
      </FormProvider>
    </CheckoutFrame>
  );
}
