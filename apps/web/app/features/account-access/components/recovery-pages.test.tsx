import { RecoveryMessage } from '@larder/contracts/values/account-security';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../../test/customer';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const customer = customerFixture({ email_verified: true });

describe('<ForgotPasswordPage />', () => {
  it('checks the address, then shows the one answer in place of the form', async () => {
    const network = standInNetwork().on('POST', '/api/password/forgot/', () =>
      json({ detail: RecoveryMessage.LinkSent }, 202),
    );
    renderApp(<ForgotPasswordPage />, { at: '/password/forgot/' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter valid email')).toBeTruthy();
    expect(network.sent).toEqual([]);
    await user.clear(screen.getByLabelText(/Email/));
    await user.type(screen.getByLabelText(/Email/), ' ada@example.com ');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('status')).textContent).toBe(RecoveryMessage.LinkSent);
    expect(JSON.parse(network.sent[0]?.body ?? '')).toEqual({ email: 'ada@example.com' });
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });

  it('says so when the attempts are limited (429)', async () => {
    standInNetwork().on('POST', '/api/password/forgot/', () => json({ detail: 'x', code: 'throttled' }, 429));
    renderApp(<ForgotPasswordPage />, { at: '/password/forgot/' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Email/), 'ada@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toMatch(/Too many attempts/);
  });
});

describe('<ResetPasswordPage />', () => {
  it('an expired link says so and offers a new one; no password field', async () => {
    standInNetwork().on('POST', '/api/password/reset/check/', () =>
      json({ detail: RecoveryMessage.TokenExpired, code: 'token_expired' }, 400),
    );
    renderApp(<ResetPasswordPage token="t" onReset={vi.fn()} />, { at: '/password/reset/?token=t' });
    expect((await screen.findByRole('alert')).textContent).toBe(RecoveryMessage.TokenExpired);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/password/forgot/');
    expect(screen.queryByLabelText(/New password/)).toBeNull();
  });

  it('a live link takes the new password; the policy message shows; success hands the customer over', async () => {
    const network = standInNetwork()
      .on('POST', '/api/password/reset/check/', () => json({ valid: true }))
      .on(
        'POST',
        '/api/password/reset/',
        () => json({ detail: 'Invalid request.', code: 'invalid_request', password: ['password is too common'] }, 400),
        () => json(customer),
      );
    const onReset = vi.fn();
    renderApp(<ResetPasswordPage token="live-token" onReset={onReset} />, { at: '/password/reset/?token=live-token' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/New password/), 'password1{Enter}');
    expect(await screen.findByText('Avoid using commonly used passwords (ex: Password)')).toBeTruthy();
    await user.clear(screen.getByLabelText(/New password/));
    await user.type(screen.getByLabelText(/New password/), 'a much better passphrase{Enter}');
    await waitFor(() => expect(onReset).toHaveBeenCalledWith(customer));
    expect(JSON.parse(network.sent.at(-1)?.body ?? '')).toEqual({
      token: 'live-token',
      password: 'a much better passphrase',
    });
  });
});
