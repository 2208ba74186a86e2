// The account home's deliveries keep every figure true (issue 39): after a swap, a quantity changed, a skip, the next
// charge shown is the server's answer without a reload; and only what the API says can be done now is offered (no
// "Get this box" on a past skipped week, no edit or skip on a locked one).
import type { Order } from '@larder/contracts/schemas/checkout';
import type { SubscriptionView } from '@larder/contracts/schemas/subscription';
import { LearningReason } from '@larder/contracts/values/learning';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { TEST_SHIPPING } from '../../../../test/orders';
import { renderApp } from '../../../../test/render';
import { createQueryClient } from '../../../lib/query-client';
import { REBUILDING_POLL_MS, SUBSCRIPTION_QUERY_KEY, useSubscription } from '../api/subscription-client';
import { ratingLinkOf } from '../model/rating-link';
import { Deliveries } from './deliveries';

const SLACK = { timeout: 60_000 };
const SUBSCRIPTION = '/api/v2/subscription/';

function week(id: number, date: string, overrides: Partial<Order> = {}): Order {
  return {
    id,
    status: 'scheduled',
    delivery: { date, label: `Week ${id}`, cutoff_at: '2099-12-01T05:00:00Z', cutoff_label: 'Edit until Mon, Nov 30' },
    shipping: TEST_SHIPPING,
    lines: [
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
    ],
    totals: {
      subtotal_cents: 6_000,
      discount_cents: 0,
      delivery_fee_cents: 0,
      credits_cents: 0,
      points_cents: 0,
      total_cents: 6_534,
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
    box_space: { volume: 2, volume_limit: 24, cold: 2, cold_volume_limit: 12 },
    household: null,
    delivery_rating: null,
    can_edit: true,
    can_skip: true,
    can_unskip: false,
    report_until: null,
    report_until_label: null,
    rate_until: null,
    ...overrides,
  };
}

function subscriptionView(
  upcoming: Order[],
  nextCharge: { order: Order; day: string } | null,
  recent: Order[] = [],
  weeksRebuilding = false,
) {
  return {
    status: 'active',
    delivery_weekday: 5,
    delivery_weekdays: [5],
    paused_until: null,
    shipping: null,
    card: null,
    payment_provider: 'test',
    upcoming,
    recent,
    weeks_rebuilding: weeksRebuilding,
    next_charge: nextCharge && {
      order_id: nextCharge.order.id,
      charge_at: '2099-12-01T05:00:00Z',
      charge_label: nextCharge.day,
      delivery_label: nextCharge.order.delivery.label,
      amount_cents: nextCharge.order.totals.total_cents,
      credits_cents: 0,
    },
  } satisfies SubscriptionView;
}

/** The route's way: the subscription query, its view given to the deliveries. */
function Harness() {
  const subscription = useSubscription(true);
  return subscription.data ? (
    <Deliveries view={subscription.data} pictureOrigin="" onUpdateCard={() => undefined} />
  ) : null;
}

const nextCharge = () => screen.getByText(/^Next charge:/);

describe('Deliveries: the next charge after each change', () => {
  it('shows the server’s next charge after a quantity change, a swap and a skip, without a reload', SLACK, async () => {
    const first = week(1, '2099-12-25');
    const second = week(2, '2100-01-01', { totals: { ...first.totals, total_cents: 5_000 } });
    const more = week(1, '2099-12-25', {
      lines: first.lines.map((line) => ({ ...line, quantity: 2, line_total_cents: 3_000 })),
      totals: { ...first.totals, total_cents: 8_034 },
    });
    const swapped = week(1, '2099-12-25', {
      lines: more.lines.map((line) => ({ ...line, id: 8, name: 'Thai Green Curry' })),
      totals: { ...first.totals, total_cents: 7_912 },
    });
    const skipped = {
      ...swapped,
      status: 'skipped' as const,
      skip_reason: 'customer' as const,
      can_edit: false,
      can_skip: false,
      can_unskip: true,
    };
    const network = standInNetwork()
      .on(
        'GET',
        SUBSCRIPTION,
        () => json(subscriptionView([first, second], { order: first, day: 'Fri, Dec 25' })),
        () => json(subscriptionView([more, second], { order: more, day: 'Fri, Dec 25' })),
        () => json(subscriptionView([swapped, second], { order: swapped, day: 'Fri, Dec 25' })),
        () => json(subscriptionView([skipped, second], { order: second, day: 'Fri, Jan 1' })),
      )
      .on('PUT', '/api/v2/orders/1/lines/', () => json(more))
      .on('POST', '/api/v2/orders/1/lines/swap/', () => json(swapped))
      .on('POST', '/api/v2/orders/1/skip/', () => json(skipped));
    renderApp(<Harness />);
    expect(await screen.findByText('Next charge: $65.34 on Fri, Dec 25')).toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'Your next delivery' });

    await userEvent.click(within(box).getByRole('button', { name: 'One more Chicken Tray Bake' }));
    expect(await screen.findByText('Next charge: $80.34 on Fri, Dec 25')).toBeInTheDocument();
    expect(within(box).getByText('$80.34', { selector: 'dd' })).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Swap Chicken Tray Bake for something else' }));
    expect(await screen.findByText('Next charge: $79.12 on Fri, Dec 25')).toBeInTheDocument();

    await userEvent.click(within(box).getByRole('button', { name: 'Skip this week' }));
    // The skipped week is not charged: the next charge is the next week's, as the server says.
    expect(await screen.findByText('Next charge: $50.00 on Fri, Jan 1')).toBeInTheDocument();
    expect(nextCharge()).not.toHaveTextContent('$79.12');
    expect(network.sent.filter((request) => request.path === SUBSCRIPTION)).toHaveLength(4);
  });
});

