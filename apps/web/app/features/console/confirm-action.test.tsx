// Issue 42: every action that moves money, ends a subscription, voids or disables asks first. For each one the test
// presses the page's button and proves that nothing is sent until the dialog's own button is pressed: the dialog
// names the amount or the thing, "Go back" sends nothing, and confirming sends exactly one request.

import type { AdminOrderDetail } from '@larder/contracts/schemas/admin';
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import type { AdminGiftCard, AdminPromotion, AdminZone } from '@larder/contracts/schemas/admin-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerPage } from './customer-page';
import { GiftCardsPage } from './gift-cards-page';
import { OrderPage } from './order-page';
import { PromotionsPage } from './promotions-page';
import { ZonesPage } from './zones-page';

const SLACK = { timeout: 60_000 };
// The operator's role is a prop of each page (the console's shell reads it from the session).
const asOperations = { role: 'operations' } as const;
const asAdmin = { role: 'admin' } as const;

const order: AdminOrderDetail = {
  order: {
    id: 6,
    status: 'paid',
    delivery_date: '2026-12-03',
    zone: 'sf',
    customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
    total_cents: 8450,
    refunded_cents: 1250,
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
    address: {},
    payment_method: null,
    refundable_cents: 7200,
  },
  lines: [
    { item_type: 'pairing', item_id: 1, name: 'Lemon chicken', quantity: 2, unit_price_cents: 4225, free_gift: false },
  ],
  customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
  timeline: [],
};

const customer: AdminCustomerDetail = {
  customer: {
    id: 3,
    email: 'ada@larder.test',
    name: 'Ada Lovelace',
    created_at: '2026-11-01T10:00:00Z',
    email_verified: true,
    subscription_status: 'active',
    zone: 'sf',
    email_verified_at: '2026-11-01T10:05:00Z',
    last_login_at: null,
  },
  subscription: {
    id: 9,
    status: 'active',
    zone: 'sf',
    delivery_weekday: 4,
    paused_until: null,
    canceled_at: null,
    cancel_reason: null,
    cancel_note: null,
    created_at: '2026-11-01T10:00:00Z',
    address: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address1: '1 Main St',
      city: 'San Francisco',
      state: 'CA',
      zip: '94110',
    },
    payment_method: null,
  },
  orders: [],
  credits: { balance_cents: 0, entries: [] },
  quiz: null,
  item_ratings: [],
  delivery_ratings: [],
  support_credits: null,
};

const card: AdminGiftCard = {
  id: 4,
  code_end: 'K7Q2',
  amount_cents: 5000,
  status: 'active',
  source: 'console',
  recipient_email: null,
  created_at: '2026-11-20T10:00:00Z',
} as AdminGiftCard;

const promotion = {
  id: 1,
  code: 'SPRING20',
  state: 'live',
  effect: '20% off',
  discount: '20% off',
  percent_off: 20,
  amount_off_cents: null,
  max_discount_cents: null,
  deliveries: 1,
  starts_at: '2026-11-01T00:00:00Z',
  ends_at: null,
  is_gift_card: false,
  is_public: true,
  note: '',
  redemptions: 0,
} as AdminPromotion;

const zone: AdminZone = {
  code: 'sf',
  name: 'San Francisco',
  zip_prefixes: ['941'],
  zips: [],
  time_zone: 'America/Los_Angeles',
  delivery_weekdays: [4],
  cutoff_days_before: 5,
  cutoff_local_time: '23:59',
  delivery_fee_cents: null,
  active: true,
  subscribers: 12,
  boxes_to_deliver: 9,
};

const posts = (network: StandInNetwork, path: string) =>
  network.sent.filter((request) => request.method !== 'GET' && request.path === path);

/**
 * Presses `start` (the page's own button, after filling what it needs), then proves the dialog named `title` holds
 * the request back: nothing sent on opening, nothing on "Go back"; then once more and confirms: one request.
 */
async function provesConfirmation(
  network: StandInNetwork,
  path: string,
  start: () => Promise<void>,
  title: RegExp,
  confirmLabel: string,
) {
  const user = userEvent.setup();
  await start();
  const dialog = await screen.findByRole('alertdialog', { name: title });
  expect(posts(network, path)).toHaveLength(0);
  await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(posts(network, path)).toHaveLength(0);

  await start();
  const again = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(again).getByRole('button', { name: confirmLabel }));
  await waitFor(() => expect(posts(network, path)).toHaveLength(1));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
}

