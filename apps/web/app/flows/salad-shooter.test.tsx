// The salad shooter's strip on the account home's next box (issue 40): behind `web.salad_shooter`; "Add <item>" puts
// it in the box and the box's total and the next charge are the server's answer at once; Undo, there for 5 seconds,
// takes it back; a full box is said in the strip in the server's words.
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SaladShooterItem } from '@larder/contracts/schemas/salad-shooter';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { boxFullMessage } from '@larder/contracts/values/box-capacity';
import { formatCents } from '@larder/contracts/values/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../test/network';
import { TEST_SHIPPING } from '../../test/orders';
import { renderApp } from '../../test/render';
import { useSubscription } from '../features/subscription/api/subscription-client';
import { Deliveries } from '../features/subscription/components/deliveries';
import { setAnalyticsSink } from '../features/telemetry/model/analytics';
import { SaladShooter } from './salad-shooter';

const SLACK = { timeout: 60_000 };
/** On a loaded machine the answers take longer than waitFor's default second. */
const WAIT = { timeout: 10_000 };
const SUBSCRIPTION = '/api/v2/subscription/';
const SHOOTER = '/api/v2/subscription/weeks/1/salad-shooter/';

const side: SaladShooterItem = {
  type: 'product',
  id: 384,
  name: 'Garden Side Salad',
  picture: '/api/v2/pictures/1f957.svg',
  unit_price_cents: 399,
  volume: 1,
  cold: false,
  kind: 'side',
  reason: 'Side · matches what you like',
};
const fruit: SaladShooterItem = { ...side, id: 82, name: 'Bananas', unit_price_cents: 149, kind: 'fruit' };
const salad: SaladShooterItem = { ...side, id: 355, name: 'Greek Salad with Feta', unit_price_cents: 799 };

function week(totalCents: number, added = false): Order {
  const lines: Order['lines'] = [
    {
      type: 'pairing',
      id: 3,
      name: 'Chicken Tray Bake',
      picture: '/p/1.svg',
      quantity: 1,
      unit_price_cents: 1_500,
      line_total_cents: 1_500,
      servings: 2,
      occasions: ['dinner'],
      volume: 2,
      cold: true,
    },
  ];
  if (added) {
    lines.push({ ...side, quantity: 1, line_total_cents: 399, servings: 2, occasions: ['lunch', 'dinner'] });
  }
  return {
    id: 1,
    status: 'scheduled',
    delivery: { date: '2099-12-25', label: 'Week 1', cutoff_at: '2099-12-01T05:00:00Z', cutoff_label: 'Edit until' },
    shipping: TEST_SHIPPING,
    lines,
    totals: {
      subtotal_cents: totalCents - 534,
      discount_cents: 0,
      delivery_fee_cents: 0,
      credits_cents: 0,
      points_cents: 0,
      total_cents: totalCents,
      min_order_cents: 2_000,
      free_delivery_min_cents: 9_000,
    },
    promo: null,
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
    created_at: '2026-11-26T10:00:00Z',
    skip_reason: null,
    refunded_cents: 0,
    points_used: 0,
    points_earned: 0,
    payment_failure: null,
    next_payment_attempt_at: null,
    free_gift: null,
    box_space: { volume: added ? 3 : 2, volume_limit: 24, cold: 2, cold_volume_limit: 12 },
    household: null,
    delivery_rating: null,
    can_edit: true,
    can_skip: true,
    can_unskip: false,
    report_until: null,
    report_until_label: null,
    rate_until: null,
  };
}

function view(order: Order): SubscriptionView {
  return {
    status: 'active',
    delivery_weekday: 5,
    delivery_weekdays: [5],
    paused_until: null,
    shipping: null,
    card: null,
    payment_provider: 'test',
    upcoming: [order],
    recent: [],
    weeks_rebuilding: false,
    next_charge: {
      order_id: order.id,
      charge_at: '2099-12-01T05:00:00Z',
      charge_label: 'Fri, Dec 25',
      delivery_label: order.delivery.label,
      amount_cents: order.totals.total_cents,
      credits_cents: 0,
    },
  };
}

const flags = (on: boolean) => () =>
  json({ count: 1, next: null, previous: null, results: [{ name: 'web.salad_shooter', value: on ? '1' : '0' }] });

/** The route's way: the subscription query, its view given to the deliveries, the strip under the next box. */
function Harness() {
  const subscription = useSubscription(true);
  return subscription.data ? (
    <Deliveries
      view={subscription.data}
      pictureOrigin=""
      onUpdateCard={() => undefined}
      nextBoxExtra={(order) => <SaladShooter order={order} />}
    />
  ) : null;
}

const BEFORE = week(6_534);
const AFTER = week(6_933, true);

/** The SDK's payload: no experiment `salad-shooter` (the flag decides), or one that shows `variation` to everyone. */
const experiments = (variation?: string) => ({
  features: variation
    ? { 'salad-shooter': { defaultValue: 'off', rules: [{ force: variation }] } }
    : ({} as Record<string, unknown>),
  attributes: { id: 'visitor-1' },
});

function network(on = true, variation?: string): StandInNetwork {
  return standInNetwork()
    .on('GET', '/api/v2/dynamic_configs/', flags(on))
    .on('GET', '/api/v2/experiments/', () => json(experiments(variation)))
    .on('GET', SHOOTER, () => json({ items: [side, fruit, salad] }));
}

const total = () => screen.getByText(/^Next charge:/);

