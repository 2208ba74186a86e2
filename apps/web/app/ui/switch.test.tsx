import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch';

function Controlled({ pending = false, onChange }: { pending?: boolean; onChange: (on: boolean) => void }) {
  const [on, setOn] = useState(false);
  return (
    <Switch
      isSelected={on}
      isPending={pending}
      onChange={(next) => {
        onChange(next);
        setOn(next);
      }}
    >
      Salad Shooter
    </Switch>
  );
}

describe('Switch', () => {
  it('is a switch named by its label that Space and a click flip', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Salad Shooter' });
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(control).toBeChecked();
    // Focus moves React Aria's focus state: inside act, as a user's focus would be.
    act(() => control.focus());
    await user.keyboard(' ');
    expect(control).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('while a change is under way ignores presses but keeps keyboard focus', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled pending onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Salad Shooter' });
    act(() => control.focus());
    await user.keyboard(' ');
    await user.click(control);
    expect(onChange).not.toHaveBeenCalled();
    expect(control).not.toBeChecked();
    expect(control).not.toBeDisabled();
    expect(control).toHaveFocus();
  });
});