describe('a money, ending, voiding or disabling action in the console', () => {
  it('refunds only after a dialog naming what is left to refund', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/orders/6/', () => json(order))
      .on('POST', '/api/admin/orders/6/refund/', () =>
        json({ ...order, order: { ...order.order, refunded_cents: 8450 } }),
      );
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    await screen.findByRole('heading', { name: 'Order 6' });
    const form = screen.getByRole('form', { name: 'Refund' });
    await provesConfirmation(
      network,
      '/api/admin/orders/6/refund/',
      () => user.click(within(form).getByRole('button', { name: 'Refund' })),
      /Refund \$72\.00 as credits\?/,
      'Refund $72.00',
    );
    expect(JSON.parse(posts(network, '/api/admin/orders/6/refund/')[0]?.body ?? '{}')).toEqual({ as: 'credits' });
  });

  it('refunds a typed amount to the card only after a dialog naming that amount', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/orders/6/', () => json(order))
      .on('POST', '/api/admin/orders/6/refund/', () => json(order));
    renderApp(<OrderPage id="6" {...asOperations} />, { at: '/admin/orders/6/' });
    await screen.findByRole('heading', { name: 'Order 6' });
    const form = screen.getByRole('form', { name: 'Refund' });
    await user.click(within(form).getByRole('button', { name: /Refund to/ }));
    await user.click(await screen.findByRole('option', { name: 'The card' }));
    await user.type(within(form).getByRole('textbox', { name: /Amount in dollars/ }), '12.5');
    await provesConfirmation(
      network,
      '/api/admin/orders/6/refund/',
      () => user.click(within(form).getByRole('button', { name: 'Refund' })),
      /Refund \$12\.50 to the card\?/,
      'Refund $12.50',
    );
    expect(JSON.parse(posts(network, '/api/admin/orders/6/refund/')[0]?.body ?? '{}')).toEqual({
      as: 'card',
      amount_cents: 1250,
    });
  });

  it('gives credits and cancels a subscription only after a dialog', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/customers/3/', () => json(customer))
      .on('POST', '/api/admin/customers/3/credits/', () => json(customer))
      .on('POST', '/api/admin/customers/3/cancel/', () => json(customer));
    renderApp(<CustomerPage id="3" {...asOperations} />, { at: '/admin/customers/3/' });
    const credits = await screen.findByRole('form', { name: 'Give credits' });
    await user.type(within(credits).getByRole('textbox', { name: /Amount in dollars/ }), '25');
    await user.type(within(credits).getByRole('textbox', { name: /Reason/ }), 'Late box');
    await provesConfirmation(
      network,
      '/api/admin/customers/3/credits/',
      () => user.click(within(credits).getByRole('button', { name: 'Give credits' })),
      /Give Ada Lovelace \$25\.00 in credits\?/,
      'Give $25.00',
    );

    const cancel = screen.getByRole('form', { name: 'Cancel the subscription' });
    await user.type(within(cancel).getByRole('textbox', { name: /Reason/ }), 'Asked by phone');
    await provesConfirmation(
      network,
      '/api/admin/customers/3/cancel/',
      () => user.click(within(cancel).getByRole('button', { name: 'Cancel the subscription' })),
      /Cancel Ada Lovelace’s subscription\?/,
      'Cancel the subscription',
    );
  });

  it('voids a gift card, disables a promotion and a zone only after a dialog', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/gift-cards/', () => json({ results: [card] }))
      .on('POST', '/api/admin/gift-cards/4/void/', () => json({ ...card, status: 'voided' }))
      .on('GET', '/api/admin/promotions/', () => json({ results: [promotion] }))
      .on('POST', '/api/admin/promotions/SPRING20/disable/', () => json({ ...promotion, state: 'disabled' }))
      .on('GET', '/api/admin/zones/', () => json({ results: [zone] }))
      .on('GET', '/api/admin/zones/waitlist/', () => json({ results: [] }))
      .on('POST', '/api/admin/zones/sf/disable/', () => json({ ...zone, active: false }));

    const cards = renderApp(<GiftCardsPage {...asAdmin} />);
    const voidButton = await screen.findByRole('button', { name: 'Void the card ending K7Q2' });
    await provesConfirmation(
      network,
      '/api/admin/gift-cards/4/void/',
      () => user.click(voidButton),
      /Void the \$50\.00 card ending K7Q2\?/,
      'Void the card',
    );
    cards.unmount();

    const promotions = renderApp(<PromotionsPage {...asAdmin} />);
    const disablePromotion = await screen.findByRole('button', { name: 'Disable SPRING20' });
    await provesConfirmation(
      network,
      '/api/admin/promotions/SPRING20/disable/',
      () => user.click(disablePromotion),
      /Disable SPRING20\?/,
      'Disable SPRING20',
    );
    promotions.unmount();

    renderApp(<ZonesPage {...asOperations} />);
    const disableZone = await screen.findByRole('button', { name: 'Disable San Francisco' });
    await provesConfirmation(
      network,
      '/api/admin/zones/sf/disable/',
      () => user.click(disableZone),
      /Disable San Francisco\?/,
      'Disable San Francisco',
    );
  });
});
