// The console lists' shared search, sort and paging (use-list-query.ts), through two real pages: the orders keep
// their state in the address, the audit log in the page.
import type { AdminOrderSummary } from '@larder/contracts/schemas/admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { json, type StandInNetwork, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { AuditPage } from './audit-page';
import { OrdersPage } from './orders-page';

const order: AdminOrderSummary = {
  id: 7,
  status: 'paid',
  delivery_date: '2026-12-03',
  zone: 'nyc',
  customer: { id: 3, email: 'ada@larder.test', name: 'Ada Lovelace' },
  total_cents: 6_990,
  refunded_cents: 0,
  created_at: '2026-11-20T10:00:00Z',
  not_delivered: false,
};

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

const lastQuery = (network: StandInNetwork, path: string) =>
  network.sent.filter((request) => request.path === path).at(-1)?.query;

// userEvent on a loaded machine: a few seconds a test.
const SLACK = { timeout: 60_000 };

describe('a console list', () => {
  it(
    'reads its filters, sort and page from the address and writes a search, a sort and a page back',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const network = standInNetwork().on('GET', '/api/admin/orders/', () =>
        json({ count: 60, next: 'http://api/next', previous: 'http://api/previous', results: [order] }),
      );
      renderApp(
        <>
          <OrdersPage />
          <Address />
        </>,
        { at: '/admin/orders/?status=paid&sort=-id&offset=25' },
      );

      await screen.findByRole('link', { name: 'Order 7' });
      expect(lastQuery(network, '/api/admin/orders/')).toEqual({
        limit: '25',
        offset: '25',
        status: 'paid',
        sort: '-id',
      });
      expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'descending');
      expect(screen.getByRole('columnheader', { name: /Delivery/ })).not.toHaveAttribute('aria-sort');

      // A search: trimmed, empty fields left out, "any status" is no filter, back to the first page, the sort kept.
      await user.type(screen.getByRole('textbox', { name: 'Customer email' }), '  ada@larder.test ');
      await user.click(screen.getByRole('button', { name: 'Paid Status' }));
      await user.click(await screen.findByRole('option', { name: 'Any status' }));
      await user.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Address')).toHaveTextContent('?sort=-id&email=ada%40larder.test'),
      );
      await waitFor(() =>
        expect(lastQuery(network, '/api/admin/orders/')).toEqual({
          limit: '25',
          offset: '0',
          email: 'ada@larder.test',
          sort: '-id',
        }),
      );

      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() =>
        expect(screen.getByLabelText('Address')).toHaveTextContent('?sort=-id&email=ada%40larder.test&offset=25'),
      );

      // A new sort goes back to the first page.
      await user.click(screen.getByRole('button', { name: /Delivery/ }));
      await waitFor(() =>
        expect(screen.getByLabelText('Address')).toHaveTextContent('?sort=delivery_date&email=ada%40larder.test'),
      );
      await waitFor(() =>
        expect(screen.getByRole('columnheader', { name: /Delivery/ })).toHaveAttribute('aria-sort', 'ascending'),
      );
    },
  );

  it('keeps a list’s state in the page when it is not in the address', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork().on('GET', '/api/admin/audit/', () =>
      json({
        count: 120,
        next: 'http://api/next',
        previous: null,
        results: [
          {
            id: 1,
            operator: null,
            action: 'order.skip',
            action_label: 'Week skipped',
            sentence: 'Someone at the command line skipped order 7 for the customer',
            changes: [],
            links: [],
            record_type: 'order',
            record_id: '7',
            before: {},
            after: {},
            at: '2026-11-20T10:00:00Z',
          },
        ],
      }),
    );
    renderApp(
      <>
        <AuditPage />
        <Address />
      </>,
      { at: '/admin/audit/' },
    );
    await waitFor(() => expect(lastQuery(network, '/api/admin/audit/')).toEqual({ limit: '50', offset: '0' }));
    expect(await screen.findByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(network, '/api/admin/audit/')).toEqual({ limit: '50', offset: '50' }));

    await user.type(screen.getByRole('textbox', { name: 'Operator email' }), 'dana@example.com');
    await user.type(screen.getByRole('textbox', { name: /^From/ }), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(lastQuery(network, '/api/admin/audit/')).toEqual({
        limit: '50',
        offset: '0',
        operator_email: 'dana@example.com',
        from: '2026-11-01T00:00:00Z',
      }),
    );
    expect(screen.getByLabelText('Address')).toBeEmptyDOMElement();
  });
});
