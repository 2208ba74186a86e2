// The checkout's promo label names the offer the first box gets: the friend's referral offer when it applies instead of
// the code (it takes more off; offers never stack), the code's own otherwise; removing the code shows the server's
// answer.
import type { Checkout } from '@larder/contracts/schemas/checkout';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { PromoField } from './promo-field';

const FREE40 = { code: 'FREE40', discount_effect: '40% off your first box', terms: '40% off, up to $80' };

const checkout = (changes: Partial<Checkout>): Checkout => ({
  lines: [],
  totals: {
    subtotal_cents: 11_000,
    discount_cents: 4_000,
    delivery_fee_cents: 799,
    credits_cents: 0,
    points_cents: 0,
    total_cents: 7_799,
    min_order_cents: 4_000,
    free_delivery_min_cents: 9_000,
  },
  shipping: null,
  delivery: null,
  promo: null,
  card: null,
  payment_provider: 'test',
  household: null,
  order_id: null,
  promo_refusal: null,
  referral_offer_cents: null,
  has_quiz: true,
  free_gift_options: [],
  free_gift: null,
  ...changes,
});

function Field({ initial }: { initial: Checkout }) {
  const [current, setCurrent] = useState(initial);
  return <PromoField checkout={current} suggested={undefined} onCheckout={setCurrent} />;
}

describe('PromoField', () => {
  it('names the friend’s offer when it applies instead of the code, and says the code is not used', () => {
    renderApp(<Field initial={checkout({ promo: FREE40, referral_offer_cents: 4_000 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your friend’s offer: $40.00 off your first box');
    expect(
      screen.getByText('Your friend’s offer takes more off than FREE40, so it is the one used. Offers don’t combine.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/40% off your first box/)).toBeNull();
  });

  it('names the code when its offer applies', () => {
    renderApp(<Field initial={checkout({ promo: FREE40 })} />);
    expect(screen.getByRole('status')).toHaveTextContent('FREE40: 40% off your first box (40% off, up to $80)');
    expect(screen.queryByText(/friend’s offer/)).toBeNull();
  });

  it('keeps naming the friend’s offer once the code is removed, with the field to enter another', async () => {
    const user = userEvent.setup();
    const network = standInNetwork().on('DELETE', '/api/v2/checkout/promo/', () =>
      json(checkout({ referral_offer_cents: 4_000 })),
    );
    renderApp(<Field initial={checkout({ promo: FREE40, referral_offer_cents: 4_000 })} />);
    await user.click(screen.getByRole('button', { name: 'Remove code' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Your friend’s offer: $40.00 off your first box');
    expect(network.sent.filter((sent) => sent.method === 'DELETE')).toHaveLength(1);
  });
});
