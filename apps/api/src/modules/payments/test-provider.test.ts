import { TEST_CARDS } from '@larder/contracts/values/checkout';
import { describe, expect, it } from 'vitest';
import { cardFieldProblem, TestPaymentProvider } from './test-provider';

const now = new Date('2026-11-24T12:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...overrides,
});

describe('the test payment provider', () => {
  const provider = new TestPaymentProvider();

  it('checks the number (Luhn), the expiry and the CVC', () => {
    expect(cardFieldProblem(card('4242424242424242'), now)).toBeUndefined();
    expect(cardFieldProblem(card('4242424242424241'), now)).toBe('number');
    expect(cardFieldProblem(card('4242424242424242', { expMonth: 10, expYear: 2026 }), now)).toBe('expired');
    expect(cardFieldProblem(card('4242424242424242', { expMonth: 11, expYear: 2026 }), now)).toBeUndefined();
    expect(cardFieldProblem(card('4242424242424242', { cvc: '12' }), now)).toBe('cvc');
    expect(cardFieldProblem(card('378282246310005', { cvc: '123' }), now)).toBe('cvc');
    expect(cardFieldProblem(card('378282246310005', { cvc: '1234' }), now)).toBeUndefined();
  });

  it("follows Stripe's test cards", () => {
    expect(provider.saveCard(card(TEST_CARDS.Succeeds))).toMatchObject({
      status: 'saved',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    for (const [number, code] of [
      [TEST_CARDS.Declined, 'card_declined'],
      [TEST_CARDS.InsufficientFunds, 'insufficient_funds'],
      [TEST_CARDS.ExpiredCard, 'expired_card'],
      [TEST_CARDS.IncorrectCvc, 'incorrect_cvc'],
    ] as const) {
      expect(provider.saveCard(card(number))).toMatchObject({ status: 'failed', failure: { code } });
    }
    expect(provider.saveCard(card(TEST_CARDS.RequiresAuthentication)).status).toBe('requires_action');
    expect(provider.saveCard(card('5555555555554444'))).toMatchObject({
      status: 'saved',
      card: { brand: 'mastercard' },
    });
  });

  it('keeps no number or CVC in what it returns', () => {
    const saved = JSON.stringify(provider.saveCard(card(TEST_CARDS.Succeeds, { cvc: '987' })));
    expect(saved).not.toContain('424242424242');
    expect(saved).not.toContain('987');
  });

  it('charges idempotently by key, and declines a card saved from 4000 0000 0000 0341', async () => {
    const saved = provider.saveCard(card(TEST_CARDS.Succeeds));
    if (saved.status !== 'saved') throw new Error('expected a saved card');
    const request = {
      card: saved.card,
      amountCents: 4999,
      currency: 'usd' as const,
      idempotencyKey: 'order-7',
      description: 'Order 7',
      metadata: {},
    };
    const first = await provider.charge(request);
    expect(first.status).toBe('succeeded');
    expect(await provider.charge(request)).toEqual(first);
    const failing = provider.saveCard(card('4000000000000341'));
    if (failing.status !== 'saved') throw new Error('expected a saved card');
    expect(await provider.charge({ ...request, card: failing.card })).toMatchObject({
      status: 'failed',
      failure: { code: 'card_declined' },
    });
  });
});
