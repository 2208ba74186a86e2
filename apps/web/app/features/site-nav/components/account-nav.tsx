// The signed-in customer's way around the site (issue 39): their account, this week's menu, their orders and help,
// under every page's header (ui/header-nav.ts). The page it is on is marked (aria-current). Styled by ui/header.css.
import { Link, useLocation } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { paths } from '../../../site-routes';
import { NavText } from '../model/texts';

/** The default export: loaded lazily by flows/account-nav.tsx. */
export default function AccountNav() {
  const { pathname } = useLocation();
  const account = paths.account(publicEnv.brandSlug);
  const links = [
    { to: account, label: NavText.Account, page: account },
    { to: paths.menu, label: NavText.Menu, page: paths.menu },
    // A place on the account page: only the account link is the current page there.
    { to: `${account}#order-history`, label: NavText.Orders, page: null },
    { to: paths.help, label: NavText.Help, page: paths.help },
  ];
  // Prerendering sees the address without its trailing slash.
  const here = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (
    <nav className="account-nav" aria-label={NavText.Label}>
      <ul className="account-nav__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="account-nav__link" aria-current={link.page === here ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
