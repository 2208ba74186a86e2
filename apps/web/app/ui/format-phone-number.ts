// US phone numbers as the visitor types them: digits only, shown as (XXX) XXX-XXXX.

const PHONE_DIGITS = 10;

export function formatPhoneNumber(input: string): string {
  let digits = input.replace(/\D/g, '');
  // An autofilled "+1 555 123 4567" carries the country code in front.
  if (digits.length > PHONE_DIGITS && digits.startsWith('1')) digits = digits.slice(1);
  digits = digits.slice(0, PHONE_DIGITS);
  if (digits.length === 0) return '';
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
