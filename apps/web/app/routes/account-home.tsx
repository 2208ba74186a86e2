import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { VerifyBanner } from '../features/account-settings/components/verify-banner';
import { SettingsText } from '../features/account-settings/model/texts';
import { customerQueryOptions, useAuthState } from '../features/auth/api/get-customer';
import { LogOutButton } from '../features/auth/components/log-out-button';
import { useLikelySignedIn } from '../features/auth/model/signed-in-hint';
import { featureFlagsQueryOptions, useFeatureFlag } from '../features/flags/api/get-feature-flags';
import { itemRatingsQueryOptions } from '../features/ratings/api/item-ratings';
import {
  creditsQueryOptions,
  orderHistoryQueryOptions,
  subscriptionQueryOptions,
  useSubscription,
} from '../features/subscription/api/subscription-client';
import { Credits } from '../features/subscription/components/credits';
import { ratingLinkOf } from '../features/subscription/model/rating-link';
// The subscriber's sections are part of the page's own code: rendered on the server, the page must come with their
// styles (a chunk loaded later brought its stylesheet later, and the sections moved when it applied).
import SubscriberSections, { AccountToasts } from '../flows/account-sections';
import '../features/subscription/components/account-home.css';
import { AfterHydration } from '../lib/after-hydration';
import { publicEnv } from '../lib/env';
import { PageData, type PageDataProps, pageDataInBrowser } from '../lib/page-data';
import { pageData } from '../lib/page-data.server';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';
import { Header } from '../ui/header';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';
import type { Route } from './+types/account-home';

export const meta = () => [{ title: pageTitle('Your account') }, { name: 'robots', content: 'noindex' }];

/**
 * Rendered for each visitor by the API process (docs/decisions/070-…): the customer, the flags, the subscription, the
 * customer's thumbs, the first page of their orders and their credits, asked together. Prerendered (for a static
 * host) it has no visitor.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    queries: await pageData(context.visitor, [
      customerQueryOptions(),
      featureFlagsQueryOptions(),
      subscriptionQueryOptions(),
      itemRatingsQueryOptions(),
      orderHistoryQueryOptions(1),
      creditsQueryOptions(),
    ]),
  };
}

/** Reached in the browser (after logging in, from a link), the page asks for its data itself. */
export const clientLoader = pageDataInBrowser;

export default function AccountHomeRoute({ loaderData }: PageDataProps) {
  return (
    <PageData loaderData={loaderData}>
      <AccountHome />
    </PageData>
  );
}

/**
 * `/my{product}/`: the returning customer's home: once they subscribed, their deliveries (edit, skip), the
 * subscription's settings, their orders and credits; else the way to the plan.
 */
function AccountHome() {
  const auth = useAuthState();
  // A browser that was signed in asks for the subscription beside the customer call, not a round trip after it.
  const likelySignedIn = useLikelySignedIn(auth);
  const subscription = useSubscription(likelySignedIn);
  const amountOfFood = useFeatureFlag('web.amount_of_food_module');
  const deliveryRating = useFeatureFlag('web.delivery_rating_module');
  const askWorth = useFeatureFlag('web.perceived_value_questions');
  const navigate = useNavigate();
  // The delivered email's one-tap rating: `?rate=<orderId>&stars=<n>` opens that box's rating with those stars chosen.
  // (`useLocation`, not `useSearchParams`: the storefront uses no other, and it would add to every page's first load.)
  const ratingLink = ratingLinkOf(new URLSearchParams(useLocation().search));
  const loginPath = `${paths.login}?${new URLSearchParams({ next: paths.account(publicEnv.brandSlug) })}`;
  // The account home is for customers: a visitor logs in first and comes back here. Someone who logs out here goes
  // where the log-out button sends them.
  const signedInHere = useRef(false);
  if (auth.status === 'authenticated') signedInHere.current = true;
  // The way back keeps the address's query and fragment (the email's rating link) for after logging in.
  useEffect(() => {
    if (auth.status !== 'anonymous' || signedInHere.current) return;
    const { search: query, hash } = window.location;
    const back = `${paths.account(publicEnv.brandSlug)}${query}${hash}`;
    navigate(query || hash ? `${paths.login}?${new URLSearchParams({ next: back })}` : loginPath, { replace: true });
  }, [auth.status, navigate, loginPath]);
  // Below the deliveries, shown with them: put there while they load, it would be pushed down when they arrive.
  const settingsLink = (
    <p>
      <Link to={paths.accountSettings(publicEnv.brandSlug)}>{SettingsText.SettingsLink}</Link>
    </p>
  );
  return (
    <>
      <Header rightActions={auth.status === 'authenticated' ? <LogOutButton /> : undefined} />
      <main className="page account-home" aria-busy={auth.status === 'loading' || undefined}>
        {auth.status === 'authenticated' ? (
          <>
            {auth.customer.email_verified ? null : <VerifyBanner email={auth.customer.email} />}
            <Heading variant="H1">Welcome back, {auth.customer.first_name}</Heading>
            {subscription.data ? (
              <>
                <SubscriberSections
                  view={subscription.data}
                  amountOfFood={amountOfFood}
                  deliveryRating={deliveryRating}
                  askWorth={askWorth}
                  ratingLink={ratingLink}
                />
                <AfterHydration>{settingsLink}</AfterHydration>
              </>
            ) : subscription.data === null ? (
              <>
                <Paragraph variant="lead">Your plan for the week is ready when you are.</Paragraph>
                <p>
                  <Link to={paths.plan}>See this week's plan</Link>
                </p>
                <Credits />
                {settingsLink}
              </>
            ) : subscription.isError ? (
              <>
                <Paragraph role="alert">We couldn't load your deliveries. Reload the page to try again.</Paragraph>
                {settingsLink}
              </>
            ) : (
              <Paragraph role="status">Loading your deliveries…</Paragraph>
            )}
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
      {auth.status === 'authenticated' && subscription.data && <AccountToasts />}
    </>
  );
}