/** A week before and after the store built it again: another dinner, another total ($79.12). */
function rebuildWeeks() {
  const before = week(1, '2099-12-25');
  const rebuilt = week(1, '2099-12-25', {
    lines: before.lines.map((line) => ({ ...line, id: 8, name: 'Thai Green Curry' })),
    totals: { ...before.totals, total_cents: 7_912 },
  });
  return { before, rebuilt };
}

describe('Deliveries: the weeks the store builds again', () => {
  it(
    'reads the weeks again while the store rebuilds them after a change, and stops once they are built',
    SLACK,
    async () => {
      const { before, rebuilt } = rebuildWeeks();
      const network = standInNetwork().on(
        'GET',
        SUBSCRIPTION,
        () => json(subscriptionView([before], { order: before, day: 'Fri, Dec 25' }, [], true)),
        () => json(subscriptionView([rebuilt], { order: rebuilt, day: 'Fri, Dec 25' })),
      );
      renderApp(<Harness />);
      const box = await screen.findByRole('region', { name: 'Your next delivery' });
      expect(within(box).getByText('Chicken Tray Bake')).toBeInTheDocument();
      // Nobody touches the page: the rebuilt week and its charge arrive by themselves.
      expect(await within(box).findByText('Thai Green Curry', {}, { timeout: 6_000 })).toBeInTheDocument();
      expect(await screen.findByText('Next charge: $79.12 on Fri, Dec 25')).toBeInTheDocument();
      // Built: no more reads.
      await new Promise((resolve) => setTimeout(resolve, REBUILDING_POLL_MS + 500));
      expect(network.sent.filter((request) => request.path === SUBSCRIPTION)).toHaveLength(2);
    },
  );
  it(
    'waits for a rebuild on a page open all session as for the first one: each rebuild is waited for on its own',
    SLACK,
    async () => {
      const { before, rebuilt } = rebuildWeeks();
      const network = standInNetwork().on(
        'GET',
        SUBSCRIPTION,
        () => json(subscriptionView([before], { order: before, day: 'Fri, Dec 25' })),
        () => json(subscriptionView([before], { order: before, day: 'Fri, Dec 25' }, [], true)),
        () => json(subscriptionView([rebuilt], { order: rebuilt, day: 'Fri, Dec 25' })),
      );
      const client = createQueryClient();
      renderApp(<Harness />, { client });
      const box = await screen.findByRole('region', { name: 'Your next delivery' });
      // A long visit: the page's subscription was replaced many times (edits, skips, thumbs) before this change.
      for (let update = 0; update < 100; update += 1) {
        client.setQueryData(SUBSCRIPTION_QUERY_KEY, (view) => (view ? { ...view } : view));
      }
      // A thumb: the page reads the weeks again, hears they are being built, and reads until they are.
      await client.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      expect(await within(box).findByText('Thai Green Curry', {}, { timeout: 6_000 })).toBeInTheDocument();
      expect(await screen.findByText('Next charge: $79.12 on Fri, Dec 25')).toBeInTheDocument();
      expect(network.sent.filter((request) => request.path === SUBSCRIPTION)).toHaveLength(3);
    },
  );
});

