// Issue 42: on a phone the console's navigation and the operator's line sit behind a Menu button (a disclosure:
// aria-expanded, aria-controls), opened and closed by keyboard too; Escape closes it and puts the focus back on the
// button, and choosing a page closes it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../test/network';
import { renderApp } from '../../../test/render';
import ConsoleApp from './console-app';

const SLACK = { timeout: 60_000 };

describe('the console’s menu', () => {
  it(
    'opens and closes the navigation from one button, by keyboard too, and closes when a page is chosen',
    SLACK,
    async () => {
      const user = userEvent.setup();
      standInNetwork()
        .on('GET', '/api/admin/session/', () =>
          json({
            operator: { id: 1, email: 'dana@larder.test', role: 'operations', totp_enabled: true },
            totp_enrolment_required: false,
          }),
        )
        .otherwise(() => json({ detail: 'Not here.', code: 'not_found' }, 404));
      renderApp(<ConsoleApp />, { at: '/admin/today/' });
      const menu = await screen.findByRole('button', { name: 'Menu' });
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '');
      expect(panel).toContainElement(screen.getByRole('navigation', { name: 'Console' }));
      expect(panel).toContainElement(screen.getByRole('button', { name: 'Sign out' }));
      expect(panel).not.toHaveAttribute('data-open');

      menu.focus();
      await user.keyboard('{Enter}');
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(menu).toHaveAccessibleName('Close the menu');
      expect(panel).toHaveAttribute('data-open');
      await user.tab();
      expect(screen.getByRole('link', { name: 'Today' })).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(menu).toHaveAttribute('aria-expanded', 'false');
      expect(menu).toHaveFocus();

      await user.keyboard(' ');
      expect(menu).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('link', { name: 'Deliveries' }));
      await screen.findByRole('heading', { name: 'Deliveries', level: 1 });
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
      expect(screen.getByRole('link', { name: 'Deliveries' })).toHaveAttribute('aria-current', 'page');
    },
  );
});
