// `/email/verify/?token=…` and `/email/confirm/?token=…` (emailed links; one route, other paths under /email/ are not
// found): the answer's customer goes in the cache.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { EmailLinkPage } from '../features/account-settings/components/email-link-page';
import { EmailLinkText } from '../features/account-settings/model/texts';
import { CUSTOMER_QUERY_KEY } from '../features/auth/api/get-customer';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { usePageSearch } from '../lib/use-hydrated';
import { paths } from '../site-routes';
import NotFoundRoute from './not-found';

export const meta = ({ location }: { location: { pathname: string } }) => [
  {
    title: pageTitle(
      location.pathname.startsWith(paths.confirmEmail) ? EmailLinkText.ConfirmHeading : EmailLinkText.VerifyHeading,
    ),
  },
  { name: 'robots', content: 'noindex' },
];

export default function EmailLinkRoute() {
  const which = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const search = usePageSearch();
  const queryClient = useQueryClient();
  const token = search === undefined ? undefined : (new URLSearchParams(search).get('token') ?? '');
  // The link may be opened in a browser that is signed in to the account, or in none: update only a matching one.
  const onCustomer = (customer: Customer) =>
    queryClient.setQueryData<Customer | null>(CUSTOMER_QUERY_KEY, (current) =>
      current && current.id === customer.id ? customer : current,
    );
  if (which !== 'verify' && which !== 'confirm') return <NotFoundRoute />;
  return (
    <EmailLinkPage
      kind={which}
      token={token}
      accountPath={paths.account(publicEnv.brandSlug)}
      onCustomer={onCustomer}
    />
  );
}
