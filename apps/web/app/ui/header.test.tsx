import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicEnv } from '../lib/env';
import { Header } from './header';
import { HeaderNavContext } from './header-nav';
import { LOGO_HEIGHT_PX, LOGO_WIDTH_PX } from './interface-values';

describe('Header', () => {
  it('shows the brand logo at its spec size in the centre by default', () => {
    render(<Header />);
    const logo = screen.getByRole('img', { name: publicEnv.brandName });
    expect(logo).toHaveAttribute('width', String(LOGO_WIDTH_PX));
    expect(logo).toHaveAttribute('height', String(LOGO_HEIGHT_PX));
    expect(logo).toHaveTextContent(publicEnv.brandName);
    expect(logo.closest('.ui-header__center')).not.toBeNull();
  });

  it('places left actions, a custom centre and right actions', () => {
    render(
      <Header
        leftActions={<button type="button">Back</button>}
        center={<span>Step 2</span>}
        rightActions={<a href="/login/">Log in</a>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Back' }).closest('.ui-header__side--left')).not.toBeNull();
    expect(screen.getByText('Step 2').closest('.ui-header__center')).not.toBeNull();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' }).closest('.ui-header__side--right')).not.toBeNull();
  });

  it('has a transparent mode', () => {
    const { rerender } = render(<Header />);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-transparent');
    rerender(<Header isTransparent />);
    expect(screen.getByRole('banner')).toHaveAttribute('data-transparent', 'true');
  });

  it('links the logo to the home page (issue 39)', () => {
    render(<Header />);
    const home = screen.getByRole('link', { name: `${publicEnv.brandName} home` });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toContainElement(screen.getByRole('img', { name: publicEnv.brandName }));
  });

  it('shows the site navigation it is given under its row, inside the banner, and none otherwise', () => {
    const { unmount } = render(<Header />);
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    render(
      <HeaderNavContext.Provider value={<nav aria-label="Your account">links</nav>}>
        <Header rightActions={<button type="button">Log out</button>} />
      </HeaderNavContext.Provider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(screen.getByRole('banner')).toContainElement(nav);
  });
});
