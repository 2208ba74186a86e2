import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ACCENT_COLORS, BUTTON_PROMINENCES, BUTTON_SIZES, BUTTON_STYLES } from './variants';

describe('Button', () => {
  it('runs its action when clicked', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continue</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is aria-busy and ignores clicks but keeps focus', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button isLoading onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(container.querySelector('.ui-button__spinner')).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('while loading does not submit its form again', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isLoading>
          Continue
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when disabled cannot be clicked', async () => {
    const onClick = vi.fn();
    render(
      <Button isDisabled onClick={onClick}>
        Continue
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('the disabled style disables the button too', () => {
    render(<Button buttonStyle="disabled">Continue</Button>);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('renders every size, prominence, style and accent colour of spec §9', () => {
    for (const size of BUTTON_SIZES) {
      for (const prominence of BUTTON_PROMINENCES) {
        for (const buttonStyle of BUTTON_STYLES) {
          const { unmount } = render(
            <Button size={size} prominence={prominence} buttonStyle={buttonStyle}>
              Go
            </Button>,
          );
          const button = screen.getByRole('button', { name: 'Go' });
          expect(button).toHaveClass(`ui-button--${size}`, `ui-button--${prominence}`, `ui-button--${buttonStyle}`);
          unmount();
        }
      }
    }
    for (const accentColor of ACCENT_COLORS) {
      const { unmount } = render(
        <Button buttonStyle="accent" accentColor={accentColor}>
          Go
        </Button>,
      );
      expect(screen.getByRole('button', { name: 'Go' })).toHaveClass(
        `ui-button--accent-${accentColor.replace(' ', '-')}`,
      );
      unmount();
    }
  });

  it('is a plain button by default so it never submits a form by accident', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('type', 'button');
  });
});
