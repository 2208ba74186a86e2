// Operators in the console (issue 42; decision 208): an admin invites by email with a role and sees the invitation
// in the list the server answers; disabling another operator asks first and sends nothing until confirmed; the
// admin's own row offers no role change or disable; a refusal is shown in the server's words.
import type { OperatorTeam } from '@larder/contracts/schemas/admin-team';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { OperatorsPage } from './operators-page';

const SLACK = { timeout: 60_000 };

const operator = (id: number, email: string, role: 'support' | 'operations' | 'admin', disabled = false) => ({
  id,
  email,
  role,
  totp_enabled: false,
  disabled,
  created_at: '2026-11-01T10:00:00Z',
  last_sign_in_at: null,
});

const before: OperatorTeam = {
  operators: [operator(1, 'ada@larder.test', 'admin'), operator(2, 'dana@larder.test', 'support')],
  invites: [],
};
const invited: OperatorTeam = {
  ...before,
  invites: [
    {
      id: 9,
      email: 'lee@larder.test',
      role: 'operations',
      invited_by: 'ada@larder.test',
      created_at: '2026-11-28T10:00:00Z',
      expires_at: '2026-12-01T10:00:00Z',
    },
  ],
};

describe('Operators in the console', () => {
  it('invites by email with a role, and lists the invitation the server answers', SLACK, async () => {
    const user = userEvent.setup();
    const network = standInNetwork()
      .on(
        'GET',
        '/api/admin/operators/',
        () => json(before),
        () => json(invited),
      )
      .on('POST', '/api/admin/operators/invites/', () => json(invited.invites[0], 201));
    renderApp(<OperatorsPage selfId={1} />);
    const form = await screen.findByRole('form', { name: 'Invite an operator' });
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Enter the email address to invite.');
    expect(network.sent.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /Email to invite/ }), 'lee@larder.test');
    await user.click(within(form).getByRole('button', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'operations' }));
    await user.click(within(form).getByRole('button', { name: /Send invitation/ }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invited lee@larder.test as operations: the set-up link works for 72 hours.',
    );
    const post = network.sent.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ email: 'lee@larder.test', role: 'operations' });
    expect(await screen.findByRole('button', { name: 'Withdraw the invitation of lee@larder.test' })).toBeVisible();
  });

  it(
    'disables another operator only after a dialog, and offers the admin nothing on their own row',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const network = standInNetwork()
        .on('GET', '/api/admin/operators/', () => json(before))
        .on('PATCH', '/api/admin/operators/2/', () => json(operator(2, 'dana@larder.test', 'support', true)));
      renderApp(<OperatorsPage selfId={1} />);
      const disable = await screen.findByRole('button', { name: 'Disable dana@larder.test' });
      expect(screen.queryByRole('button', { name: 'Disable ada@larder.test' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Role of ada@larder.test/ })).toBeNull();

      await user.click(disable);
      const dialog = await screen.findByRole('alertdialog', { name: 'Disable dana@larder.test?' });
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      expect(network.sent.filter((request) => request.method === 'PATCH')).toHaveLength(0);

      await user.click(disable);
      const again = await screen.findByRole('alertdialog', { name: 'Disable dana@larder.test?' });
      await user.click(within(again).getByRole('button', { name: 'Disable dana@larder.test' }));
      await waitFor(() => expect(network.sent.filter((request) => request.method === 'PATCH')).toHaveLength(1));
      expect(JSON.parse(network.sent.find((request) => request.method === 'PATCH')?.body ?? '{}')).toEqual({
        disabled: true,
      });
      expect(await screen.findByText('Disabled dana@larder.test.')).toBeVisible();
    },
  );
});