describe('the salad shooter strip', () => {
  it('adds an item with the server’s figures, offers Undo for 5 seconds, and Undo takes it back', SLACK, async () => {
    const user = userEvent.setup();
    const calls = network()
      .on(
        'GET',
        SUBSCRIPTION,
        () => json(view(BEFORE)),
        () => json(view(AFTER)),
        () => json(view(BEFORE)),
      )
      .on('POST', SHOOTER, () => json(AFTER))
      .on('DELETE', SHOOTER, () => json(BEFORE));
    renderApp(<Harness />);
    const strip = await screen.findByRole('region', { name: 'Salad shooter' }, WAIT);
    expect(total().textContent).toContain(formatCents(6_534));
    expect(within(strip).getAllByText(side.reason)).toHaveLength(3);

    await user.click(within(strip).getByRole('button', { name: 'Add Garden Side Salad' }));
    await waitFor(() => expect(total().textContent).toContain(formatCents(6_933)), WAIT);
    expect(screen.getAllByText(formatCents(6_933)).length).toBeGreaterThan(0);
    const post = calls.sent.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ type: 'product', id: 384 });
    const undo = await within(strip).findByRole('button', { name: 'Undo' }, WAIT);

    await user.click(undo);
    await waitFor(() => expect(total().textContent).toContain(formatCents(6_534)), WAIT);
    const sentUndo = calls.sent.find((request) => request.method === 'DELETE');
    expect(JSON.parse(sentUndo?.body ?? '{}')).toEqual({ type: 'product', id: 384 });
    expect(within(strip).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(within(strip).getByRole('status').textContent).toContain('Garden Side Salad taken out of your box.');
  });

  it('takes the Undo away after 5 seconds', SLACK, async () => {
    const user = userEvent.setup();
    network()
      .on(
        'GET',
        SUBSCRIPTION,
        () => json(view(BEFORE)),
        () => json(view(AFTER)),
      )
      .on('POST', SHOOTER, () => json(AFTER));
    renderApp(<Harness />);
    const strip = await screen.findByRole('region', { name: 'Salad shooter' }, WAIT);
    await user.click(within(strip).getByRole('button', { name: 'Add Bananas' }));
    await within(strip).findByRole('button', { name: 'Undo' }, WAIT);
    const shownAt = Date.now();
    await waitFor(() => expect(within(strip).queryByRole('button', { name: 'Undo' })).toBeNull(), { timeout: 8_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4_000);
  });

  it('says in words when the box has no room', SLACK, async () => {
    const user = userEvent.setup();
    const full = boxFullMessage({ volume: 24, volume_limit: 24, cold: 2, cold_volume_limit: 12 });
    network()
      .on('GET', SUBSCRIPTION, () => json(view(BEFORE)))
      .on('POST', SHOOTER, () => json({ detail: full, code: 'box_full' }, 409));
    renderApp(<Harness />);
    const strip = await screen.findByRole('region', { name: 'Salad shooter' }, WAIT);
    await user.click(within(strip).getByRole('button', { name: 'Add Greek Salad with Feta' }));
    expect((await within(strip).findByRole('alert')).textContent).toBe(full);
    expect(total().textContent).toContain(formatCents(6_534));
  });

  it('is not there, and asks nothing, when the flag is off', SLACK, async () => {
    const calls = network(false).on('GET', SUBSCRIPTION, () => json(view(BEFORE)));
    renderApp(<Harness />);
    await screen.findByText(/^Next charge:/);
    await waitFor(
      () => expect(calls.sent.some((request) => request.path === '/api/v2/dynamic_configs/')).toBe(true),
      WAIT,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Salad shooter' })).toBeNull();
    expect(calls.sent.some((request) => request.path === SHOOTER)).toBe(false);
  });

  it(
    'shows only to the experiment’s `on` variation when the store defined the experiment `salad-shooter`',
    SLACK,
    async () => {
      const control = network(true, 'off').on('GET', SUBSCRIPTION, () => json(view(BEFORE)));
      const first = renderApp(<Harness />);
      await screen.findByText(/^Next charge:/);
      await waitFor(
        () => expect(control.sent.some((request) => request.path === '/api/v2/experiments/')).toBe(true),
        WAIT,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('region', { name: 'Salad shooter' })).toBeNull();
      first.unmount();

      // The `on` visitor's first exposure: recorded on the server, which writes `Experiment Viewed` with it
      // (decision 220); the page's analytics sends no event of its own.
      const tracked: string[] = [];
      setAnalyticsSink({ page: () => {}, identify: () => {}, track: (event) => tracked.push(event) });
      try {
        // Enrolled in `on` (the server's evaluation, as a served page carries it).
        const enrolled = {
          ...experiments('on'),
          assignments: { 'salad-shooter': { variation: 'on', in_experiment: true } },
        };
        const on = standInNetwork()
          .on('GET', '/api/v2/dynamic_configs/', flags(true))
          .on('GET', '/api/v2/experiments/', () => json(enrolled))
          .on('GET', SHOOTER, () => json({ items: [side, fruit, salad] }))
          .on('GET', SUBSCRIPTION, () => json(view(BEFORE)))
          .on('POST', '/api/v2/experiments/exposures/', () =>
            json({ experiment: 'salad-shooter', variation: 'on', recorded: true }, 201),
          );
        renderApp(<Harness />);
        expect(await screen.findByRole('region', { name: 'Salad shooter' }, WAIT)).toBeVisible();
        await waitFor(
          () => expect(on.sent.some((request) => request.path === '/api/v2/experiments/exposures/')).toBe(true),
          WAIT,
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(tracked).toEqual([]);
      } finally {
        setAnalyticsSink(undefined);
      }
    },
  );
});
