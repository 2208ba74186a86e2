// The console's customer page lists the customer's rewards points with a reason for each change (issue 41).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerRewards } from './customer-rewards';

describe('CustomerRewards', () => {
  it('lists every change of the points with its reason and order', async () => {
    standInNetwork().on('GET', '/api/admin/customers/3/rewards/', () =>
      json({
        points: 37,
        auto_redeem: false,
        entries: [
          { at: '2027-12-01T10:00:00Z', points: -37, reason: 'expired', order_id: null },
          { at: '2026-12-01T10:00:00Z', points: -10, reason: 'refunded', order_id: 12 },
          { at: '2026-11-30T10:00:00Z', points: 47, reason: 'earned', order_id: 12 },
        ],
      }),
    );
    renderApp(<CustomerRewards customerId={3} />);
    expect(await screen.findByText('37 points; automatic redemption off.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Expired 12 months after the last paid box');
    expect(rows[2]).toHaveTextContent('Taken back with a refund');
    expect(rows[2]).toHaveTextContent('12');
    expect(rows[3]).toHaveTextContent('+47');
  });
});
