// Issue 42: Orders opens on this week by the store's clock (not the browser's, not next month's boxes), statuses are
// words on badges, dates are picked and zones chosen from the store's list; a backwards range is refused before
// anything is sent, and a search the server refuses says why next to its field with the old rows gone.
import type { AdminOrderSummary } from '@larder/contracts/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, type SentRequest, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { OrdersPage } from './orders-page';

const SLACK = { timeout: 60_000 };
const clock = { now: '2026-11-26T17:00:00.000Z', date: '2026-11-26', week: { from: '2026-11-23', to: '2026-11-29' } };
const order = (id: number, status: AdminOrderSummary['status']): AdminOrderSummary => ({
  id,
  status,
  delivery_date: '2026-11-26',
  zone: 'sf',
  customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
  total_cents: 7425,
  refunded_cents: 0,
  created_at: '2026-11-10T10:00:00.000Z',
  not_delivered: false,
});
const zones = {
  results: [
    { code: 'sf', name: 'San Francisco', active: true },
    { code: 'nyc', name: 'New York', active: false },
  ],
};

function network(answer: (request: SentRequest) => Response) {
  return standInNetwork()
    .on('GET', '/api/admin/today/clock/', () => json(clock))
    .on('GET', '/api/admin/zones/', () => json(zones))
    .on('GET', '/api/admin/orders/', answer);
}
const page = (...rows: AdminOrderSummary[]) => json({ count: rows.length, next: null, previous: null, results: rows });

describe('the Orders screen', () => {
  it('opens on this week by the store’s clock, statuses in words, zones from the store’s list', SLACK, async () => {
    const user = userEvent.setup();
    const sent = network(() => page(order(7, 'payment_failed'), order(8, 'finalized'))).sent;
    renderApp(<OrdersPage />, { at: '/admin/orders/' });
    const row = (await screen.findByRole('link', { name: 'Order 7' })).closest('tr') as HTMLElement;
    const searches = sent.filter((request) => request.path === '/api/admin/orders/');
    // One search, and it asked for this week only.
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query).toMatchObject({ delivery_from: '2026-11-23', delivery_to: '2026-11-29' });
    expect(screen.getByText('Delivered from Mon, Nov 23 to Sun, Nov 29 (this week).')).toBeInTheDocument();
    expect(within(row).getByText('Payment failed')).toHaveClass('console-badge--critical');
    const locked = screen.getByRole('link', { name: 'Order 8' }).closest('tr') as HTMLElement;
    expect(within(locked).getByText('Locked')).toHaveClass('console-badge--locked');
    expect(screen.queryByText(/payment_failed|finalized/)).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'ada@larder.test' })).toHaveAttribute('href', '/admin/customers/3/');
    // The date fields are date pickers holding the week.
    const from = screen.getByRole('group', { name: 'Delivered from' });
    expect(within(from).getByRole('spinbutton', { name: /month/ })).toHaveTextContent('11');
    expect(within(from).getByRole('spinbutton', { name: /day/ })).toHaveTextContent('23');
    expect(within(from).getByRole('button', { name: /Open the calendar/ })).toBeInTheDocument();

    // The zone is chosen from the list the API gives.
    await user.click(screen.getByRole('button', { name: /Every zone/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Every zone',
      'San Francisco (sf)',
      'New York (nyc), disabled',
    ]);
    await user.click(screen.getByRole('option', { name: 'San Francisco (sf)' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/admin/orders/')).toHaveLength(2));
    expect(sent.filter((request) => request.path === '/api/admin/orders/')[1]?.query).toMatchObject({
      zone: 'sf',
      delivery_from: '2026-11-23',
      delivery_to: '2026-11-29',
    });

    // Any delivery day: the week is a default, not a wall.
    await user.click(screen.getByRole('button', { name: 'Any delivery day' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent.filter((request) => request.path === '/api/admin/orders/')).toHaveLength(3));
    const last = sent.filter((request) => request.path === '/api/admin/orders/')[2]?.query;
    expect(last).toMatchObject({ zone: 'sf' });
    expect(last).not.toHaveProperty('delivery_from');
    expect(last).not.toHaveProperty('delivery_to');
    expect(await screen.findByText('Every delivery day.')).toBeInTheDocument();
  });

  it(
    'refuses a backwards range before sending, and shows the server’s refusal by its field with no old rows',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const sent = network((request) =>
        request.query.email
          ? json({ detail: 'Invalid request.', code: 'invalid_request', email: ['Enter at most 320 characters.'] }, 400)
          : page(order(7, 'paid')),
      ).sent;
      renderApp(<OrdersPage />, { at: '/admin/orders/?delivery_from=2026-11-23&delivery_to=2026-11-29' });
      await screen.findByRole('link', { name: 'Order 7' });
      const searches = () => sent.filter((request) => request.path === '/api/admin/orders/');

      // The first day moved after the last: said next to "Delivered to", nothing sent.
      const from = screen.getByRole('group', { name: 'Delivered from' });
      await user.click(within(from).getByRole('spinbutton', { name: /day/ }));
      await user.keyboard('30');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(
        await screen.findByText('The last delivery day is before the first: choose a later one.'),
      ).toBeInTheDocument();
      expect(searches()).toHaveLength(1);

      // Put right, then an email the server refuses: its words by the email field, and the old rows gone.
      await user.click(within(from).getByRole('spinbutton', { name: /day/ }));
      await user.keyboard('23');
      await user.type(screen.getByLabelText('Customer email'), 'ada');
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(searches()).toHaveLength(2));
      expect(searches()[1]?.query).toMatchObject({ email: 'ada', delivery_from: '2026-11-23' });
      expect(await screen.findByText('Enter at most 320 characters.')).toBeInTheDocument();
      expect(screen.getByLabelText('Customer email')).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The server refused this search: see the field marked above.',
      );
      expect(screen.queryByRole('link', { name: 'Order 7' })).not.toBeInTheDocument();
    },
  );
});
