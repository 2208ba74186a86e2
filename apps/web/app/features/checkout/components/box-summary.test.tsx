// The checkout's totals: the credits that will pay are a line of their own, taken off before the total; none, no line.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CheckoutText } from '../model/checkout-texts';
import { TotalsList } from './box-summary';

const totals = {
  subtotal_cents: 8_000,
  discount_cents: 0,
  delivery_fee_cents: 799,
  credits_cents: 2_500,
  points_cents: 0,
  total_cents: 6_299,
  min_order_cents: 4_000,
  free_delivery_min_cents: 9_000,
};

describe('TotalsList', () => {
  it('shows the credits that will pay, and the total less them', () => {
    render(<TotalsList totals={totals} />);
    expect(screen.getByText(CheckoutText.Credits).nextElementSibling).toHaveTextContent('−$25.00');
    expect(screen.getByText(CheckoutText.Total).nextElementSibling).toHaveTextContent('$62.99');
  });

  it('has no credits line without credits', () => {
    render(<TotalsList totals={{ ...totals, credits_cents: 0, total_cents: 8_799 }} />);
    expect(screen.queryByText(CheckoutText.Credits)).toBeNull();
  });
});
