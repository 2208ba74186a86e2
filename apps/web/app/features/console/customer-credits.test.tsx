// Issue 44: support's credits are limited per operator and per customer over a period. The customer's page says what
// a support operator may still give, from the server's answer, and turns that into a warning once one grant or less
// is left; each grant goes with an Idempotency-Key (a retry gives once), a new one for the next grant.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerPage } from './customer-page';

const page = (leftCents: number, balanceCents: number): AdminCustomerDetail => ({
  customer: {
    id: 3,
    email: 'ada@larder.test',
    name: 'Ada Lovelace',
    created_at: '2026-11-01T10:00:00Z',
    email_verified: true,
    subscription_status: null,
    zone: null,
    email_verified_at: '2026-11-01T10:05:00Z',
    last_login_at: null,
  },
  subscription: null,
  orders: [],
  credits: { balance_cents: balanceCents, entries: [] },
  quiz: null,
  item_ratings: [],
  delivery_ratings: [],
  support_credits: { grant_limit_cents: 2500, left_cents: leftCents, period_days: 30 },
});

const SLACK = { timeout: 60_000 };

describe('giving credits as support', () => {
  it('says what is left, warns once one grant or less is, and sends a key per grant', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/admin/customers/3/', () => json(page(5000, 0)))
      .on(
        'POST',
        '/api/admin/customers/3/credits/',
        () => json(page(2500, 2500)),
        () => json(page(0, 5000)),
      );
    // The operator's role is a prop of the page (the console's shell reads it from the session).
    const asSupport = { id: '3', role: 'support' } as const;
    renderApp(<CustomerPage {...asSupport} />, { at: '/admin/customers/3/' });

    const note = await screen.findByText(/You can give this customer \$50\.00 more in credits over 30 days/);
    expect(note).not.toHaveClass('console__warning');

    const give = async (dollars: string) => {
      const amount = screen.getByRole('textbox', { name: /Amount in dollars/ });
      await user.clear(amount);
      await user.type(amount, dollars);
      // Support sees one change with a reason on a verified customer's page: the credits form's.
      const reason = screen.getByRole('textbox', { name: /Reason/ });
      await user.clear(reason);
      await user.type(reason, 'Late box');
      await user.click(screen.getByRole('button', { name: 'Give credits' }));
      // Credits move money: the grant is sent from its confirmation dialog (issue 42).
      const dialog = await screen.findByRole('alertdialog', { name: `Give Ada Lovelace $${dollars}.00 in credits?` });
      await user.click(within(dialog).getByRole('button', { name: `Give $${dollars}.00` }));
    };

    await give('25');
    const warning = await screen.findByText(/You can give this customer \$25\.00 more in credits over 30 days/);
    expect(warning).toHaveClass('console__warning');
    expect(warning).toHaveAttribute('role', 'status');

    await give('25');
    await screen.findByText(/You can give this customer \$0\.00 more/);
    const grants = network.sent.filter((request) => request.method === 'POST');
    expect(grants).toHaveLength(2);
    const keys = grants.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/\S{8,}/);
    expect(keys[1]).toMatch(/\S{8,}/);
    expect(keys[0]).not.toBe(keys[1]);
    await waitFor(() => expect(screen.getByText('$50.00')).toBeInTheDocument());
  });
});
