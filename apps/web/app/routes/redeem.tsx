// `/redeem/`: a signed-in customer turns a gift card into credits (the sign-up page's redeem variant leads here, and
// the gift card email links here); a visitor is asked to log in or create an account first, coming back here after.
import { Link } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { RedeemForm, RedeemText } from '../features/gift-cards/components/redeem-form';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';
import { ToastRegionOnDemand } from '../ui/toast-region-on-demand';

export const meta = () => [{ title: pageTitle(RedeemText.Heading) }, { name: 'robots', content: 'noindex' }];

const back = new URLSearchParams({ next: paths.redeem }).toString();

export default function RedeemRoute() {
  const auth = useAuthState();
  return (
    <>
      <Header rightActions={auth.status === 'authenticated' ? <LogOutButton /> : undefined} />
      <main className="page page--narrow" aria-busy={auth.status === 'loading' || undefined}>
        <Heading variant="H1">{RedeemText.Heading}</Heading>
        {auth.status === 'authenticated' ? (
          <>
            <Paragraph variant="lead">{RedeemText.Lead}</Paragraph>
            <RedeemForm />
            <p>
              <Link to={paths.account(publicEnv.brandSlug)}>Your account</Link>
            </p>
          </>
        ) : auth.status === 'loading' ? null : (
          <Paragraph>
            <Link to={`${paths.login}?${back}`}>Log in</Link> or{' '}
            <Link to={`${paths.signup}?${back}`}>create an account</Link> to redeem your gift card.
          </Paragraph>
        )}
      </main>
      <ToastRegionOnDemand />
    </>
  );
}
