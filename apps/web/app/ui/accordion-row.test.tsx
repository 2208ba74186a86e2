import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccordionRow } from './accordion-row';

describe('AccordionRow', () => {
  const renderRow = (onExpandedChange = vi.fn()) => {
    render(
      <AccordionRow title="How much will I save?" onExpandedChange={onExpandedChange}>
        The average customer saves $22+ weekly.
      </AccordionRow>,
    );
    return { onExpandedChange, button: screen.getByRole('button', { name: 'How much will I save?' }) };
  };

  it('starts closed', () => {
    const { button } = renderRow();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('The average customer saves $22+ weekly.')).not.toBeVisible();
  });

  it('toggles on each click and reports the new expanded state', async () => {
    const { button, onExpandedChange } = renderRow();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('The average customer saves $22+ weekly.')).toBeVisible();
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(button);
    expect(onExpandedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('toggles from the keyboard', async () => {
    const { button } = renderRow();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('puts its title in a heading and names its body region after it', async () => {
    const { button } = renderRow();
    expect(screen.getByRole('heading', { level: 3, name: 'How much will I save?' })).toBeInTheDocument();
    await userEvent.click(button);
    const region = screen.getByRole('region', { name: 'How much will I save?' });
    expect(button).toHaveAttribute('aria-controls', region.id);
  });
});
