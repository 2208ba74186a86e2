// GET /api/v2/customers/{id}/quizzes/: the customer's quiz record, or undefined before the first POST.
import type { QuizRecord, QuizRecordList } from '@larder/contracts/quiz-record';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';

export const quizzesPath = (customerId: number) => `/api/v2/customers/${customerId}/quizzes/`;

export async function getQuizRecord(customerId: number): Promise<QuizRecord | undefined> {
  const path = quizzesPath(customerId);
  const list = expectStatus<QuizRecordList>(await request({ path }), { method: 'GET', path });
  return list[0];
}
