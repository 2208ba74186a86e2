// The page header: left actions, a centre element (the logo, a link home, unless given), right actions; transparent
// mode lets it sit on top of a hero picture. Under them, the site's navigation when there is any (ui/header-nav.ts:
// the signed-in customer's links, provided by root.tsx).
import { type ReactNode, useContext } from 'react';
import { publicEnv } from '../lib/env';
import { HeaderNavContext } from './header-nav';
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
  const nav = useContext(HeaderNavContext);
  return (
    <header
      className={['ui-header', className].filter(Boolean).join(' ')}
      data-transparent={isTransparent || undefined}
    >
      <div className="ui-header__side ui-header__side--left">{leftActions}</div>
      <div className="ui-header__center">
        {center ?? (
          // A plain link: the header renders on every page, in tests too, with or without a router.
          <a href="/" aria-label={`${publicEnv.brandName} home`}>
            <Logo />
          </a>
        )}
      </div>
      <div className="ui-header__side ui-header__side--right">{rightActions}</div>
      {/* The nav styles itself as the header's full-width last row (ui/header.css `.account-nav`). */}
      {nav}
    </header>
  );
}
