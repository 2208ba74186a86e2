// The operator console at /admin/ (issue 28): its own lazily loaded part of the web app. Client-rendered: the route
// prerenders only a shell; everything an operator sees is read from /api/admin/ after sign-in. The session decides
// what shows: the sign-in page, or the layout (navigation, the operator's email and role, sign-out) and a page.
import type { OperatorSession } from '@larder/contracts/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink, Route, Routes } from 'react-router';
import { Button } from '../../ui/button';
import { fetchSession, sessionKey, signOut } from './api';
import { AuditPage } from './audit-page';
import { ConfigsPage } from './configs-page';
import { OrderPage } from './order-page';
import { OrdersPage } from './orders-page';
import { SignInPage } from './sign-in-page';
import './console.css';

export default function ConsoleApp() {
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
  if (!session.data) return <SignInPage />;
  return <ConsoleLayout session={session.data} />;
}

function ConsoleLayout({ session }: { session: OperatorSession }) {
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: signOut,
    onSettled: () => {
      // Signed out (or already): the sign-in page, and nothing the operator read stays in memory.
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ queryKey: ['console'], predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
  const { operator } = session;
  return (
    <div className="console">
      <header className="console__bar">
        <p className="console__brand">Larder console</p>
        <nav aria-label="Console" className="console__nav">
          <NavLink to="/admin/orders/">Orders</NavLink>
          <NavLink to="/admin/audit/">Audit log</NavLink>
          <NavLink to="/admin/configs/">Configs and flags</NavLink>
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
      </header>
      <main className="console__main">
        {session.totp_enrolment_required ? (
          <p role="alert" className="console__problem">
            Admins must set up an authenticator app before anything else.
          </p>
        ) : null}
        <Routes>
          <Route index element={<OrdersPage />} />
          <Route path="orders" element={<OrdersPage />} />
          <Route path="orders/:id" element={<OrderPage role={operator.role} />} />
          <Route path="audit" element={<AuditPage />} />
          <Route path="configs" element={<ConfigsPage role={operator.role} />} />
          <Route
            path="*"
            element={
              <>
                <h1>Not found</h1>
                <p>The console has no such page.</p>
              </>
            }
          />
        </Routes>
      </main>
    </div>
  );
}
