// The settings' "Refer a friend" section (issue 41): the link and counts as the server answers them, invitations and
// their refusals.
import { ReferralMessage } from '@larder/contracts/values/referrals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { ReferSection } from './refer-section';

const LINK = 'https://shop.larder.test/r/0123456789ab/';
const self = (invited: number) => ({
  code: '0123456789ab',
  link: LINK,
  invited,
  joined: 2,
  rewarded: 1,
  earned_cents: 2000,
});

describe('<ReferSection />', () => {
  it('shows the link and the server’s counts, sends invitations and shows the new counts without a reload', async () => {
    let invited = 1;
    const network = standInNetwork()
      .on('GET', '/api/v2/referrals/self/', () => json(self(invited)))
      .on('POST', '/api/v2/referrals/self/invites/', () => {
        invited = 3;
        return json({ sent: ['a@example.com', 'b@example.com'], skipped: ['c@example.com'] });
      });
    renderApp(<ReferSection />, { at: '/mylarder/settings/' });
    const section = await screen.findByRole('region', { name: 'Refer a friend' });
    expect(await within(section).findByText(LINK)).toBeInTheDocument();
    expect(within(section).getByText('$20.00')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(
      within(section).getByLabelText(/Friends’ email addresses/),
      'a@example.com, b@example.com,c@example.com',
    );
    await user.type(within(section).getByLabelText(/A message/), 'Try it');
    await user.click(within(section).getByRole('button', { name: 'Send invitations' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Sent 2 invitations. Already invited this month: c@example.com.',
    );
    const sent = network.sent.find((request) => request.method === 'POST');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      emails: ['a@example.com', 'b@example.com', 'c@example.com'],
      message: 'Try it',
    });
    await waitFor(() => expect(within(section).getAllByRole('definition')[0]).toHaveTextContent('3'));
  });

  it('shows the server’s message under the field it names, and the day’s limit as an alert', async () => {
    let attempt = 0;
    standInNetwork()
      .on('GET', '/api/v2/referrals/self/', () => json(self(0)))
      .on('POST', '/api/v2/referrals/self/invites/', () => {
        attempt += 1;
        return attempt === 1
          ? json({ code: 'validation_error', detail: 'Invalid.', message: ['Remove the control characters.'] }, 400)
          : json(
              {
                code: 'referral_daily_limit',
                detail: ReferralMessage.DailyLimit,
                emails: [ReferralMessage.DailyLimit],
              },
              429,
            );
      });
    renderApp(<ReferSection />, { at: '/mylarder/settings/' });
    const section = await screen.findByRole('region', { name: 'Refer a friend' });
    const user = userEvent.setup();
    await user.type(await within(section).findByLabelText(/Friends’ email addresses/), 'a@example.com');
    await user.click(within(section).getByRole('button', { name: 'Send invitations' }));
    expect(await within(section).findByText('Remove the control characters.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Send invitations' }));
    expect(await within(section).findByText(ReferralMessage.DailyLimit)).toBeInTheDocument();
  });
});
