// /checkout/shipping/: the delivery address and day. The ZIP is looked up as soon as it is complete: an unknown ZIP
// is an error, a known one fills city and state (when empty or disagreeing) and lists the zone's delivery days with
// their cutoffs; a ZIP outside every zone says so and offers to tell the customer when we deliver there.
import type { BoxLine, Checkout } from '@larder/contracts/schemas/checkout';
import type { ZipAnswer } from '@larder/contracts/schemas/shipping';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CITY_MAX_LENGTH,
  DELIVERY_INSTRUCTIONS_MAX_LENGTH,
  ShippingMessage,
  US_STATES,
  ZIP_PATTERN,
} from '@larder/contracts/values/checkout';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { joinWaitlist, lookupZip, saveShipping } from '../api/checkout-client';
import { CheckoutText } from '../model/checkout-texts';
import {
  checkShipping,
  fieldErrorsOf,
  initialShipping,
  type ShippingErrors,
  type ShippingValues,
} from '../model/shipping-form';
import { BoxSummary } from './box-summary';
import { CheckoutFrame } from './checkout-frame';

const STATE_ITEMS = US_STATES.map(([code, name]) => ({ key: code, textValue: name }));
const FIELDS = Object.keys(initialShippingShape()) as (keyof ShippingValues)[];

function initialShippingShape(): ShippingValues {
  return {
    first_name: '',
    last_name: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    delivery_instructions: '',
    delivery_date: '',
  };
}

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
  const [values, setValues] = useState<ShippingValues>(() => initialShipping(checkout, customer));
  const [errors, setErrors] = useState<ShippingErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [zipState, setZipState] = useState<ZipState>({ kind: 'idle' });
  const [waitlisted, setWaitlisted] = useState(false);
  const [waitlistEmail, setWaitlistEmail] = useState(customer.email);
  const { isSubmitting, onSubmit, send } = useSingleSubmit();
  const latestZip = useRef('');

  const set = (field: keyof ShippingValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const checkZip = async (zip: string) => {
    latestZip.current = zip;
    setZipState({ kind: 'checking', zip });
    try {
      const answer = await lookupZip(zip);
      if (latestZip.current !== zip) return;
      setZipState({ kind: 'known', answer });
      setErrors((current) => ({ ...current, zip: answer.zone ? undefined : ShippingMessage.ZipNotServed }));
      setValues((current) => {
        const disagrees = current.state !== answer.state;
        const offered = answer.delivery_dates.some((date) => date.date === current.delivery_date);
        return {
          ...current,
          state: disagrees || current.state === '' ? answer.state : current.state,
          city: disagrees || current.city.trim() === '' ? answer.city : current.city,
          delivery_date: offered ? current.delivery_date : (answer.delivery_dates[0]?.date ?? ''),
        };
      });
    } catch (error) {
      if (latestZip.current !== zip) return;
      const unknown = error instanceof ApiError && error.status === 404;
      setZipState(unknown ? { kind: 'unknown', zip } : { kind: 'failed', zip });
      if (unknown) setErrors((current) => ({ ...current, zip: ShippingMessage.ZipUnknown }));
    }
  };

  const onZip = (value: string) => {
    const zip = value.replace(/\D/g, '').slice(0, 5);
    set('zip')(zip);
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
    if (ZIP_PATTERN.test(values.zip)) void checkZip(values.zip);
  }, []);

  const dates = zipState.kind === 'known' ? zipState.answer.delivery_dates : [];
  const notServed = zipState.kind === 'known' && zipState.answer.zone === null;

  const submit = onSubmit(async () => {
    setFailure(undefined);
    const checked = checkShipping(values);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    await send(async () => {
      try {
        onCheckout(await saveShipping(checked.body));
        onContinue();
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) {
          const fieldErrors = fieldErrorsOf(error.body, FIELDS);
          if (Object.keys(fieldErrors).length > 0) {
            setErrors(fieldErrors);
            return;
          }
          setFailure(error.detail ?? CheckoutText.Failed);
          return;
        }
        setFailure(error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);
      }
    });
  });

  const waitlist = async () => {
    try {
      await joinWaitlist({ email: waitlistEmail, zip: values.zip });
      setWaitlisted(true);
    } catch (error) {
      setFailure(error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);
    }
  };

  const text = (field: keyof ShippingValues) => ({
    value: values[field],
    onChange: set(field),
    errorMessage: errors[field],
    onErrorClear: () => setErrors((current) => ({ ...current, [field]: undefined })),
    name: field,
  });

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
      <form noValidate onSubmit={submit} className="checkout__step" aria-label={CheckoutText.AddressLegend}>
        <fieldset className="checkout__fieldset">
          <legend className="checkout__legend">{CheckoutText.AddressLegend}</legend>
          <div className="checkout__pair">
            <TextInput
              label="First name"
              autoComplete="given-name"
              isRequired
              maxLength={150}
              {...text('first_name')}
            />
            <TextInput label="Last name" autoComplete="family-name" isRequired maxLength={150} {...text('last_name')} />
          </div>
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
          <div className="checkout__pair">
            <TextInput
              label="ZIP code"
              type="tel"
              isZipCode
              autoComplete="postal-code"
              isRequired
              maxLength={5}
              {...text('zip')}
              onChange={onZip}
              description={zipState.kind === 'checking' ? 'Checking…' : undefined}
            />
            <TextInput
              label="City"
              autoComplete="address-level2"
              isRequired
              maxLength={CITY_MAX_LENGTH}
              {...text('city')}
            />
          </div>
          <Select
            label="State"
            items={STATE_ITEMS}
            placeholder="Choose a state"
            name="state"
            autoComplete="address-level1"
            isRequired
            value={values.state === '' ? null : values.state}
            onChange={(key) => {
              set('state')(key ?? '');
              setErrors((current) => ({ ...current, state: undefined }));
            }}
            errorMessage={errors.state}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel-national"
            isRequired
            description="For delivery updates only."
            {...text('phone')}
          />
          <TextInput
            label="Delivery instructions (optional)"
            maxLength={DELIVERY_INSTRUCTIONS_MAX_LENGTH}
            showCounter
            {...text('delivery_instructions')}
          />
        </fieldset>

        {notServed && (
          <section className="checkout__notice" aria-labelledby="not-served-heading">
            <h2 id="not-served-heading" className="checkout__legend">
              {CheckoutText.NotServedTitle}
            </h2>
            <Paragraph>{CheckoutText.notServed(values.zip)}</Paragraph>
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
          aria-describedby={errors.delivery_date ? 'delivery-day-error' : undefined}
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
                    checked={values.delivery_date === date.date}
                    onChange={() => {
                      set('delivery_date')(date.date);
                      setErrors((current) => ({ ...current, delivery_date: undefined }));
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
          {errors.delivery_date && (
            <p id="delivery-day-error" className="checkout__error" role="alert">
              {errors.delivery_date}
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
    </CheckoutFrame>
  );
}
