// The account home's rewards points (issue 41): the balance, what the next box will use and the history come from the
// server's answer; switching automatic redemption off sends the choice and shows the answer (the next box then uses
// none) without a reload.
import type { RewardsView } from '@larder/contracts/schemas/rewards';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { RewardsPoints } from './rewards-points';

const view = (autoRedeem: boolean): RewardsView => ({
  points: 250,
  next_box: autoRedeem ? { redeems_points: 200, saves_cents: 1000 } : null,
  auto_redeem: autoRedeem,
  history: [
    { at: '2026-12-06T23:00:00Z', points: -100, reason: 'redeemed', order_id: 8 },
    { at: '2026-11-29T23:00:00Z', points: 74, reason: 'earned', order_id: 7 },
  ],
});

describe('RewardsPoints', () => {
  it('shows the balance, the next box’s use and the history; the switch saves and shows the answer', async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on('GET', '/api/v2/rewards/', () => json(view(true)))
      .on('PUT', '/api/v2/rewards/', () => json(view(false)));
    renderApp(<RewardsPoints />);
    expect(await screen.findByText('250 points')).toBeInTheDocument();
    expect(screen.getByText('Your next box uses 200 points and saves $10.00.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Points history' });
    expect(history).toHaveTextContent('Used on a box');
    expect(history).toHaveTextContent('−100');
    expect(history).toHaveTextContent('Earned on a paid box');
    expect(history).toHaveTextContent('+74');
    const box = screen.getByRole('checkbox', { name: 'Use my points on my boxes automatically' });
    expect(box).toBeChecked();
    await user.click(box);
    await waitFor(() => expect(screen.getByText(/Your next box uses no points/)).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Use my points on my boxes automatically' })).not.toBeChecked();
    const put = network.sent.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ auto_redeem: false });
  });
});
