import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicEnv } from '../lib/env';
import { Header } from './header';
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
});
