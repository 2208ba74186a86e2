// GET /api/v2/quiz_options/: the taxonomy the quiz screens offer (tags by group, dish types, goals, habits, needs).
import type { QuizOptions } from '@larder/contracts/quiz-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

const PATH = '/api/v2/quiz_options/';
const STALE_MS = 5 * 60_000;

export async function getQuizOptions(): Promise<QuizOptions> {
  return expectStatus<QuizOptions>(await request({ path: PATH }), { method: 'GET', path: PATH });
}

export const quizOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['quiz', 'options'], queryFn: getQuizOptions, staleTime: STALE_MS });

export function useQuizOptions() {
  return useQuery(quizOptionsQueryOptions());
}