describe('Deliveries: only what can be done now', () => {
  it('offers no “Get this box” on a past skipped week, and no edit or skip on a locked one', async () => {
    const pastSkipped = week(5, '2026-11-20', {
      status: 'skipped',
      skip_reason: 'customer',
      can_edit: false,
      can_skip: false,
      can_unskip: false,
    });
    const open = week(6, '2099-12-25');
    const laterSkipped = week(7, '2100-01-01', {
      status: 'skipped',
      skip_reason: 'customer',
      can_edit: false,
      can_skip: false,
      can_unskip: true,
    });
    const locked = week(8, '2100-01-08', { status: 'scheduled', can_edit: false, can_skip: false });
    renderApp(
      <Deliveries
        view={subscriptionView([open, laterSkipped, locked], { order: open, day: 'Fri, Dec 25' }, [pastSkipped])}
        pictureOrigin=""
        onUpdateCard={() => undefined}
      />,
    );
    const coming = screen.getByRole('region', { name: 'Coming up' });
    const weeks = within(coming).getAllByRole('listitem');
    // The skipped week before its cutoff can come back; the locked one offers nothing.
    expect(within(weeks[0] as HTMLElement).getByRole('button', { name: 'Get this box' })).toBeInTheDocument();
    expect(within(weeks[1] as HTMLElement).queryByRole('button')).toBeNull();
    const past = await screen.findByRole('region', { name: 'Past deliveries' });
    expect(past).toHaveTextContent('Week 5');
    expect(within(past).queryByRole('button', { name: 'Get this box' })).toBeNull();
  });
});

