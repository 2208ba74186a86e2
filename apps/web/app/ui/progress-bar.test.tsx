import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes its label and value', () => {
    render(<ProgressBar label="Quiz progress" value={3} maxValue={12} valueText="Question 3 of 12" />);
    const bar = screen.getByRole('progressbar', { name: 'Quiz progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(bar).toHaveAttribute('aria-valuetext', 'Question 3 of 12');
  });

  it('keeps the value within its range', () => {
    render(<ProgressBar label="Quiz progress" value={140} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });
});
