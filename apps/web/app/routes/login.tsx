import { LoginPage } from '../features/account-access/components/login-page';
import { safeNext } from '../features/account-access/model/destination';
import { useAccountAccess } from '../flows/use-account-access';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';

export const meta = () => [{ title: pageTitle('Log in') }];

export default function LoginRoute() {
  const search = usePageSearch();
  const next =
    search === undefined ? undefined : safeNext(new URLSearchParams(search).get('next'), window.location.origin);
  const access = useAccountAccess({ next, ready: search !== undefined });

  return (
    <LoginPage
      next={next}
      ssoButtons={access.ssoButtons}
      onLoggedIn={access.loggedIn}
      onUnknownError={access.onUnknownError}
    />
  );
}
