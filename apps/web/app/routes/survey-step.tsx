// Every survey question (the route id names the step: the URL is not used, because prerendering sees it without its
// trailing slash). `/survey/plan/` is the plan page (routes.ts).
import { useMatches } from 'react-router';
import { useAuthState } from '../features/auth/api/get-customer';
import { SurveyPage } from '../features/quiz/components/survey-page';
import { surveyStepOfRouteId } from '../features/quiz/model/survey-steps';
import { pageTitle } from '../lib/page-title';

export const meta = () => [{ title: pageTitle('Your preferences') }, { name: 'robots', content: 'noindex' }];

export default function SurveyStepRoute() {
  const step = surveyStepOfRouteId(useMatches().at(-1)?.id) ?? 'hello';
  const auth = useAuthState();
  const customer = auth.status === 'authenticated' ? auth.customer : auth.status === 'anonymous' ? null : undefined;
  return <SurveyPage step={step} customer={customer} />;
}
