// Issue 42: the Failed payments screen shows the server's queue (reason, attempts, next attempt, card, links to the
// order and the customer); "Retry now" asks first, naming the amount, the card and the attempt, and sends nothing
// until confirmed; the queue is read again after it; the email asks the customer for a new card. Support sees the
// queue without the actions.
import type { FailedPayment } from '@larder/contracts/schemas/admin-payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { PaymentsPage } from './payments-page';

const SLACK = { timeout: 60_000 };
const asOperations = { role: 'operations' } as const;
const asSupport = { role: 'support' } as const;

const failed: FailedPayment = {
  order_id: 12,
  customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
  delivery_date: '2026-12-03',
  total_cents: 7425,
  failure_code: 'card_declined',
  reason: 'Your card was declined. Try another card.',
  attempts: 2,
  attempts_max: 3,
  next_attempt_at: '2026-11-30T10:00:00.000Z',
  card: { brand: 'visa', last4: '0341' },
};

describe('the Failed payments screen', () => {
  it('retries after a dialog naming the amount, card and last attempt, then shows the queue again', SLACK, async () => {
    const user = userEvent.setup();
    let queue = [failed];
    const network = standInNetwork()
      .on('GET', '/api/admin/payments/failed/', () =>
        json({ count: queue.length, next: null, previous: null, results: queue }),
      )
      .on('POST', '/api/admin/orders/12/retry-payment/', () => {
        queue = [];
        return json({ order_id: 12, status: 'paid', reason: null, attempts: 3, next_attempt_at: null });
      });
    renderApp(<PaymentsPage {...asOperations} />, { at: '/admin/payments/' });
    const row = (await screen.findByRole('link', { name: 'Order 12' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Your card was declined. Try another card.')).toBeInTheDocument();
    expect(within(row).getByText('2 of 3')).toBeInTheDocument();
    expect(within(row).getByText('visa ending 0341')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/customers/3/');

    await user.click(within(row).getByRole('button', { name: 'Retry now: order 12' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Charge $74.25 to visa ending 0341 now?' });
    expect(dialog).toHaveTextContent('attempt 3 of 3');
    expect(dialog).toHaveTextContent('if it fails, the box is canceled');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    const posts = () => network.sent.filter((request) => request.method === 'POST');
    expect(posts()).toHaveLength(0);

    await user.click(within(row).getByRole('button', { name: 'Retry now: order 12' }));
    const again = await screen.findByRole('alertdialog', { name: 'Charge $74.25 to visa ending 0341 now?' });
    await user.click(within(again).getByRole('button', { name: 'Charge $74.25' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    // Read again from the server: the paid order has left the queue.
    expect(await screen.findByText('No payment is waiting: every charge went through.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order 12' })).toBeNull();
  });

  it('emails the customer to update the card and says to whom', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/payments/failed/', () => json({ count: 1, next: null, previous: null, results: [failed] }))
      .on('POST', '/api/admin/orders/12/card-update-email/', () => json({ order_id: 12, sent_to: 'ada@larder.test' }));
    renderApp(<PaymentsPage {...asOperations} />, { at: '/admin/payments/' });
    await user.click(await screen.findByRole('button', { name: 'Email to update the card: ada@larder.test' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Asked ada@larder.test to update their card.');
    expect(network.sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows support the queue without the actions', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/payments/failed/', () =>
      json({ count: 1, next: null, previous: null, results: [failed] }),
    );
    renderApp(<PaymentsPage {...asSupport} />, { at: '/admin/payments/' });
    await screen.findByRole('link', { name: 'Order 12' });
    expect(screen.queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(screen.getByText('Retrying and emailing need the operations role; yours is support.')).toBeInTheDocument();
  });
});
