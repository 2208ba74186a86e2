// Every quiz step: one route (`quiz/*`), so one entry in the route manifest every page loads. An unknown step is the
// not-found page, prerendered as `/quiz/404/` so the server answers unknown steps with this route's own document.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { customerQueryOptions } from '../features/auth/api/get-customer';
import { QuizPage } from '../features/quiz/components/quiz-page';
import { stepOfSplat } from '../features/quiz/model/quiz-steps';
import { pageTitle } from '../lib/page-title';
import { ApiError } from '../lib/request';

// Fetched only for an unknown step: every step's first load would carry it otherwise (decision 070's budget).
const NotFoundRoute = lazy(() => import('./not-found'));

export const meta = () => [{ title: pageTitle('Your preferences') }];

export default function QuizStepRoute() {
  const step = stepOfSplat(useParams()['*']);
  const queryClient = useQueryClient();
  const signedInCustomer = async () => {
    // Any answer but the customer (403, or an unexpected status) counts as anonymous here.
    const customer = await queryClient.fetchQuery(customerQueryOptions()).catch((error: unknown) => {
      if (error instanceof ApiError) return null;
      throw error;
    });
    return customer ?? undefined;
  };
  if (!step)
    return (
      <Suspense fallback={null}>
        <NotFoundRoute />
      </Suspense>
    );
  return <QuizPage step={step} signedInCustomer={signedInCustomer} />;
}
