// The page header: left actions, a centre element (the logo, a link home, unless given), right actions; transparent
// mode lets it sit on top of a hero picture. Under them, the site's navigation when there is any (HeaderNavContext:
// the signed-in customer's links, provided by root.tsx).
import { createContext, type ReactNode, useContext } from 'react';
import { publicEnv } from '../lib/env';
import { Logo } from './logo';
import './header.css';

/**
 * What every page's header shows under its own row (issue 39, site navigation): root.tsx provides it — the signed-in
 * customer's links — so a page keeps its own header and still gets them, rendered inside the page after its data (a
 * page rendered for a visitor has them in its HTML).
 */
export const HeaderNavContext = createContext<ReactNode>(null);

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
          <a className="ui-header__home" href="/" aria-label={`${publicEnv.brandName} home`}>
            <Logo />
          </a>
        )}
      </div>
      <div className="ui-header__side ui-header__side--right">{rightActions}</div>
      {nav ? <div className="ui-header__nav">{nav}</div> : null}
    </header>
  );
}
