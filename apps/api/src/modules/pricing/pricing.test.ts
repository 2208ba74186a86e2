import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Discount, type PricedLine, priceBox } from './pricing';

const rules = { deliveryFeeCents: 799, freeDeliveryMinCents: 9000, minOrderCents: 4000 };
const line = fc.record({
  quantity: fc.integer({ min: 1, max: 20 }),
  unitPriceCents: fc.integer({ min: 0, max: 50_000 }),
});
const discount: fc.Arbitrary<Discount | null> = fc.oneof(
  fc.constant(null),
  fc
    .tuple(fc.integer({ min: 1, max: 100 }), fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }))
    .map(([percentOff, maxDiscountCents]) => ({ percentOff, amountOffCents: null, maxDiscountCents })),
  fc
    .integer({ min: 1, max: 1_000_000 })
    .map((amountOffCents) => ({ percentOff: null, amountOffCents, maxDiscountCents: null })),
);
const pricingRules = fc.record({
  deliveryFeeCents: fc.integer({ min: 0, max: 5000 }),
  freeDeliveryMinCents: fc.integer({ min: 0, max: 50_000 }),
  minOrderCents: fc.integer({ min: 0, max: 50_000 }),
});

describe('priceBox', () => {
  it('adds up: subtotal − discount + delivery − credits = total', () => {
    const lines: PricedLine[] = [
      { quantity: 2, unitPriceCents: 1299 },
      { quantity: 1, unitPriceCents: 2450 },
    ];
    expect(priceBox(lines, { percentOff: 40, amountOffCents: null, maxDiscountCents: null }, rules)).toEqual({
      subtotal_cents: 5048,
      discount_cents: 2019,
      delivery_fee_cents: 799,
      credits_cents: 0,
      points_cents: 0,
      total_cents: 3828,
      min_order_cents: 4000,
      free_delivery_min_cents: 9000,
    });
  });

  it('makes delivery free from the threshold, after the discount', () => {
    const lines = [{ quantity: 1, unitPriceCents: 9000 }];
    expect(priceBox(lines, null, rules).delivery_fee_cents).toBe(0);
    expect(
      priceBox(lines, { percentOff: null, amountOffCents: 1, maxDiscountCents: null }, rules).delivery_fee_cents,
    ).toBe(799);
  });

  it('spends credits before the card, never past what is owed', () => {
    const lines = [{ quantity: 1, unitPriceCents: 1000 }];
    expect(priceBox(lines, null, rules, 500).total_cents).toBe(1299);
    expect(priceBox(lines, null, rules, 10_000)).toMatchObject({ credits_cents: 1799, total_cents: 0 });
  });

  it('takes points after the discount and before credits, never past what is owed (issue 41)', () => {
    const lines = [{ quantity: 1, unitPriceCents: 1000 }];
    expect(priceBox(lines, null, rules, 500, 1000)).toMatchObject({
      points_cents: 1000,
      credits_cents: 500,
      total_cents: 299,
    });
    expect(priceBox(lines, null, rules, 500, 5000)).toMatchObject({
      points_cents: 1799,
      credits_cents: 0,
      total_cents: 0,
    });
  });

  it('never takes more than a percentage code’s cap (issue 29: FREE40 is 40% off, up to $80)', () => {
    const free40 = { percentOff: 40, amountOffCents: null, maxDiscountCents: 8000 };
    expect(priceBox([{ quantity: 1, unitPriceCents: 10_000 }], free40, rules).discount_cents).toBe(4000);
    expect(priceBox([{ quantity: 20, unitPriceCents: 7_846 }], free40, rules).discount_cents).toBe(8000);
  });

  it('charges nothing for an empty box', () => {
    expect(priceBox([], null, rules).total_cents).toBe(0);
  });

  it('never goes negative, never discounts more than the subtotal, and gives the same totals for the same inputs', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        discount,
        pricingRules,
        fc.integer({ min: -1000, max: 200_000 }),
        (lines, offer, rulesNow, credits) => {
          const totals = priceBox(lines, offer, rulesNow, credits);
          for (const value of Object.values(totals)) {
            expect(Number.isSafeInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
          expect(totals.discount_cents).toBeLessThanOrEqual(totals.subtotal_cents);
          if (offer?.maxDiscountCents != null)
            expect(totals.discount_cents).toBeLessThanOrEqual(offer.maxDiscountCents);
          expect(totals.total_cents).toBe(
            totals.subtotal_cents - totals.discount_cents + totals.delivery_fee_cents - totals.credits_cents,
          );
          expect(priceBox([...lines].reverse(), offer, rulesNow, credits)).toEqual(totals);
        },
      ),
      { numRuns: 500 },
    );
  });
});
