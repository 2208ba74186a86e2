// What the preferences routes share (docs/decisions/030-quiz-and-preference-save.md): the `{id}` parameter, the
// error answers, and the check that a path is the signed-in customer's own (`{id}` is their id or `self`; anything
// else is 403, and so is an anonymous call).
import { PreferenceErrorCode, PreferenceMessage } from '@larder/contracts/schemas/preferences';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

export const CustomerParams = z.object({
  id: z.string().regex(/^(self|\d{1,10})$/, 'Enter a customer id or self.'),
});

export const preferenceErrors = errorAnswers(400, 401, 403, 413, 503);

/**
 * A route's options: the preferences tag, its summary, its 200 answer and the rest of its schema (`params` for a path
 * with `{id}`, `body`, or a `response` of its own).
 */
export const spec = <S extends object>(summary: string, answer: z.ZodType, schema?: S) => ({
  schema: { tags: ['preferences'], summary, response: { 200: answer, ...preferenceErrors }, ...schema } as {
    tags: string[];
    summary: string;
    response: Record<number, z.ZodType>;
  } & S,
});

/** The signed-in customer's id; 403 when anonymous or when `{id}` names someone else. */
export async function ownCustomerId(request: FastifyRequest, id = 'self'): Promise<number> {
  const customer = await requireCustomer(request);
  if (id !== 'self' && Number(id) !== customer.id) {
    throw new HttpError(403, PreferenceErrorCode.NotYourRecord, PreferenceMessage.NotYourRecord);
  }
  return customer.id;
}
