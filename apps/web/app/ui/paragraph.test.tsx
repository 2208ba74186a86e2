import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Paragraph } from './paragraph';
import { PARAGRAPH_VARIANTS } from './variants';

describe('Paragraph', () => {
  it.each(PARAGRAPH_VARIANTS)('renders the %s variant', (variant) => {
    render(<Paragraph variant={variant}>Over 3,000 recipes</Paragraph>);
    const paragraph = screen.getByText('Over 3,000 recipes');
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveClass('ui-paragraph', `ui-paragraph--${variant}`);
  });
});
