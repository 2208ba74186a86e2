// Issue 42: the audit log shows one line per change in the server's words, the changed fields before → after and links
// to what it touched; it filters by the operator's email and the kind, checks the email before sending, and says the
// server's refusal under the filter it names, with no old lines left on screen.
import type { AuditEntry } from '@larder/contracts/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { AuditPage } from './audit-page';

const SLACK = { timeout: 60_000 };

const refund: AuditEntry = {
  id: 7,
  operator: { id: 2, email: 'dana@example.com', role: 'operations' },
  action: 'order.refund',
  action_label: 'Order refunded',
  sentence: 'dana@example.com (operations) refunded $12.50 to the card on order 6: damaged eggs',
  changes: [{ field: 'refunded', before: '$0.00', after: '$12.50' }],
  links: [{ label: 'Order 6', path: '/admin/orders/6/' }],
  record_type: 'order',
  record_id: '6',
  before: {},
  after: {},
  at: '2026-11-26T15:04:00.000Z',
};
const fee: AuditEntry = {
  ...refund,
  id: 6,
  operator: { id: 1, email: 'root@example.com', role: 'admin' },
  action: 'zone.update',
  action_label: 'Zone changed',
  sentence: 'root@example.com (admin) changed the zone Boston (boston)',
  changes: [{ field: 'delivery fee', before: '$7.99', after: '$9.99' }],
  links: [{ label: 'Zones', path: '/admin/zones/' }],
};

const page = (results: AuditEntry[]) => json({ count: results.length, next: null, previous: null, results });

describe('the audit log', () => {
  it('shows each change as one line with its changed fields and links', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/audit/', () => page([refund, fee]));
    renderApp(<AuditPage />, { at: '/admin/audit/' });
    const line = (await screen.findByText(refund.sentence)).closest('li') as HTMLElement;
    expect(line).toHaveTextContent('2026-11-26 15:04 UTC');
    expect(line).toHaveTextContent('Order refunded');
    expect(within(line).getByRole('list', { name: 'Changed' })).toHaveTextContent('refunded: $0.00 → $12.50');
    expect(within(line).getByRole('link', { name: 'Order 6' })).toHaveAttribute('href', '/admin/orders/6/');
    expect(screen.getByText(fee.sentence)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 changes, newest first' })).toBeInTheDocument();
    expect(screen.queryByText(/\{"/)).not.toBeInTheDocument();
  });

  it('filters by operator email and kind', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork().on('GET', '/api/admin/audit/', (request) =>
      page(request.query.action === 'zone.update' ? [fee] : [refund, fee]),
    );
    renderApp(<AuditPage />, { at: '/admin/audit/' });
    await screen.findByText(refund.sentence);
    await user.type(screen.getByRole('textbox', { name: 'Operator email' }), 'root@example.com');
    await user.click(screen.getByRole('button', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Zone changed' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByText(refund.sentence)).not.toBeInTheDocument());
    expect(screen.getByText(fee.sentence)).toBeInTheDocument();
    const last = network.sent.at(-1);
    expect(last?.query).toMatchObject({ operator_email: 'root@example.com', action: 'zone.update' });
  });

  it(
    'checks the email before sending and says the server’s refusal under the filter, clearing the old lines',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const words = 'No operator has the email nobody@example.com.';
      const network = standInNetwork().on('GET', '/api/admin/audit/', (request) =>
        request.query.operator_email
          ? json({ detail: words, code: 'refused', operator_email: [words] }, 400)
          : page([refund]),
      );
      renderApp(<AuditPage />, { at: '/admin/audit/' });
      await screen.findByText(refund.sentence);
      const email = screen.getByRole('textbox', { name: 'Operator email' });

      await user.type(email, '7');
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      expect(email).toHaveAccessibleDescription('Enter an operator’s email, such as dana@example.com.');
      expect(network.sent).toHaveLength(1);

      await user.clear(email);
      await user.type(email, 'nobody@example.com');
      await user.click(screen.getByRole('button', { name: 'Filter' }));
      await waitFor(() => expect(email).toHaveAccessibleDescription(words));
      expect(screen.queryByText(refund.sentence)).not.toBeInTheDocument();
    },
  );
});
