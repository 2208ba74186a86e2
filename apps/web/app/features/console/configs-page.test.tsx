// Issue 42: the Configs page lists the configs the store knows with description, type, default and value; a flag is a
// switch that shows the state the server answered (not the one pressed) and says a refusal beside it; a setting is
// checked by its type before anything is sent, and the server's refusal is said under the field. Support reads only.
import type { AdminConfig } from '@larder/contracts/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import { ConfigsPage } from './configs-page';

const SLACK = { timeout: 60_000 };
const asAdmin = { role: 'admin' } as const;
const asSupport = { role: 'support' } as const;

const salad: AdminConfig = {
  name: 'web.salad_shooter',
  type: 'flag',
  type_label: 'Feature flag: on (1) or off (0)',
  description: 'Shows the Salad Shooter offer on the storefront.',
  default: '0',
  value: '0',
};
const fee: AdminConfig = {
  name: 'checkout.delivery_fee_cents',
  type: 'cents',
  type_label: 'Amount in cents',
  description: 'Delivery fee of a box below the free-delivery amount, in cents.',
  default: '799',
  value: '799',
};

const listed = (configs: AdminConfig[]) => json({ results: configs, unknown: [] });

describe('the Configs page', () => {
  it('flips a flag with a switch and shows the state the server answered', SLACK, async () => {
    const user = userEvent.setup();
    let stored = '0';
    const network = standInNetwork()
      .on('GET', '/api/admin/configs/', () => listed([{ ...salad, value: stored }, fee]))
      .on('PUT', '/api/admin/configs/web.salad_shooter/', (request) => {
        stored = JSON.parse(request.body).value;
        return json({ name: salad.name, value: stored, previous: '0' });
      });
    renderApp(<ConfigsPage {...asAdmin} />, { at: '/admin/configs/' });
    const flag = await screen.findByRole('switch', { name: /web\.salad_shooter/ });
    expect(flag).not.toBeChecked();
    expect(flag).toHaveAccessibleDescription(/Shows the Salad Shooter offer on the storefront\. Default: off\./);

    await user.click(flag);
    expect(await screen.findByRole('status')).toHaveTextContent('Saved: web.salad_shooter is on.');
    expect(screen.getByRole('switch', { name: /web\.salad_shooter/ })).toBeChecked();
    const puts = network.sent.filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0]?.body ?? '')).toEqual({ value: '1' });
  });

  it('keeps the server’s state and says why beside the switch when the change is refused', SLACK, async () => {
    const user = userEvent.setup();
    standInNetwork()
      .on('GET', '/api/admin/configs/', () => listed([salad]))
      .on('PUT', '/api/admin/configs/web.salad_shooter/', () =>
        json(
          {
            detail: 'Your role is operations; this needs admin.',
            code: 'role_too_low',
            needed_role: 'admin',
          },
          403,
        ),
      );
    renderApp(<ConfigsPage {...asAdmin} />, { at: '/admin/configs/' });
    const flag = await screen.findByRole('switch', { name: /web\.salad_shooter/ });
    await user.click(flag);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Refused (403): Your role is operations; this needs admin. (needed role: admin)');
    const item = flag.closest('li') as HTMLElement;
    expect(within(item).getByRole('alert')).toBe(alert);
    expect(screen.getByRole('switch', { name: /web\.salad_shooter/ })).not.toBeChecked();
  });

  it(
    'lists a setting’s description, type, default and value, checks its type before sending, and shows the server’s refusal under the field',
    SLACK,
    async () => {
      const user = userEvent.setup();
      const network = standInNetwork()
        .on('GET', '/api/admin/configs/', () => listed([salad, fee]))
        .on('PUT', '/api/admin/configs/checkout.delivery_fee_cents/', () =>
          json(
            {
              detail: 'A value has at most 10000 characters.',
              code: 'invalid_config',
              value: ['A value has at most 10000 characters.'],
            },
            400,
          ),
        );
      renderApp(<ConfigsPage {...asAdmin} />, { at: '/admin/configs/' });
      const card = (await screen.findByRole('heading', { name: 'checkout.delivery_fee_cents' })).closest(
        'li',
      ) as HTMLElement;
      expect(card).toHaveTextContent('Delivery fee of a box below the free-delivery amount, in cents.');
      expect(card).toHaveTextContent('TypeAmount in cents');
      expect(card).toHaveTextContent('Default799 ($7.99)');
      expect(card).toHaveTextContent('Now799 ($7.99)');

      const input = within(card).getByRole('textbox', { name: 'New value of checkout.delivery_fee_cents' });
      await user.clear(input);
      await user.type(input, '7.99');
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      expect(input).toHaveAccessibleDescription('checkout.delivery_fee_cents is a whole number of cents, such as 799.');
      expect(network.sent.filter((request) => request.method === 'PUT')).toHaveLength(0);

      await user.clear(input);
      await user.type(input, '899');
      await user.click(within(card).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(input).toHaveAccessibleDescription('A value has at most 10000 characters.'));
      expect(network.sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
    },
  );

  it('lets a support operator read the configs but change none', SLACK, async () => {
    standInNetwork().on('GET', '/api/admin/configs/', () => listed([salad, fee]));
    renderApp(<ConfigsPage {...asSupport} />, { at: '/admin/configs/' });
    expect(await screen.findByRole('switch', { name: /web\.salad_shooter/ })).toBeDisabled();
    expect(screen.getByText(/needs the admin role; yours is support/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
