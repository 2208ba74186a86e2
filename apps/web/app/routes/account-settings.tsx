// `/my{product}/settings/`: the settings page with the signed-in customer; a change of name or password puts the
// new customer in the cache; signing out everywhere forgets the customer and goes to the login page.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { SettingsPage } from '../features/account-settings/components/settings-page';
import { SettingsText } from '../features/account-settings/model/texts';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { writeSignedInHint } from '../features/auth/model/signed-in-hint';
import { useProviderLinkButtons } from '../flows/provider-link-buttons';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';

export const meta = () => [{ title: pageTitle(SettingsText.Heading) }, { name: 'robots', content: 'noindex' }];

export default function AccountSettingsRoute() {
  const auth = useAuthState();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const linkButtons = useProviderLinkButtons();
  const customer = auth.status === 'authenticated' ? auth.customer : auth.status === 'loading' ? undefined : null;
  return (
    <SettingsPage
      customer={customer}
      accountPath={paths.account(publicEnv.brandSlug)}
      loginPath={`${paths.login}?${new URLSearchParams({ next: paths.accountSettings(publicEnv.brandSlug) })}`}
      headerActions={auth.status === 'authenticated' ? <LogOutButton /> : undefined}
      onCustomerChanged={(changed: Customer) => queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, changed)}
      onSignedOutEverywhere={() => {
        writeSignedInHint(false);
        queryClient.clear();
        queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, null);
        navigate(paths.login, { replace: true });
      }}
      linkButtons={linkButtons}
    />
  );
}
