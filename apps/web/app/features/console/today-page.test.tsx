// Issue 43: the console's Today shows how old the taste model plans read is, from the server's answer, and says a
// model older than a day is still in use; before the learning job's first run it says so. Issue 42: its figures are
// links to the lists they count, statuses are words, and a chart's labels are whole (wrapped, never cut).
import type { TodayView } from '@larder/contracts/schemas/admin-console';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { TodayPage } from './today-page';

const today = (model: TodayView['learning_model']): TodayView => ({
  now: '2026-11-26T17:00:00.000Z',
  learning_model: model,
  week: { from: '2026-11-23', to: '2026-11-29' },
  deliveries: [],
  next_cutoffs: [],
  statuses: { scheduled: 0 },
  revenue: { charged_cents: 0, refunded_cents: 0 },
  since: '2026-11-19T17:00:00.000Z',
  new_subscribers: 0,
  cancellations: { count: 0, reasons: [], notes: [] },
  ratings: { count: 0, stars: [0, 0, 0, 0, 0], worth: { worth_it: 0, about_right: 0, not_worth_it: 0 } },
  problem_reports: { count: 0, credited_cents: 0, problems: [], recent: [] },
});

const SLACK = { timeout: 60_000 };

describe('the taste model on Today', () => {
  it('shows its age and that an old one is still in use', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/today/', () =>
      json(today({ finished_at: '2026-11-25T03:30:00.000Z', age_hours: 37, customers: 1200, pairs: 5400 })),
    );
    renderApp(<TodayPage />, { at: '/admin/' });
    const tile = (await screen.findByText('Taste model age')).closest('div');
    expect(tile).toHaveTextContent('37 hours');
    expect(
      screen.getByText(
        'Plans read the taste model built 2026-11-25 03:30 UTC from 1200 customers (5400 item pairs); older than a day and still in use until the next run.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the learning job has not run yet', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/today/', () => json(today(null)));
    renderApp(<TodayPage />, { at: '/admin/' });
    expect((await screen.findByText('Taste model age')).closest('div')).toHaveTextContent('Not built yet');
    expect(
      screen.getByText(/Plans use each customer’s own signals until the learning job first runs/),
    ).toBeInTheDocument();
  });
});

describe('Today’s figures and charts', () => {
  it('link to the lists they count, and keep long labels whole', SLACK, async () => {
    const view: TodayView = {
      ...today(null),
      deliveries: [
        { date: '2026-11-24', zone: 'sf', orders: 3 },
        { date: '2026-11-26', zone: 'nyc', orders: 2 },
      ],
      statuses: { scheduled: 1, finalized: 1, paid: 2, payment_failed: 1, delivered: 0, skipped: 0, canceled: 0 },
      new_subscribers: 4,
      cancellations: {
        count: 1,
        reasons: [{ reason: 'moving', label: 'I’m moving somewhere you don’t deliver', count: 1 }],
        notes: [],
      },
    };
    standInNetwork().on('GET', '/api/admin/today/', () => json(view));
    renderApp(<TodayPage />, { at: '/admin/' });
    const week = 'delivery_from=2026-11-23&delivery_to=2026-11-29';
    expect(await screen.findByRole('link', { name: '5, see this week’s orders' })).toHaveAttribute(
      'href',
      `/admin/orders/?${week}`,
    );
    expect(screen.getByRole('link', { name: '1, see this week’s orders whose payment failed' })).toHaveAttribute(
      'href',
      `/admin/orders/?${week}&status=payment_failed`,
    );
    expect(screen.getByRole('link', { name: '4, see the customers, newest first' })).toHaveAttribute(
      'href',
      '/admin/customers/?sort=-created_at',
    );
    // The chart's table: each status in words, linked to its orders; each day to that day's orders.
    const statuses = screen.getByRole('table', { name: 'This week’s orders by status, as a table' });
    expect(within(statuses).getByRole('link', { name: 'Payment failed' })).toHaveAttribute(
      'href',
      `/admin/orders/?${week}&status=payment_failed`,
    );
    expect(within(statuses).getByRole('link', { name: 'Locked' })).toHaveAttribute(
      'href',
      `/admin/orders/?${week}&status=finalized`,
    );
    const days = screen.getByRole('table', { name: 'Boxes by delivery day, as a table' });
    expect(within(days).getByRole('link', { name: 'Tue, Nov 24' })).toHaveAttribute(
      'href',
      '/admin/orders/?delivery_from=2026-11-24&delivery_to=2026-11-24',
    );
    // A long reason is drawn whole, over two lines.
    const chart = screen.getByRole('img', { name: /Cancellation reasons/ });
    const lines = [...chart.querySelectorAll('.console-chart__label tspan')].map((line) => line.textContent);
    expect(lines).toEqual(['I’m moving somewhere', 'you don’t deliver']);
    expect(chart.textContent).not.toContain('…');
  });
});
