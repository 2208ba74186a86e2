import { CardMessage } from '@larder/contracts/values/checkout';
import { describe, expect, it } from 'vitest';
import { checkCard, formatCardNumber, formatExpiry } from './card-form';

const now = new Date('2026-11-24T12:00:00Z');
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', zip: '10001' };

describe('the card form', () => {
  it('groups digits as typed (Visa 4-4-4-4, Amex 4-6-5) and writes the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782 822463 10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a42')).toBe('4242');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('sends the number without spaces and a four-digit year', () => {
    expect(checkCard(card, now)).toEqual({
      body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123', zip: '10001' },
    });
  });

  it('gives each field the message the server would', () => {
    expect(checkCard({ ...card, number: '4242 4242 4242 4241' }, now)).toEqual({
      errors: { number: CardMessage.NumberInvalid },
    });
    expect(checkCard({ ...card, expiry: '10 / 26' }, now)).toEqual({ errors: { expiry: CardMessage.Expired } });
    expect(checkCard({ ...card, expiry: '13 / 30' }, now)).toEqual({ errors: { expiry: CardMessage.ExpiryInvalid } });
    expect(checkCard({ ...card, cvc: '12' }, now)).toEqual({ errors: { cvc: CardMessage.CvcInvalid } });
    expect(checkCard({ ...card, zip: '1000' }, now)).toEqual({ errors: { zip: CardMessage.ZipInvalid } });
  });
});
