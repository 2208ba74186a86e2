import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { VerifyBanner } from '../features/account-settings/components/verify-banner';
import { SettingsText } from '../features/account-settings/model/texts';
import { useAuthState } from '../features/auth/api/get-customer';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { useFeatureFlag } from '../features/flags/api/get-feature-flags';
import { useSubscription } from '../features/subscription/api/subscription-client';
import { Deliveries } from '../features/subscription/components/deliveries';
import { ManageSubscription } from '../features/subscription/components/manage';
import { Credits, OrderHistory } from '../features/subscription/components/orders-and-credits';
import '../features/subscription/components/account-home.css';
import RateItem from '../flows/rate-item';
import { SubscriptionPayment } from '../flows/subscription-payment';
import { publicEnv } from '../lib/env';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';
import { ToastRegion } from '../ui/toast-region';

export const meta = () => [{ title: pageTitle('Your account') }, { name: 'robots', content: 'noindex' }];

/**
 * `/my{product}/`: the returning customer's home: once they subscribed, their deliveries (edit, skip), the
 * subscription's settings, their orders and credits; else the way to the plan.
 */
export default function AccountHomeRoute() {
  const auth = useAuthState();
  const subscription = useSubscription(auth.status === 'authenticated');
  const [cardOpen, setCardOpen] = useState(false);
  const amountOfFood = useFeatureFlag('web.amount_of_food_module');
  const deliveryRating = useFeatureFlag('web.delivery_rating_module');
  const askWorth = useFeatureFlag('web.perceived_value_questions');
  const navigate = useNavigate();
  const loginPath = `${paths.login}?${new URLSearchParams({ next: paths.account(publicEnv.brandSlug) })}`;
  // The account home is for customers: a visitor logs in first and comes back here. Someone who logs out here goes
  // where the log-out button sends them.
  const signedInHere = useRef(false);
  if (auth.status === 'authenticated') signedInHere.current = true;
  useEffect(() => {
    if (auth.status === 'anonymous' && !signedInHere.current) navigate(loginPath, { replace: true });
  }, [auth.status, navigate, loginPath]);
  return (
    <>
      <Header rightActions={auth.status === 'authenticated' ? <LogOutButton /> : undefined} />
      <main className="page page--narrow" aria-busy={auth.status === 'loading' || undefined}>
        {auth.status === 'authenticated' ? (
          <>
            {auth.customer.email_verified ? null : <VerifyBanner email={auth.customer.email} />}
            <Heading variant="H1">Welcome back, {auth.customer.first_name}</Heading>
            {subscription.data ? (
              <>
                <Deliveries
                  view={subscription.data}
                  pictureOrigin={publicEnv.apiOrigin}
                  onUpdateCard={() => setCardOpen(true)}
                  amountOfFood={amountOfFood}
                  itemRating={(line) => <RateItem type={line.type} id={line.id} name={line.name} />}
                  deliveryRating={deliveryRating}
                  askWorth={askWorth}
                />
                <ManageSubscription view={subscription.data} />
                <SubscriptionPayment view={subscription.data} isCardOpen={cardOpen} onCardOpenChange={setCardOpen} />
                <OrderHistory />
                <Credits />
              </>
            ) : subscription.data === null ? (
              <>
                <Paragraph variant="lead">Your plan for the week is ready when you are.</Paragraph>
                <p>
                  <Link to={paths.plan}>See this week's plan</Link>
                </p>
                <Credits />
              </>
            ) : subscription.isError ? (
              <Paragraph role="alert">We couldn't load your deliveries. Reload the page to try again.</Paragraph>
            ) : (
              <Paragraph role="status">Loading your deliveries…</Paragraph>
            )}
            <p>
              <Link to={paths.accountSettings(publicEnv.brandSlug)}>{SettingsText.SettingsLink}</Link>
            </p>
          </>
        ) : auth.status === 'loading' ? (
          <Heading variant="H1">Your account</Heading>
        ) : (
          <>
            <Heading variant="H1">Your account</Heading>
            <Paragraph>
              <Link to={loginPath}>Log in</Link> to see your plan and your deliveries.
            </Paragraph>
          </>
        )}
      </main>
      <ToastRegion />
    </>
  );
}
