// Every survey question: one route (`survey/*`); `/survey/plan/` is the plan page (routes.ts). An unknown question is
// the not-found page, prerendered as `/survey/404/` so the server answers unknown ones with this route's document.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { SurveyPage } from '../features/quiz/components/survey-page';
import { surveyStepOfSplat } from '../features/quiz/model/survey-steps';
import { pageTitle } from '../lib/page-title';

// Fetched only for an unknown step: every step's first load would carry it otherwise (decision 070's budget).
const NotFoundRoute = lazy(() => import('./not-found'));

export const meta = () => [{ title: pageTitle('Your preferences') }, { name: 'robots', content: 'noindex' }];

export default function SurveyStepRoute() {
  const step = surveyStepOfSplat(useParams()['*']);
  const auth = useAuthState();
  const customer = auth.status === 'authenticated' ? auth.customer : auth.status === 'anonymous' ? null : undefined;
  if (!step)
    return (
      <Suspense fallback={null}>
        <NotFoundRoute />
      </Suspense>
    );
  return <SurveyPage step={step} customer={customer} />;
}
