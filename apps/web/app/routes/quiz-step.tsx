// Every quiz step (the route id names the step: the URL is not used, because prerendering sees it
// without its trailing slash).
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { customerQueryOptions } from '../features/auth/api/get-customer';
import { QuizPage } from '../features/quiz/components/quiz-page';
import { FIRST_STEP, stepOfRouteId } from '../features/quiz/model/quiz-steps';
import { pageTitle } from '../lib/page-title';
import { ApiError } from '../lib/request';

export const meta = () => [{ title: pageTitle('Your preferences') }];

export default function QuizStepRoute() {
  const step = stepOfRouteId(useMatches().at(-1)?.id) ?? FIRST_STEP;
  const queryClient = useQueryClient();
  const signedInCustomer = async () => {
    // Any answer but the customer (403, or an unexpected status) counts as anonymous here.
    const customer = await queryClient.fetchQuery(customerQueryOptions()).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    return customer ?? undefined;
  };
  return <QuizPage step={step} signedInCustomer={signedInCustomer} />;
}
