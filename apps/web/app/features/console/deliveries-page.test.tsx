// Issue 42: Deliveries opens on the store clock's date (as Today does), not the browser's; the date is picked and the
// zone chosen from the store's list; the packing slips say each box's status in words.
import type { DeliveryDay } from '@larder/contracts/schemas/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { DeliveriesPage } from './deliveries-page';

const SLACK = { timeout: 60_000 };
// A store day that is not the browser's: the test machine's clock is elsewhere.
const STORE_DAY = '2031-03-04';
const day = (date: string, zone: string | null): DeliveryDay => ({
  date,
  zone,
  orders: [
    {
      id: 41,
      status: 'finalized',
      zone: 'sf',
      customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
      address: {
        first_name: 'Ada',
        last_name: 'Lovelace',
        address1: '1 Main St',
        city: 'San Francisco',
        state: 'CA',
        zip: '94110',
      },
      total_cents: 7425,
      picked: true,
      lines: [{ item_type: 'product', item_id: 5, name: 'Eggs', quantity: 2 }],
    },
  ],
  pick_list: [{ item_type: 'product', item_id: 5, name: 'Eggs', quantity: 2 }],
});

describe('the Deliveries screen', () => {
  it('opens on the store’s date, shows statuses in words, and changes zone from the list', SLACK, async () => {
    const user = userEvent.setup();
    const { sent } = standInNetwork()
      .on('GET', '/api/admin/today/clock/', () =>
        json({ now: `${STORE_DAY}T23:30:00.000Z`, date: STORE_DAY, week: { from: '2031-03-03', to: '2031-03-09' } }),
      )
      .on('GET', '/api/admin/zones/', () => json({ results: [{ code: 'sf', name: 'San Francisco', active: true }] }))
      .on('GET', '/api/admin/deliveries/', (request) =>
        json(day(request.query.date ?? '', request.query.zone ?? null)),
      );
    renderApp(<DeliveriesPage />, { at: '/admin/deliveries/' });
    const slip = await screen.findByRole('article', { name: `Order 41, ${STORE_DAY}, zone sf` });
    const days = () => sent.filter((request) => request.path === '/api/admin/deliveries/');
    expect(days().map((request) => request.query.date)).toEqual([STORE_DAY]);
    expect(within(slip).getByText('Locked')).toHaveClass('console-badge--locked');
    const picker = screen.getByRole('group', { name: 'Delivery date' });
    expect(within(picker).getByRole('spinbutton', { name: /year/ })).toHaveTextContent('2031');

    await user.click(screen.getByRole('button', { name: /Every zone/ }));
    await user.click(await screen.findByRole('option', { name: 'San Francisco (sf)' }));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(days()).toHaveLength(2));
    expect(days()[1]?.query).toEqual({ date: STORE_DAY, zone: 'sf' });
    expect(await screen.findByText(/going out on 2031-03-04 in zone sf/)).toBeInTheDocument();
  });

  it('keeps a date from the address without asking the clock', SLACK, async () => {
    const { sent } = standInNetwork()
      .on('GET', '/api/admin/zones/', () => json({ results: [] }))
      .on('GET', '/api/admin/deliveries/', (request) => json(day(request.query.date ?? '', null)));
    renderApp(<DeliveriesPage />, { at: '/admin/deliveries/?date=2026-11-26' });
    await screen.findByRole('article', { name: 'Order 41, 2026-11-26, zone sf' });
    expect(sent.some((request) => request.path === '/api/admin/today/clock/')).toBe(false);
  });
});
