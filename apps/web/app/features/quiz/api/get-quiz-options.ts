// GET /api/v2/quiz_options/: the taxonomy the quiz screens offer (tags by group, dish types, goals, habits, needs).
import type { QuizOptions } from '@larder/contracts/schemas/quiz-options';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

const PATH = '/api/v2/quiz_options/';
const STALE_MS = 5 * 60_000;

export function getQuizOptions(): Promise<QuizOptions> {
  return requestJson<QuizOptions>({ path: PATH });
}

export const quizOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['quiz', 'options'], queryFn: getQuizOptions, staleTime: STALE_MS });

export function useQuizOptions() {
  return useQuery(quizOptionsQueryOptions());
}
