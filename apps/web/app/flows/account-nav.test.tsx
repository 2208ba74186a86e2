// The site navigation (issue 39): under every page's header for a signed-in customer — their account, this week's
// menu, orders and help, the page they are on marked — and for an anonymous visitor nothing, without a call.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../test/customer';
import { json, standInNetwork } from '../../test/network';
import { renderApp } from '../../test/render';
import { writeSignedInHint } from '../features/auth/model/signed-in-hint';
import { Header } from '../ui/header';
import { HeaderNavContext } from '../ui/header-nav';
import SignedInNav from './account-nav';

const CUSTOMER_PATH = '/api/v2/customers/self/';

function renderPage(at: string) {
  return renderApp(
    <HeaderNavContext.Provider value={<SignedInNav />}>
      <Header />
    </HeaderNavContext.Provider>,
    { at },
  );
}

describe('the site navigation', () => {
  it('gives a signed-in customer their account, this week’s menu, orders and help, the current page marked', async () => {
    writeSignedInHint(true);
    standInNetwork().on('GET', CUSTOMER_PATH, () => json(customerFixture()));
    renderPage('/menu/');
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(screen.getByRole('banner')).toContainElement(nav);
    const links = screen.getAllByRole('link').filter((link) => nav.contains(link));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', '/mylarder/'],
      ['This week’s menu', '/menu/'],
      ['Orders', '/mylarder/#order-history'],
      ['Help', '/help/'],
    ]);
    expect(screen.getByRole('link', { name: 'This week’s menu' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My account' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
  });

  it('marks the account on the account page and nothing on a product page', async () => {
    writeSignedInHint(true);
    standInNetwork().on('GET', CUSTOMER_PATH, () => json(customerFixture()));
    const { unmount } = renderPage('/mylarder/');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    unmount();
    renderPage('/products/1-organic-chicken-breasts/');
    const account = await screen.findByRole('link', { name: 'My account' });
    expect(account).not.toHaveAttribute('aria-current');
  });

  it('shows nothing to an anonymous visitor, and asks nothing of the API for one with no hint', async () => {
    writeSignedInHint(false);
    const network = standInNetwork();
    renderPage('/signup/');
    expect(screen.getByRole('banner')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(network.sent).toHaveLength(0);
  });

  it('goes away when the customer call says the visitor is anonymous', async () => {
    writeSignedInHint(true);
    const network = standInNetwork().on('GET', CUSTOMER_PATH, () =>
      json({ detail: 'Not signed in.', code: 'not_authenticated' }, 403),
    );
    renderPage('/');
    await waitFor(() => expect(network.sent.some((request) => request.path === CUSTOMER_PATH)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
