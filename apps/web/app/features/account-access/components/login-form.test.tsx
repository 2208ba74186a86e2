import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { LoginText } from '../model/texts';
import { LoginForm } from './login-form';

describe('<LoginForm />', () => {
  it('says why when the server asks for a check this page cannot run (many failed logins for the address)', async () => {
    let logins = 0;
    standInNetwork()
      .on('GET', '/api/v2/dynamic_configs/', () =>
        json({ count: 1, next: null, previous: null, results: [{ name: 'web.login_challenge', value: 'off' }] }),
      )
      .on('POST', '/api/login/', () => {
        logins += 1;
        return json({ code: AccountErrorCode.CaptchaRequired, detail: 'Too many attempts.' }, 400);
      });
    const onUnknownError = vi.fn();
    renderApp(<LoginForm onLoggedIn={vi.fn()} onUnknownError={onUnknownError} />, { at: '/login/' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'correct horse battery staple');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', LoginText.CaptchaRequired);
    // No site key in this build: no token to retry with, so one request.
    expect(logins).toBe(1);
    expect(onUnknownError).not.toHaveBeenCalled();
  });
});
