// The storefront's button (the sizes, prominences, styles and accent colours of variants.ts). A plain <button>:
// React Aria adds nothing here that HTML does not already do, and it keeps pages light.
import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import type { AccentColor, ButtonProminence, ButtonSize, ButtonStyle } from './variants';
import './button.css';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  size?: ButtonSize;
  prominence?: ButtonProminence;
  /** The colour role. `disabled` also disables the button; `accent` uses `accentColor`. */
  buttonStyle?: ButtonStyle;
  accentColor?: AccentColor;
  /** Shows a spinner, sets aria-busy and ignores clicks while staying focusable. */
  isLoading?: boolean;
  isDisabled?: boolean;
  /** Stretches the button to the width of its container. */
  isFullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const toClassName = (value: string) => value.replace(/\s+/g, '-');

export function Button({
  size = 'medium',
  prominence = 'primary',
  buttonStyle = 'default',
  accentColor = 'grapefruit',
  isLoading = false,
  isDisabled = false,
  isFullWidth = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const disabled = isDisabled || buttonStyle === 'disabled';
  const classes = [
    'ui-button',
    `ui-button--${size}`,
    `ui-button--${prominence}`,
    `ui-button--${disabled ? 'disabled' : buttonStyle}`,
    buttonStyle === 'accent' && `ui-button--accent-${toClassName(accentColor)}`,
    isFullWidth && 'ui-button--full-width',
    className,
  ]
    .filter(Boolean)
    .join(' ');

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // While loading the button keeps focus (so keyboard users do not lose their place) but does nothing,
    // and a submit button does not submit its form again.
    if (isLoading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={isLoading || undefined}
      aria-disabled={isLoading || undefined}
      data-loading={isLoading || undefined}
      onClick={handleClick}
    >
      {isLoading && <span className="ui-button__spinner" aria-hidden="true" />}
      <span className="ui-button__label">{children}</span>
    </button>
  );
}
