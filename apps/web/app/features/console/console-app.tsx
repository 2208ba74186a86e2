// The operator console at /admin/ (issue 28): its own lazily loaded part of the web app. Client-rendered: the route
// prerenders only a shell; everything an operator sees is read from /api/admin/ after sign-in. The session decides
// what shows: the sign-in page, or the layout (navigation, the operator's email and role, sign-out) and a page.
import type { OperatorSession } from '@larder/contracts/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { fetchSession, sessionKey, signOut } from './api';
import { AuditPage } from './audit-page';
import { CataloguePage } from './catalogue-page';
import { ConfigsPage } from './configs-page';
import { CustomerPage } from './customer-page';
import { CustomersPage } from './customers-page';
import { DeliveriesPage } from './deliveries-page';
import { EmailPage } from './email-page';
import { ExperimentsPage } from './experiments-page';
import { GiftCardsPage } from './gift-cards-page';
import { OperatorsPage } from './operators-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { PaymentsPage } from './payments-page';
import { PromotionsPage } from './promotions-page';
import { SetupPage } from './setup-page';
import { SignInPage } from './sign-in-page';
import { StockPage } from './stock-page';
import { TodayPage } from './today-page';
import { TotpPage } from './totp-page';
import { ZonesPage } from './zones-page';
import './console.css';

export default function ConsoleApp() {
  // The invitation's set-up link is for someone who cannot sign in yet.
  const setup = consolePage(useLocation().pathname).name === 'setup';
  const session = useQuery({ queryKey: sessionKey, queryFn: fetchSession, retry: false, staleTime: 60_000 });
  if (session.isPending) {
    return (
      <main className="console console--center">
        <p role="status">Loading the console…</p>
      </main>
    );
  }
  if (session.isError) {
    return (
      <main className="console console--center">
        <h1>Console</h1>
        <p role="alert">The console could not reach the server. Reload the page to try again.</p>
      </main>
    );
  }
  if (setup) return <SetupPage />;
  if (!session.data) return <SignInPage />;
  return <ConsoleLayout session={session.data} />;
}

const SECTIONS = [
  { page: 'today', label: 'Today' },
  { page: 'orders', label: 'Orders' },
  { page: 'customers', label: 'Customers' },
  { page: 'payments', label: 'Failed payments' },
  { page: 'deliveries', label: 'Deliveries' },
  { page: 'stock', label: 'Stock' },
  { page: 'audit', label: 'Audit log' },
  { page: 'configs', label: 'Configs and flags' },
  { page: 'catalogue', label: 'Catalogue' },
  { page: 'promotions', label: 'Promotions' },
  { page: 'gift-cards', label: 'Gift cards' },
  { page: 'zones', label: 'Zones' },
  { page: 'email', label: 'Email' },
  { page: 'experiments', label: 'Experiments' },
  { page: 'operators', label: 'Operators', role: 'admin' },
  { page: 'totp', label: 'Authenticator' },
] as const;

const STORE_PAGES = [
  'catalogue',
  'promotions',
  'gift-cards',
  'zones',
  'email',
  'experiments',
  'operators',
  'setup',
  'totp',
] as const;
type StorePage = (typeof STORE_PAGES)[number];

type ConsolePage =
  | {
      name:
        | 'today'
        | 'orders'
        | 'customers'
        | 'payments'
        | 'deliveries'
        | 'stock'
        | 'audit'
        | 'configs'
        | 'unknown'
        | StorePage;
    }
  | { name: 'order' | 'customer'; id: string };

/**
 * The console's page from its address. Matched here rather than with React Router's descendant routes: those
 * (Routes, NavLink, useSearchParams) would join the framework chunk every customer page loads.
 */
export function consolePage(pathname: string): ConsolePage {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  if (rest === '' || rest === 'today') return { name: 'today' };
  if (rest === 'orders' || rest === 'customers' || rest === 'deliveries' || rest === 'stock') return { name: rest };
  if (rest === 'audit' || rest === 'configs' || rest === 'payments') return { name: rest };
  const customer = /^customers\/(\d{1,9})$/.exec(rest);
  if (customer?.[1]) return { name: 'customer', id: customer[1] };
  const store = STORE_PAGES.find((name) => name === rest);
  if (store) return { name: store };
  const order = /^orders\/(\d{1,9})$/.exec(rest);
  return order?.[1] ? { name: 'order', id: order[1] } : { name: 'unknown' };
}

