// An on/off setting that takes effect when flipped, on React Aria's Switch (an input with role="switch"): a track and
// thumb, then its label; Space toggles it. The caller owns the state (`isSelected`), so the page can show what the
// server answered rather than what was pressed.
import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components/Switch';
import './switch.css';

export interface SwitchProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /**
   * While a change is under way: the switch keeps its state and ignores presses, but stays enabled, so keyboard focus
   * stays on it (a disabled input loses focus).
   */
  isPending?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

export function Switch({ children, isPending = false, isDisabled = false, className, ...rest }: SwitchProps) {
  return (
    <AriaSwitch
      {...rest}
      isDisabled={isDisabled}
      isReadOnly={isPending}
      className={['ui-switch', className].filter(Boolean).join(' ')}
      data-pending={isPending || undefined}
    >
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}
