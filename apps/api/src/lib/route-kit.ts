// What every route module declares the same way: its error answers (the OpenAPI responses whose body is the
// contracts' ErrorBody) and, for a customer's or an operator's own data, answers no cache may keep.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import type { FastifyInstance } from 'fastify';

/** The 4xx and 5xx statuses a route may answer with an ErrorBody. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503;

/** `{400: ErrorBody, …}` for the statuses named, in their order: a route's error responses. */
export function errorAnswers<S extends ErrorStatus>(...statuses: S[]): { [K in S]: typeof ErrorBody } {
  return Object.fromEntries(statuses.map((status) => [status, ErrorBody])) as { [K in S]: typeof ErrorBody };
}

/** Every answer of this plugin's routes is `Cache-Control: no-store` (a person's own data, never shared or kept). */
export function answerNoStore(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
