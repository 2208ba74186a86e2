// The delivery rating module: stars are required, the reasons, words and (only when asked) whether the box was worth
// it are sent with them; then a thank-you; a refusal shows the API's own words.
import type { Order } from '@larder/contracts/schemas/checkout';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { DeliveryRatingForm } from './delivery-rating';

const order = {
  id: 7,
  status: 'delivered',
  delivery: { date: '2026-12-03', label: 'Thursday, December 3', cutoff_at: '2026-12-01T05:00:00Z', cutoff_label: '' },
  lines: [],
} as unknown as Order;
const RATING = '/api/v2/orders/7/rating/';

// userEvent on a loaded machine: a few seconds a test.
const SLACK = { timeout: 60_000 };

describe('DeliveryRatingForm', () => {
  it('asks for stars first, then sends stars, reasons, words and worth; then thanks', SLACK, async () => {
    const network = standInNetwork().on('POST', RATING, (request) =>
      json({ order_id: 7, ...JSON.parse(request.body), created_at: '2026-12-04T10:00:00Z' }, 201),
    );
    renderApp(<DeliveryRatingForm order={order} askWorth />);
    expect(screen.getByRole('heading', { name: 'How was your box?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose from 1 to 5 stars.');
    expect(network.sent).toHaveLength(0);

    const stars = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(screen.getAllByRole('radio', { name: /stars?$/ })).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(stars).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Late' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Not fresh' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Not worth it' }));
    await userEvent.type(screen.getByLabelText('Anything else you’d like to tell us? (optional)'), '  Soggy salad ');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await screen.findByText('Thanks for rating your box. We’ll use it to make your next ones better.');
    expect(JSON.parse(network.sent[0]?.body ?? '')).toEqual({
      stars: 4,
      reasons: ['late', 'not_fresh'],
      comment: 'Soggy salad',
      worth: 'not_worth_it',
    });
  });

  it('does not ask whether it was worth it unless told to; shows a refusal in the API’s words', SLACK, async () => {
    const network = standInNetwork().on('POST', RATING, () =>
      json({ detail: 'You have already rated this delivery.', code: 'already_rated' }, 409),
    );
    renderApp(<DeliveryRatingForm order={order} askWorth={false} />);
    expect(screen.queryByRole('radiogroup', { name: 'Was the box worth what you paid?' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already rated this delivery.');
    expect(JSON.parse(network.sent[0]?.body ?? '')).toEqual({ stars: 5, reasons: [] });
  });
});
