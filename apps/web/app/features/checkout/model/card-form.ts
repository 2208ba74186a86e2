// The test provider's card form: the page's checks (card-validator: Luhn, expiry, CVC length) with the messages the
// server uses, and the body it sends. The number and CVC go to our API once and are never kept by the page.
import type { TestCardRequest } from '@larder/contracts/schemas/checkout';
import { CardMessage, ZIP_PATTERN } from '@larder/contracts/values/checkout';
import cardValidator from 'card-validator';

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
  zip: string;
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

/** `4242424242424242` shown in groups of four as it is typed (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const gaps = cardValidator.number(digits).card?.gaps ?? [4, 8, 12];
  let out = '';
  for (let index = 0; index < digits.length; index++) {
    if (gaps.includes(index)) out += ' ';
    out += digits[index];
  }
  return out;
}

/** `1234` → `12 / 34` as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

export function checkCard(values: CardValues, now = new Date()): { body: TestCardRequest } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = cardValidator.number(values.number);
  if (!number.isValid) errors.number = CardMessage.NumberInvalid;
  const expiry = cardValidator.expirationDate(values.expiry.replace(/\s/g, ''), now.getFullYear());
  if (!expiry.isValid || expiry.month === null || expiry.year === null) {
    const [month, year] = values.expiry.split('/').map((part) => Number(part.trim()));
    const typed = month !== undefined && year !== undefined && year > 0 ? (2000 + year) * 12 + month - 1 : undefined;
    errors.expiry =
      typed !== undefined && typed < now.getFullYear() * 12 + now.getMonth()
        ? CardMessage.Expired
        : CardMessage.ExpiryInvalid;
  }
  if (!cardValidator.cvv(values.cvc, number.card?.code.size ?? 3).isValid) errors.cvc = CardMessage.CvcInvalid;
  if (!ZIP_PATTERN.test(values.zip.trim())) errors.zip = CardMessage.ZipInvalid;
  if (Object.keys(errors).length > 0 || expiry.month === null || expiry.year === null) return { errors };
  const year = Number(expiry.year);
  return {
    body: {
      number: values.number.replace(/\D/g, ''),
      exp_month: Number(expiry.month),
      exp_year: year < 100 ? 2000 + year : year,
      cvc: values.cvc,
      zip: values.zip.trim(),
    },
  };
}
