// Issue 41: a customer's referrals on their console page, each change with its reason; operations revoke a reward
// after a confirmation, and the list shows the server's answer; support sees no revoke.
import type { AdminReferralList } from '@larder/contracts/schemas/referrals';
import type { ReferralStatus } from '@larder/contracts/values/referrals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { CustomerReferrals } from './customer-referrals';

const event = (status: ReferralStatus, reason: string, words: string, operator: number | null = null) => ({
  status,
  reason,
  words,
  operator_id: operator,
  at: '2026-11-10T09:30:00Z',
});

const list = (revoked: boolean): AdminReferralList => ({
  referred_by: null,
  results: [
    {
      id: 7,
      friend_id: 12,
      friend_email: 'friend@larder.test',
      status: revoked ? 'revoked' : 'rewarded',
      reward_cents: 2000,
      created_at: '2026-11-01T10:00:00Z',
      events: [
        event('joined', 'joined', 'Signed up through the link.'),
        event('rewarded', 'rewarded', 'First box paid: the referrer’s credits were added.'),
        ...(revoked ? [event('revoked', 'revoked', 'Revoked by an operator.', 4)] : []),
      ],
    },
  ],
});

const SLACK = { timeout: 60_000 };

describe('<CustomerReferrals />', () => {
  it('lists each change with its reason and revokes a reward after confirming', SLACK, async () => {
    const network = standInNetwork()
      .on('GET', '/api/admin/customers/3/referrals/', () => json(list(false)))
      .on('POST', '/api/admin/referrals/7/revoke/', () => json(list(true)));
    renderApp(<CustomerReferrals customerId={3} operatorRole="operations" />, { at: '/admin/customers/3/' });
    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(
      await within(section).findByText(/friend@larder\.test \(customer 12\): rewarded, \$20\.00/),
    ).toBeInTheDocument();
    expect(within(section).getByText(/First box paid/)).toBeInTheDocument();

    const user = userEvent.setup();
    const form = within(section).getByRole('form', { name: 'Revoke the reward for friend@larder.test' });
    await user.click(within(form).getByRole('button', { name: 'Revoke reward' }));
    expect(within(form).getByText('Say why.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason/), 'farming');
    await user.click(within(form).getByRole('button', { name: 'Revoke reward' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(network.sent.some((request) => request.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the reward' }));

    expect(await within(section).findByText(/friend@larder\.test \(customer 12\): revoked/)).toBeInTheDocument();
    expect(within(section).getByText(/Revoked by an operator\. \(operator 4\)/)).toBeInTheDocument();
    const posted = network.sent.find((request) => request.method === 'POST');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({ reason: 'farming' });
    expect(within(section).queryByRole('button', { name: 'Revoke reward' })).not.toBeInTheDocument();
  });

  it('offers support no revoke', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/customers/3/referrals/', () => json(list(false)));
    renderApp(<CustomerReferrals customerId={3} operatorRole="support" />, { at: '/admin/customers/3/' });
    const section = await screen.findByRole('region', { name: 'Referrals' });
    expect(await within(section).findByText(/rewarded, \$20\.00/)).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Revoke reward' })).not.toBeInTheDocument();
  });
});
