// The page header: left actions, a centre element (the logo unless given), right actions; transparent
// mode lets it sit on top of a hero picture.
import type { ReactNode } from 'react';
import { Logo } from './logo';
import './header.css';

export interface HeaderProps {
  leftActions?: ReactNode;
  center?: ReactNode;
  rightActions?: ReactNode;
  isTransparent?: boolean;
  className?: string;
}

export function Header({ leftActions, center, rightActions, isTransparent = false, className }: HeaderProps) {
  return (
    <header
      className={['ui-header', className].filter(Boolean).join(' ')}
      data-transparent={isTransparent || undefined}
    >
      <div className="ui-header__side ui-header__side--left">{leftActions}</div>
      <div className="ui-header__center">{center ?? <Logo />}</div>
      <div className="ui-header__side ui-header__side--right">{rightActions}</div>
    </header>
  );
}
