// Issue 42, point 1: every change that ends something has its way back in the console, and a customer's page offers
// only the subscription actions that fit its state. Reactivating and ending a pause ask first (they start charges
// again); putting a skipped week back and enabling a promo code again do not. After each change the page shows the
// server's answer (the new state and its actions) without a reload. The zone dialog names its subscribers and boxes.

import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import type { AdminPromotion, AdminZone } from '@larder/contracts/schemas/admin-store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerPage } from './customer-page';
import { PromotionsPage } from './promotions-page';
import { ZonesPage } from './zones-page';

const SLACK = { timeout: 60_000 };
const asOperations = { role: 'operations' } as const;
const asAdmin = { role: 'admin' } as const;

const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
const person = { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' };
const week = (id: number, status: 'scheduled' | 'skipped', can_unskip = false) => ({
  id,
  status,
  delivery_date: `2026-12-0${id}`,
  zone: 'sf',
  customer: person,
  total_cents: 8450,
  refunded_cents: 0,
  created_at: '2026-11-20T10:00:00Z',
  not_delivered: false,
  cutoff_at: inAWeek,
  can_unskip,
});

const subscription: NonNullable<AdminCustomerDetail['subscription']> = {
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
};

const page = (
  state: Partial<typeof subscription> & Pick<typeof subscription, 'status'>,
  orders: ReturnType<typeof week>[] = [week(4, 'scheduled')],
): AdminCustomerDetail => ({
  customer: {
    ...person,
    created_at: '2026-11-01T10:00:00Z',
    email_verified: true,
    subscription_status: state.status,
    zone: 'sf',
    email_verified_at: '2026-11-01T10:05:00Z',
    last_login_at: null,
  },
  subscription: { ...subscription, ...state },
  orders,
  credits: { balance_cents: 0, entries: [] },
  quiz: null,
  item_ratings: [],
  delivery_ratings: [],
  support_credits: null,
});

const forms = () => screen.getAllByRole('form').map((form) => form.getAttribute('aria-labelledby'));
const posts = (network: StandInNetwork, path: string) =>
  network.sent.filter((request) => request.method === 'POST' && request.path === path);
const bodyOf = (network: StandInNetwork, path: string) => JSON.parse(posts(network, path)[0]?.body ?? '{}');

describe('a customer’s subscription actions', () => {
  it('offers pause and cancel to an active subscription, and no undo', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/customers/3/', () => json(page({ status: 'active' })));
    renderApp(<CustomerPage id="3" {...asOperations} />, { at: '/admin/customers/3/' });
    await screen.findByRole('form', { name: 'Pause the subscription' });
    expect(forms()).toEqual(['credits-heading', 'skip-heading', 'pause-heading', 'cancel-heading']);
  });

  it(
    'reactivates a canceled subscription only after a dialog, then shows it active with its actions',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const network = standInNetwork()
        .on('GET', '/api/admin/customers/3/', () => json(page({ status: 'canceled', cancel_reason: 'moving' })))
        .on('POST', '/api/admin/customers/3/reactivate/', () => json(page({ status: 'active' })));
      renderApp(<CustomerPage id="3" {...asOperations} />, { at: '/admin/customers/3/' });
      const form = await screen.findByRole('form', { name: 'Reactivate the subscription' });
      // A canceled subscription is not paused, canceled again or skipped week by week.
      expect(forms()).toEqual(['credits-heading', 'reactivate-heading']);

      await user.click(within(form).getByRole('button', { name: 'Reactivate' }));
      expect(within(form).getByText('Say why.')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

      await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Changed her mind on the phone');
      await user.click(within(form).getByRole('button', { name: 'Reactivate' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Reactivate Ada Lovelace’s subscription?' });
      expect(dialog).toHaveTextContent(/scheduled again from the next week whose cutoff is ahead/);
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      expect(posts(network, '/api/admin/customers/3/reactivate/')).toHaveLength(0);

      await user.click(within(form).getByRole('button', { name: 'Reactivate' }));
      const again = await screen.findByRole('alertdialog', { name: 'Reactivate Ada Lovelace’s subscription?' });
      await user.click(within(again).getByRole('button', { name: 'Reactivate the subscription' }));
      await waitFor(() => expect(posts(network, '/api/admin/customers/3/reactivate/')).toHaveLength(1));
      expect(bodyOf(network, '/api/admin/customers/3/reactivate/')).toEqual({
        reason: 'Changed her mind on the phone',
      });

      // The server's answer, without a reload: active, with pause and cancel offered, and the outcome in view.
      expect(await screen.findByText('Subscription reactivated.', { exact: false })).toHaveAttribute('role', 'status');
      await screen.findByRole('form', { name: 'Pause the subscription' });
      expect(forms()).toEqual(['credits-heading', 'skip-heading', 'pause-heading', 'cancel-heading']);
      const subscription = screen.getByText('Subscription', { selector: 'dt' }).nextElementSibling;
      expect(subscription).toHaveTextContent(/^Active in zone sf/);
    },
  );

  it('ends a pause after a dialog, and shows the server’s refusal in its words', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/customers/3/', () => json(page({ status: 'paused', paused_until: '2026-12-17' })))
      .on('POST', '/api/admin/customers/3/resume/', () =>
        json({ code: 'wrong_state', detail: 'This subscription is active.' }, 409),
      );
    renderApp(<CustomerPage id="3" {...asOperations} />, { at: '/admin/customers/3/' });
    const form = await screen.findByRole('form', { name: 'End the pause' });
    expect(forms()).toEqual(['credits-heading', 'skip-heading', 'resume-heading', 'cancel-heading']);
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Trip canceled');
    await user.click(within(form).getByRole('button', { name: 'End the pause now' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End Ada Lovelace’s pause now?' });
    expect(dialog).toHaveTextContent('The weeks paused until 2026-12-17 are scheduled again');
    await user.click(within(dialog).getByRole('button', { name: 'End the pause' }));
    await waitFor(() => expect(posts(network, '/api/admin/customers/3/resume/')).toHaveLength(1));
    expect(await screen.findByText('This subscription is active.', { exact: false })).toHaveAttribute('role', 'alert');
  });

  it('puts a skipped week back without a dialog, choosing among the weeks the server allows', SLACK, async () => {
    const user = userEvent.setup();
    const before = [week(4, 'scheduled'), week(5, 'skipped', true), week(6, 'skipped', false)];
    const network = standInNetwork()
      .on('GET', '/api/admin/customers/3/', () => json(page({ status: 'active' }, before)))
      .on('POST', '/api/admin/customers/3/unskip/', () =>
        json(page({ status: 'active' }, [week(4, 'scheduled'), week(5, 'scheduled'), week(6, 'skipped', false)])),
      );
    renderApp(<CustomerPage id="3" {...asOperations} />, { at: '/admin/customers/3/' });
    const form = await screen.findByRole('form', { name: 'Put a skipped week back' });
    // Only week 5 can come back (week 6 was skipped by a pause or the store, not the customer).
    expect(within(form).getByRole('button', { name: /Skipped week/ })).toHaveTextContent('2026-12-05 (order 5)');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Back home after all');
    await user.click(within(form).getByRole('button', { name: 'Put the week back' }));
    await waitFor(() => expect(posts(network, '/api/admin/customers/3/unskip/')).toHaveLength(1));
    expect(bodyOf(network, '/api/admin/customers/3/unskip/')).toEqual({ order_id: 5, reason: 'Back home after all' });
    expect(await screen.findByText('Week put back', { exact: false })).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Put a skipped week back' })).toBeNull());
  });
});

describe('enabling again what was disabled', () => {
  const promotion = {
    id: 1,
    code: 'SPRING20',
    state: 'disabled',
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
    redemptions: 3,
  } as AdminPromotion;

  it('enables a disabled promo code at once and shows it live from the server', SLACK, async () => {
    const user = userEvent.setup();
    let current = promotion;
    const network = standInNetwork()
      .on('GET', '/api/admin/promotions/', () => json({ results: [current] }))
      .on('POST', '/api/admin/promotions/SPRING20/enable/', () => {
        current = { ...promotion, state: 'live' };
        return json(current);
      });
    renderApp(<PromotionsPage {...asAdmin} />);
    await user.click(await screen.findByRole('button', { name: 'Enable SPRING20' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(posts(network, '/api/admin/promotions/SPRING20/enable/')).toHaveLength(1));
    expect(await screen.findByText('Enabled SPRING20.', { exact: false })).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('button', { name: 'Disable SPRING20' })).toBeInTheDocument();
  });

  it('names the zone’s subscribers and boxes before disabling it', SLACK, async () => {
    const user = userEvent.setup();
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
      boxes_to_deliver: 1,
    };
    standInNetwork()
      .on('GET', '/api/admin/zones/', () => json({ results: [zone] }))
      .on('GET', '/api/admin/zones/waitlist/', () => json({ results: [] }));
    renderApp(<ZonesPage {...asOperations} />);
    await user.click(await screen.findByRole('button', { name: 'Disable San Francisco' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable San Francisco?' });
    expect(dialog).toHaveTextContent(
      'San Francisco has 12 subscribers: while it is disabled they get no new weeks. The 1 box already made for it is still charged at cutoff and delivered on its day.',
    );
  });
});
