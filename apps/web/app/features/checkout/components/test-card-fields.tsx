// The built-in test provider's card fields (number, expiry, CVC, billing ZIP), as checkout, the account home's card
// update and the gift card page ask them: the values and errors are the caller's (model/card-form.ts checks them).
import { TextInput } from '../../../ui/text-input';
import { type CardErrors, type CardValues, formatCardNumber, formatExpiry } from '../model/card-form';
import { CheckoutText } from '../model/checkout-texts';

const digits = (value: string) => value.replace(/\D/g, '');

export function TestCardFields({
  values,
  errors,
  onChange,
  onErrorClear,
  pairClassName,
}: {
  values: CardValues;
  errors: CardErrors;
  onChange: (field: keyof CardValues, value: string) => void;
  onErrorClear: (field: keyof CardValues) => void;
  /** Puts expiry and CVC side by side (checkout's layout). */
  pairClassName?: string;
}) {
  const field = (name: keyof CardValues, format: (value: string) => string = (value) => value) => ({
    value: values[name],
    onChange: (value: string) => onChange(name, format(value)),
    errorMessage: errors[name],
    onErrorClear: () => onErrorClear(name),
  });
  const expiryAndCvc = (
    <>
      <TextInput
        label={CheckoutText.CardExpiry}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM / YY"
        isRequired
        maxLength={7}
        {...field('expiry', formatExpiry)}
      />
      <TextInput
        label={CheckoutText.CardCvc}
        inputMode="numeric"
        autoComplete="cc-csc"
        isRequired
        maxLength={4}
        {...field('cvc', digits)}
      />
    </>
  );
  return (
    <>
      <TextInput
        label={CheckoutText.CardNumber}
        inputMode="numeric"
        autoComplete="cc-number"
        isRequired
        maxLength={23}
        {...field('number', formatCardNumber)}
      />
      {pairClassName ? <div className={pairClassName}>{expiryAndCvc}</div> : expiryAndCvc}
      <TextInput
        label={CheckoutText.CardZip}
        type="tel"
        isZipCode
        autoComplete="postal-code"
        isRequired
        maxLength={5}
        {...field('zip', digits)}
      />
    </>
  );
}
