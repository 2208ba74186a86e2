// /plan/ and, for the native apps, /survey/plan/ (route id 'survey/plan'): the plan page with who is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { CUSTOMER_QUERY_KEY, customerQueryOptions, useAuthState } from '../features/auth/api/get-customer';
import { useLikelySignedIn } from '../features/auth/model/signed-in-hint';
import { featureFlagsQueryOptions, useFeatureFlag } from '../features/flags/api/get-feature-flags';
import { NextWeek } from '../features/menu/components/next-week';
import { planQueryOptions } from '../features/plan/api/get-plan';
import { PlanPage } from '../features/plan/components/plan-page';
import type { PlanViewer } from '../features/plan/model/plan-view';
import { itemRatingsQueryOptions } from '../features/ratings/api/item-ratings';
import { subscriptionQueryOptions, useSubscription } from '../features/subscription/api/subscription-client';
import RateItem from '../flows/rate-item';
import { SaladShooter } from '../flows/salad-shooter';
import { publicEnv } from '../lib/env';
import { PageData, type PageDataProps, pageDataInBrowser } from '../lib/page-data';
import { pageData } from '../lib/page-data.server';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';
import { Header } from '../ui/header';
import type { Route } from './+types/plan';

export const meta = () => [{ title: pageTitle('Your plan') }];

/**
 * Rendered for each visitor by the API process (docs/decisions/070-…): the customer, the flags, the plan and the
 * customer's thumbs, asked together. Prerendered (for a static host) and in the native apps' copy it has no visitor.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    queries: await pageData(context.visitor, [
      customerQueryOptions(),
      featureFlagsQueryOptions(),
      planQueryOptions(),
      itemRatingsQueryOptions(),
      subscriptionQueryOptions(),
    ]),
  };
}

/** Reached in the browser (from the quiz, the header), the page asks for its data itself, as it always did. */
export const clientLoader = pageDataInBrowser;

export default function PlanRoute({ loaderData }: PageDataProps) {
  return (
    <PageData loaderData={loaderData}>
      <Plan />
    </PageData>
  );
}

function Plan() {
  // The route id, not the URL: prerendering sees the URL without its trailing slash.
  const native = useMatches().at(-1)?.id === 'survey/plan';
  const auth = useAuthState();
  // A browser that was signed in asks for the plan beside the customer call, not a round trip after it.
  const likelySignedIn = useLikelySignedIn(auth);
  const queryClient = useQueryClient();
  const amountOfFood = useFeatureFlag('web.amount_of_food_module');
  // A subscriber's plan is their next open week (issue 39): shown with the way to change it, never the first order's
  // plan and checkout. Until the subscription answers, the page stays loading.
  const subscription = useSubscription(likelySignedIn || auth.status === 'authenticated');
  if (auth.status === 'authenticated' && subscription.data) {
    const week = subscription.data.upcoming.find((order) => order.status === 'scheduled');
    return (
      <div className="plan">
        <Header />
        <main className="page">
          <NextWeek
            firstName={auth.customer.first_name}
            week={week}
            menuHref={paths.menu}
            accountHref={paths.account(publicEnv.brandSlug)}
          />
          <SaladShooter order={week} />
        </main>
      </div>
    );
  }
  const viewer: PlanViewer =
    auth.status === 'authenticated'
      ? subscription.isPending && subscription.fetchStatus !== 'idle'
        ? { status: 'loading' }
        : { status: 'authenticated', firstName: auth.customer.first_name }
      : auth;
  return (
    <PlanPage
      viewer={viewer}
      planPath={native ? paths.nativePlan : paths.plan}
      onRetryViewer={() => queryClient.refetchQueries({ queryKey: CUSTOMER_QUERY_KEY })}
      amountOfFood={amountOfFood}
      itemRating={(item) => <RateItem type={item.type} id={item.id} name={item.name} />}
      askEarly={likelySignedIn}
    />
  );
}
