// /quiz/building/: the "building your plan" moment, then /signup/ for an anonymous visitor or /plan/ for a signed-in
// customer. A failed customer call counts as anonymous: sign-up is where the quiz answers are kept.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { BuildingPlan } from '../features/plan/components/building-plan';
import { pageTitle } from '../lib/page-title';
import { paths } from '../site-routes';

export const meta = () => [{ title: pageTitle('Building your plan') }];

export default function QuizBuildingRoute() {
  const auth = useAuthState();
  const navigate = useNavigate();
  const destination =
    auth.status === 'loading' ? undefined : auth.status === 'authenticated' ? paths.plan : paths.signup;
  const onDone = useCallback((to: string) => navigate(to, { replace: true }), [navigate]);
  return <BuildingPlan destination={destination} onDone={onDone} />;
}
