import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('marks the current step with aria-current and only that one', () => {
    render(
      <Breadcrumb
        steps={[{ label: 'About you', href: '/quiz/intro/' }, { label: 'Claim Offer' }, { label: 'Checkout' }]}
        currentIndex={1}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Progress' });
    expect(nav).toHaveTextContent('About youClaim OfferCheckout');
    expect(screen.getByText('Claim Offer')).toHaveAttribute('aria-current', 'step');
    expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'About you' })).toHaveAttribute('href', '/quiz/intro/');
    expect(screen.queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });
});
