// The site navigation (issue 39): under every page's header for a signed-in customer — their account, this week's
// menu, orders and help, the page they are on marked — once the page's own customer call answers; for an anonymous
// visitor nothing, and it never makes a call of its own.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerFixture } from '../../test/customer';
import { json, standInNetwork } from '../../test/network';
import { renderApp } from '../../test/render';
import { useAuthState } from '../features/auth/api/get-customer';
import { Header } from '../ui/header';
import { HeaderNavContext } from '../ui/header-nav';
import { SignedInNav } from './account-nav';

const CUSTOMER_PATH = '/api/v2/customers/self/';

/** A page that asks who is signed in (as home, product, recipe, plan, menu and account pages do), or one that does not. */
function Page({ asks }: { asks: boolean }) {
  return asks ? <AskingPage /> : <Header />;
}
function AskingPage() {
  useAuthState();
  return <Header />;
}

function renderPage(at: string, asks = true) {
  return renderApp(
    <HeaderNavContext.Provider value={<SignedInNav />}>
      <Page asks={asks} />
    </HeaderNavContext.Provider>,
    { at },
  );
}

describe('the site navigation', () => {
  it('gives a signed-in customer their account, this week’s menu, orders and help, the current page marked', async () => {
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
    standInNetwork().on('GET', CUSTOMER_PATH, () => json(customerFixture()));
    const { unmount } = renderPage('/mylarder/');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
    unmount();
    renderPage('/products/1-organic-chicken-breasts/');
    const account = await screen.findByRole('link', { name: 'My account' });
    expect(account).not.toHaveAttribute('aria-current');
  });

  it('shows nothing to an anonymous visitor', async () => {
    const network = standInNetwork().on('GET', CUSTOMER_PATH, () =>
      json({ detail: 'Not signed in.', code: 'not_authenticated' }, 403),
    );
    renderPage('/');
    await waitFor(() => expect(network.sent.some((request) => request.path === CUSTOMER_PATH)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('makes no call of its own on a page that does not ask (sign-up)', async () => {
    const network = standInNetwork().on('GET', CUSTOMER_PATH, () => json(customerFixture()));
    renderPage('/signup/', false);
    expect(screen.getByRole('banner')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(network.sent).toHaveLength(0);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
