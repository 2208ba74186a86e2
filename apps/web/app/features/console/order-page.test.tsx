// Issue 42, point 2: the order's page shows what support needs from the server's answer (address, phone,
// instructions, the card, the customer linked, the free gift among the lines), refunds chosen lines after a dialog
// naming their sum, and offers no refund form on an order whose payment failed.

import type { AdminOrderDetail } from '@larder/contracts/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { OrderPage } from './order-page';

const SLACK = { timeout: 60_000 };
const asOperations = { role: 'operations' } as const;

const detail = (overrides: Partial<AdminOrderDetail['order']> = {}): AdminOrderDetail => ({
  order: {
    id: 6,
    status: 'paid',
    delivery_date: '2026-12-03',
    zone: 'nyc',
    customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
    total_cents: 8450,
    refunded_cents: 0,
    created_at: '2026-11-20T10:00:00Z',
    not_delivered: false,
    cutoff_at: '2026-11-28T08:00:00Z',
    subtotal_cents: 8450,
    discount_cents: 0,
    delivery_fee_cents: 0,
    credits_cents: 0,
    charge_id: 'ch_1',
    payment_failure: null,
    not_delivered_reason: null,
    address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '350 Fifth Avenue',
      address2: 'Apt 5',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      phone: '2125550100',
      delivery_instructions: 'Leave with the doorman',
    },
    payment_method: { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 },
    refundable_cents: 8450,
    ...overrides,
  },
  lines: [
    { item_type: 'pairing', item_id: 1, name: 'Lemon chicken', quantity: 2, unit_price_cents: 1250, free_gift: false },
    { item_type: 'product', item_id: 7, name: 'Eggs', quantity: 1, unit_price_cents: 600, free_gift: false },
    { item_type: 'product', item_id: 8, name: 'Oat milk', quantity: 3, unit_price_cents: 450, free_gift: false },
    {
      item_type: 'product',
      item_id: 297,
      name: 'Dark chocolate (free gift)',
      quantity: 1,
      unit_price_cents: 0,
      free_gift: true,
    },
  ],
  customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
  timeline: [],
});

describe('an order’s page in the console', () => {
  it('shows the address, phone, instructions, card, the customer linked and the free gift', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/orders/6/', () => json(detail()));
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    await screen.findByRole('heading', { name: 'Order 6' });
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/customers/3/');
    expect(screen.getByText('350 Fifth Avenue')).toBeInTheDocument();
    expect(screen.getByText('New York, NY 10001')).toBeInTheDocument();
    expect(screen.getByText('(212) 555-0100')).toBeInTheDocument();
    expect(screen.getByText('Leave with the doorman')).toBeInTheDocument();
    expect(screen.getByText('visa ending 4242, expires 03/2031')).toBeInTheDocument();
    expect(screen.getByText('1 × Dark chocolate (free gift) at no charge')).toBeInTheDocument();
  });

  it('refunds two chosen lines after a dialog naming their sum', SLACK, async () => {
    const user = userEvent.setup();
    let refunded = 0;
    const network = standInNetwork()
      .on('GET', '/api/admin/orders/6/', () =>
        json(detail({ refunded_cents: refunded, refundable_cents: 8450 - refunded })),
      )
      .on('POST', '/api/admin/orders/6/refund/', () => {
        refunded = 3100;
        return json({ order_id: 6, card_cents: 3100, credit_cents: 0, provider_refund_id: 're_1', resumed: false });
      });
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    const form = await screen.findByRole('form', { name: 'Refund' });
    // The free gift cost nothing: it is not offered for a refund.
    expect(within(form).queryByRole('checkbox', { name: /Dark chocolate/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: /Refund to/ }));
    await user.click(await screen.findByRole('option', { name: 'The card' }));
    await user.click(within(form).getByRole('checkbox', { name: '2 × Lemon chicken ($25.00)' }));
    await user.click(within(form).getByRole('checkbox', { name: '1 × Eggs ($6.00)' }));
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Refund $31.00 to the card?' });
    expect(dialog).toHaveTextContent('$31.00 for 2 × Lemon chicken, 1 × Eggs goes back to the customer’s card');
    const posts = () => network.sent.filter((request) => request.method === 'POST');
    expect(posts()).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Refund $31.00' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toEqual({
      as: 'card',
      lines: [
        { item_type: 'pairing', item_id: 1, quantity: 2 },
        { item_type: 'product', item_id: 7, quantity: 1 },
      ],
    });
    // The figures come from the server's answer, fetched again.
    expect(await screen.findByText('$53.50 is left to refund.')).toBeInTheDocument();
    expect(screen.getByText('$31.00', { selector: 'dd' })).toBeInTheDocument();
  });

  it('offers no refund on an order whose payment failed', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/orders/6/', () =>
      json(
        detail({ status: 'payment_failed', charge_id: null, payment_failure: 'card_declined', refundable_cents: 0 }),
      ),
    );
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    await screen.findByRole('heading', { name: 'Order 6' });
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
    expect(screen.getByText('Nothing to refund: the payment failed, so nothing was charged.')).toBeInTheDocument();
  });

  it('shows a refused field’s own words, not the generic “Invalid request.”', SLACK, async () => {
    const user = userEvent.setup();
    standInNetwork()
      .on('GET', '/api/admin/orders/6/', () => json(detail()))
      .on('POST', '/api/admin/orders/6/not-delivered/', () =>
        json({ code: 'invalid_request', detail: 'Invalid request.', reason: ['Say why.'] }, 400),
      );
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    const form = await screen.findByRole('form', { name: 'Mark not delivered' });
    await user.click(within(form).getByRole('button', { name: 'Mark not delivered' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(/^Say why\.$/);
  });
});
