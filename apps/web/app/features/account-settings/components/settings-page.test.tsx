import { SettingsMessage } from '@larder/contracts/values/account-security';
import { FieldMessage } from '@larder/contracts/values/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { customerFixture } from '../../../../test/customer';
import { json, standInNetwork } from '../../../../test/network';
import { renderApp } from '../../../../test/render';
import { SettingsPage, type SettingsPageProps } from './settings-page';

const customer = customerFixture();

function page(overrides: Partial<SettingsPageProps> = {}) {
  const props: SettingsPageProps = {
    customer,
    accountPath: '/mylarder/',
    loginPath: '/login/',
    onCustomerChanged: vi.fn(),
    onSignedOutEverywhere: vi.fn(),
    linkButtons: () => null,
    ...overrides,
  };
  renderApp(<SettingsPage {...props} />, { at: '/mylarder/settings/' });
  return props;
}

const methods = (identities: unknown[] = [], hasPassword = true) => json({ has_password: hasPassword, identities });

describe('<SettingsPage />', () => {
  it('changes the password: a wrong current one shows its message, the right one says saved', async () => {
    let attempt = 0;
    const network = standInNetwork()
      .on('GET', '/api/v2/customers/self/sign-in-methods/', () => methods())
      .on('POST', '/api/v2/customers/self/password/', () => {
        attempt += 1;
        return attempt === 1
          ? json(
              {
                code: 'wrong_current_password',
                detail: SettingsMessage.WrongCurrentPassword,
                current_password: [SettingsMessage.WrongCurrentPassword],
              },
              400,
            )
          : json(customer);
      });
    const props = page();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText(/Current password/), 'wrong one');
    await user.type(within(section).getByLabelText(/New password/), 'a much better passphrase');
    await user.click(within(section).getByRole('button', { name: 'Save password' }));
    await within(section).findByText(SettingsMessage.WrongCurrentPassword);
    await user.clear(within(section).getByLabelText(/Current password/));
    await user.type(within(section).getByLabelText(/Current password/), 'correct horse battery staple');
    await user.click(within(section).getByRole('button', { name: 'Save password' }));
    await within(section).findByText(/Your password is changed/);
    expect(props.onCustomerChanged).toHaveBeenCalledWith(customer);
    const sent = network.sent.filter((request) => request.url.pathname.endsWith('/password/'));
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual({
      current_password: 'correct horse battery staple',
      new_password: 'a much better passphrase',
    });
  });

  it('asks for the current password before sending anything when it is left empty', async () => {
    const network = standInNetwork().on('GET', '/api/v2/customers/self/sign-in-methods/', () => methods());
    page();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText(/New password/), 'a much better passphrase');
    await user.click(within(section).getByRole('button', { name: 'Save password' }));
    await within(section).findByText(FieldMessage.PasswordRequired);
    expect(within(section).queryByText(SettingsMessage.WrongCurrentPassword)).toBeNull();
    expect(network.sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows the last-way-in message when unlinking is refused', async () => {
    standInNetwork()
      .on('GET', '/api/v2/customers/self/sign-in-methods/', () =>
        methods([{ provider: 'google', email: 'ada@gmail.com', linked_at: '2026-11-01T00:00:00Z' }], false),
      )
      .on('DELETE', '/api/v2/customers/self/sign-in-methods/google/', () =>
        json({ code: 'last_sign_in_method', detail: SettingsMessage.LastSignInMethod }, 409),
      );
    page();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unlink Google' }));
    await screen.findByText(SettingsMessage.LastSignInMethod);
    expect(screen.getByRole('region', { name: 'Set a password' })).toBeTruthy();
  });

  it('offers the login page to a visitor', async () => {
    standInNetwork();
    page({ customer: null });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login/'));
  });
});

describe('<SettingsPage /> emails from us', () => {
  it('turns the reminder off and shows what the server stored', async () => {
    const network = standInNetwork()
      .on('GET', '/api/v2/customers/self/sign-in-methods/', () => methods())
      .on('GET', '/api/v2/customers/self/email-preferences/', () =>
        json({ cutoff_reminders: true, rating_requests: true }),
      )
      .on('PUT', '/api/v2/customers/self/email-preferences/', () =>
        json({ cutoff_reminders: false, rating_requests: true }),
      );
    page();
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Emails from us' });
    const reminder = await within(section).findByRole('checkbox', { name: /A reminder 2 days before/ });
    const rating = within(section).getByRole('checkbox', { name: /rate the box/ });
    expect(reminder).toBeChecked();
    expect(rating).toBeChecked();
    await user.click(reminder);
    await user.click(within(section).getByRole('button', { name: 'Save email choices' }));
    await within(section).findByText('Your email choices are saved.');
    const sent = network.sent.filter((request) => request.method === 'PUT');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ cutoff_reminders: false, rating_requests: true });
    expect(reminder).not.toBeChecked();
    expect(rating).toBeChecked();
  });
});
