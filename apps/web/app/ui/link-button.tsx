// A link that looks like the storefront's button (button.css): for actions that go to another page.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ButtonProminence, ButtonSize } from './variants';
import './button.css';
import './link-button.css';

export interface LinkButtonProps {
  to: string;
  size?: ButtonSize;
  prominence?: ButtonProminence;
  className?: string;
  children: ReactNode;
}

export function LinkButton({ to, size = 'medium', prominence = 'primary', className, children }: LinkButtonProps) {
  const classes = ['ui-button', `ui-button--${size}`, `ui-button--${prominence}`, 'ui-button--default', className]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} data-link-button="">
      <span className="ui-button__label">{children}</span>
    </Link>
  );
}