describe('Deliveries: reasons by signal (issue 43)', () => {
  const dinner = week(1, '2000-01-01').lines[0] as Order['lines'][number];
  const lines = (): Order['lines'] => [
    { ...dinner, reason: LearningReason.youLoved('Thai Red Curry') },
    { ...dinner, id: 4, name: 'Lemon Salmon', reason: LearningReason.newForYou },
    { ...dinner, type: 'product', id: 9, name: 'Oat Milk' },
  ];

  it('shows, under each item the engine chose, the reason naming its signal, and none under an item added', () => {
    const next = week(6, '2099-12-25', { lines: lines() });
    renderApp(
      <Deliveries
        view={subscriptionView([next], { order: next, day: 'Fri, Dec 25' })}
        pictureOrigin=""
        onUpdateCard={() => undefined}
      />,
    );
    const box = screen.getByRole('region', { name: 'Your next delivery' });
    const [curry, salmon, milk] = within(box).getAllByRole('listitem');
    expect(within(curry as HTMLElement).getByText('You loved Thai Red Curry')).toBeInTheDocument();
    expect(within(salmon as HTMLElement).getByText('New for you: a close match to what you like')).toBeInTheDocument();
    expect(milk).not.toHaveTextContent(/You loved|New for you|Customers with your taste/);
    // Under the name: after it in the line, before the line's buttons.
    const reason = within(curry as HTMLElement).getByText('You loved Thai Red Curry');
    const name = within(curry as HTMLElement).getByText('Chicken Tray Bake', { exact: false });
    const swap = within(curry as HTMLElement).getByRole('button', { name: /Swap/ });
    expect(name.compareDocumentPosition(reason) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(reason.compareDocumentPosition(swap) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows them on a box past its cutoff too', () => {
    const locked = week(8, '2099-12-25', { lines: lines(), can_edit: false, can_skip: false });
    renderApp(
      <Deliveries
        view={subscriptionView([locked], { order: locked, day: 'Fri, Dec 25' })}
        pictureOrigin=""
        onUpdateCard={() => undefined}
      />,
    );
    const box = screen.getByRole('region', { name: 'Your next delivery' });
    expect(within(box).getByText('You loved Thai Red Curry')).toBeInTheDocument();
    expect(within(box).getAllByText(/You loved|New for you/)).toHaveLength(2);
  });
});

describe('Deliveries: the delivered email’s one-tap rating', () => {
  // jsdom lays nothing out and has no scrollIntoView: record which element the page brought into view.
  const scrolled: Element[] = [];
  const original = Element.prototype.scrollIntoView;
  beforeAll(() => {
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
  });
  afterEach(() => {
    scrolled.length = 0;
  });
  afterAll(() => {
    Element.prototype.scrollIntoView = original;
  });
  const delivered = (id: number, label: string) =>
    week(id, '2026-12-03', {
      status: 'delivered',
      delivery: { date: '2026-12-03', label, cutoff_at: '2026-12-01T05:00:00Z', cutoff_label: '' },
      can_edit: false,
      can_skip: false,
      rate_until: '2099-12-18T05:00:00Z',
    });

  it('opens the linked box’s rating with its stars chosen, and sends it only when confirmed', SLACK, async () => {
    const network = standInNetwork().on('POST', '/api/v2/orders/41/rating/', (request) =>
      json({ order_id: 41, ...JSON.parse(request.body), created_at: '2026-12-04T10:00:00Z' }, 201),
    );
    const view = subscriptionView([week(1, '2099-12-25')], null, [
      delivered(41, 'Thursday, December 3'),
      delivered(40, 'Thursday, November 26'),
    ]);
    renderApp(
      <Deliveries
        view={view}
        pictureOrigin=""
        onUpdateCard={() => undefined}
        deliveryRating
        ratingLink={{ orderId: 41, stars: 4 }}
      />,
    );
    // The past boxes load after the page (their own chunk); the linked one's form comes with 4 stars chosen.
    const forms = await screen.findAllByRole('region', { name: /^How was your box of / });
    expect(forms).toHaveLength(2);
    const [first, second] = forms as [HTMLElement, HTMLElement];
    // Each box's rating is a landmark of its own name (two of one name fail axe's landmark-unique).
    expect(new Set(forms.map((form) => form.getAttribute('aria-label'))).size).toBe(2);
    expect(first.querySelector('#rate-delivery-41')).not.toBeNull();
    expect(scrolled).toEqual([first]);
    expect(within(first).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(within(second).getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    // Ready to send with one tap: the focus is on the form's button; nothing was sent by opening the page.
    expect(within(first).getByRole('button', { name: 'Send rating' })).toHaveFocus();
    expect(network.sent).toHaveLength(0);

    await userEvent.click(within(first).getByRole('button', { name: 'Send rating' }));
    await within(first).findByText('Thanks for rating your box. We’ll use it to make your next ones better.');
    expect(network.sent).toHaveLength(1);
    expect(JSON.parse(network.sent[0]?.body ?? '')).toEqual({ stars: 4, reasons: [] });
  });

  it('chooses no stars for a link without them, nor for stars that are not 1 to 5', SLACK, async () => {
    standInNetwork();
    const view = subscriptionView([week(1, '2099-12-25')], null, [delivered(41, 'Thursday, December 3')]);
    renderApp(
      <Deliveries
        view={view}
        pictureOrigin=""
        onUpdateCard={() => undefined}
        deliveryRating
        ratingLink={ratingLinkOf(new URLSearchParams('rate=41&stars=9'))}
      />,
    );
    const form = await screen.findByRole('region', { name: /^How was your box of / });
    expect(within(form).queryByRole('radio', { checked: true })).toBeNull();
    expect(scrolled).toEqual([form]);
    expect(within(form).getByRole('button', { name: 'Send rating' })).toHaveFocus();
  });
});

describe('ratingLinkOf', () => {
  it('reads the email’s `?rate=<orderId>&stars=<n>`, ignoring what is not an order id or 1 to 5 stars', () => {
    expect(ratingLinkOf(new URLSearchParams('rate=41&stars=5'))).toEqual({ orderId: 41, stars: 5 });
    expect(ratingLinkOf(new URLSearchParams('rate=41'))).toEqual({ orderId: 41, stars: null });
    expect(ratingLinkOf(new URLSearchParams('rate=41&stars=0'))).toEqual({ orderId: 41, stars: null });
    expect(ratingLinkOf(new URLSearchParams('rate=41&stars=2.5'))).toEqual({ orderId: 41, stars: null });
    expect(ratingLinkOf(new URLSearchParams('rate=-1&stars=5'))).toBeNull();
    expect(ratingLinkOf(new URLSearchParams('rate=abc'))).toBeNull();
    expect(ratingLinkOf(new URLSearchParams('stars=5'))).toBeNull();
  });
});
