// PATCH /api/v2/customers/{id}/quizzes/: change only the fields that differ.
import type { QuizRecord, QuizRecordPatch } from '@larder/contracts/quiz-record';
import { request } from '../../../lib/request';
import { expectStatus } from './api-error';
import { quizzesPath } from './get-quiz-record';

export async function patchQuizRecord(customerId: number, fields: QuizRecordPatch): Promise<QuizRecord> {
  const path = quizzesPath(customerId);
  return expectStatus(await request({ method: 'PATCH', path, body: fields }), { method: 'PATCH', path });
}
