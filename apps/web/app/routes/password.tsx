// `/password/forgot/` and `/password/reset/?token=…` (one route: one entry in the route manifest every page loads;
// other paths under /password/ are not found). A reset puts the new session's customer in the cache and lands on the
// account home.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { ForgotPasswordPage } from '../features/account-access/components/forgot-password-page';
import { ResetPasswordPage } from '../features/account-access/components/reset-password-page';
import { RecoveryText } from '../features/account-access/model/recovery-texts';
import { CUSTOMER_QUERY_KEY } from '../features/auth/api/get-customer';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';
import { paths } from '../site-routes';
import NotFoundRoute from './not-found';

export const meta = ({ location }: { location: { pathname: string } }) => [
  {
    title: pageTitle(
      location.pathname.startsWith(paths.resetPassword) ? RecoveryText.ResetHeading : RecoveryText.ForgotHeading,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

function ResetPasswordRoute() {
  const search = usePageSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = search === undefined ? undefined : (new URLSearchParams(search).get('token') ?? '');
  const onReset = (customer: Customer) => {
    queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, customer);
    navigate(paths.account(publicEnv.brandSlug), { replace: true });
  };
  return <ResetPasswordPage token={token} onReset={onReset} />;
}

export default function PasswordRoute() {
  const which = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (which === 'forgot') return <ForgotPasswordPage />;
  if (which === 'reset') return <ResetPasswordRoute />;
  return <NotFoundRoute />;
}
