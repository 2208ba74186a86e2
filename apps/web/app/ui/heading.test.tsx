import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading';
import { HEADING_VARIANTS } from './variants';

describe('Heading', () => {
  it.each(HEADING_VARIANTS)('renders the %s variant', (variant) => {
    render(<Heading variant={variant}>Claim your free gift</Heading>);
    const heading = screen.getByRole('heading', { name: 'Claim your free gift' });
    expect(heading).toHaveClass('ui-heading', `ui-heading--${variant.toLowerCase()}`);
  });

  it('uses the element that matches the variant unless a level is given', () => {
    render(
      <>
        <Heading variant="Hero">Hero</Heading>
        <Heading variant="H3">Third</Heading>
        <Heading variant="H7">Seventh</Heading>
        <Heading variant="Hero" level={2}>
          Looks like a hero
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Hero' })).toHaveProperty('tagName', 'H1');
    expect(screen.getByRole('heading', { name: 'Third' })).toHaveProperty('tagName', 'H3');
    expect(screen.getByRole('heading', { name: 'Seventh' })).toHaveProperty('tagName', 'H6');
    expect(screen.getByRole('heading', { name: 'Looks like a hero' })).toHaveProperty('tagName', 'H2');
  });
});
