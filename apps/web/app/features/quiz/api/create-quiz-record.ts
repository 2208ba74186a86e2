// POST /api/v2/customers/{id}/quizzes/: the customer's first quiz record (409 when one exists).
import type { QuizRecord, QuizRecordCreate } from '@larder/contracts/quiz-record';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { quizzesPath } from './get-quiz-record';

export async function createQuizRecord(customerId: number, record: QuizRecordCreate): Promise<QuizRecord> {
  const path = quizzesPath(customerId);
  return expectStatus(await request({ method: 'POST', path, body: record }), { method: 'POST', path }, [201]);
}