function ConsoleLayout({ session }: { session: OperatorSession }) {
  const queryClient = useQueryClient();
  const page = consolePage(useLocation().pathname);
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Signed out (or already): the sign-in page, and nothing the operator read stays in memory.
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ queryKey: ['console'], predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
  const { operator } = session;
  // OPERATOR_REQUIRE_TOTP and an admin without an authenticator: the server answers nothing else, so go there.
  if (session.totp_enrolment_required && page.name !== 'totp') return <Navigate to="/admin/totp/" replace />;
  return (
    <div className="console">
      <header className="console__bar">
        <p className="console__brand">Larder console</p>
        <ConsoleMenu pageName={page.name}>
          <nav aria-label="Console" className="console__nav">
            {SECTIONS.filter((section) => !('role' in section) || operator.role === section.role).map((section) => (
              <Link
                key={section.page}
                to={`/admin/${section.page}/`}
                aria-current={page.name === section.page ? 'page' : undefined}
              >
                {section.label}
              </Link>
            ))}
          </nav>
          <div className="console__who">
            <p>
              <span className="console__email">{operator.email}</span>{' '}
              <span className="console__role">Role: {operator.role}</span>
            </p>
            <Button
              size="small"
              prominence="primary"
              buttonStyle="inverted"
              isLoading={leave.isPending}
              onClick={() => leave.mutate()}
            >
              Sign out
            </Button>
          </div>
        </ConsoleMenu>
      </header>
      <main className="console__main">
        {session.totp_enrolment_required ? (
          <p role="alert" className="console__problem">
            Admins must set up an authenticator app before anything else.
          </p>
        ) : null}
        {page.name === 'today' ? <TodayPage /> : null}
        {page.name === 'orders' ? <OrdersPage /> : null}
        {page.name === 'customers' ? <CustomersPage /> : null}
        {page.name === 'customer' ? <CustomerPage id={page.id} role={operator.role} /> : null}
        {page.name === 'payments' ? <PaymentsPage role={operator.role} /> : null}
        {page.name === 'deliveries' ? <DeliveriesPage /> : null}
        {page.name === 'order' ? <OrderPage id={page.id} role={operator.role} /> : null}
        {page.name === 'audit' ? <AuditPage /> : null}
        {page.name === 'stock' ? <StockPage role={operator.role} /> : null}
        {page.name === 'configs' ? <ConfigsPage role={operator.role} /> : null}
        {page.name === 'catalogue' ? <CataloguePage role={operator.role} /> : null}
        {page.name === 'promotions' ? <PromotionsPage role={operator.role} /> : null}
        {page.name === 'gift-cards' ? <GiftCardsPage role={operator.role} /> : null}
        {page.name === 'zones' ? <ZonesPage role={operator.role} /> : null}
        {page.name === 'email' ? <EmailPage /> : null}
        {page.name === 'operators' ? <OperatorsPage selfId={operator.id} /> : null}
        {page.name === 'experiments' ? <ExperimentsPage role={operator.role} /> : null}
        {page.name === 'totp' ? <TotpPage session={session} /> : null}
        {page.name === 'unknown' ? (
          <>
            <h1>Not found</h1>
            <p>The console has no such page.</p>
          </>
        ) : null}
      </main>
    </div>
  );
}

/**
 * The navigation and the operator's line: in the bar on a wide screen; on a phone (console.css, 640 px and less)
 * behind a "Menu" button that opens them under the bar (a disclosure: aria-expanded and aria-controls). A page chosen
 * closes it, so does Escape, which puts the focus back on the button.
 */
function ConsoleMenu({ pageName, children }: { pageName: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pageName);
  const button = useRef<HTMLButtonElement>(null);
  // A new page closes the menu (its link was pressed, or the address changed).
  if (shownFor !== pageName) {
    setShownFor(pageName);
    setOpen(false);
  }
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="console__menu-button"
        aria-expanded={open}
        aria-controls="console-menu"
        onClick={() => setOpen(!open)}
      >
        <MenuIcon open={open} />
        {open ? 'Close the menu' : 'Menu'}
      </button>
      <div id="console-menu" className="console__menu" data-open={open || undefined}>
        {children}
      </div>
    </>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : (
        <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  );
}
