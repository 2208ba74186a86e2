// /plan/ and, for the native apps, /survey/plan/ (route id 'survey/plan'): the plan page with who is signed in.
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { CUSTOMER_QUERY_KEY, useAuthState } from '../features/auth/api/get-customer';
import { useLikelySignedIn } from '../features/auth/model/signed-in-hint';
import { useFeatureFlag } from '../features/flags/api/get-feature-flags';
import { PlanPage } from '../features/plan/components/plan-page';
import type { PlanViewer } from '../features/plan/model/plan-view';
import RateItem from '../flows/rate-item';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';

export const meta = () => [{ title: pageTitle('Your plan') }];

export default function PlanRoute() {
  // The route id, not the URL: prerendering sees the URL without its trailing slash.
  const native = useMatches().at(-1)?.id === 'survey/plan';
  const auth = useAuthState();
  // A browser that was signed in asks for the plan beside the customer call, not a round trip after it.
  const likelySignedIn = useLikelySignedIn(auth);
  const queryClient = useQueryClient();
  const amountOfFood = useFeatureFlag('web.amount_of_food_module');
  const viewer: PlanViewer =
    auth.status === 'authenticated' ? { status: 'authenticated', firstName: auth.customer.first_name } : auth;
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
