// The operator reads of what the collectors stored (issue 6, docs/decisions/038-telemetry-collectors.md):
//   GET /api/collect/operator/events | logs, with `Authorization: Bearer <TELEMETRY_OPERATOR_TOKEN>` (compared in
// constant time). Registered by routes.ts only when the token is set.
import crypto from 'node:crypto';
import { OperatorReadQuery, StoredEventList, StoredLogList } from '@larder/contracts/schemas/telemetry';
import { OPERATOR_EVENTS_PATH, OPERATOR_LOGS_PATH } from '@larder/contracts/values/telemetry';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { TelemetryReader } from './reader';

function digest(value: string): Buffer {
  return crypto.createHash('sha256').update(value).digest();
}

export const operatorReadRoutes =
  (operatorToken: string): FastifyPluginAsyncZod =>
  async (app) => {
    const expected = digest(operatorToken);
    const requireOperator = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const token = typeof header === 'string' ? /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header)?.[1] : undefined;
      if (token === undefined || !crypto.timingSafeEqual(digest(token), expected)) {
        throw new HttpError(401, 'not_authenticated', 'Operator token required.');
      }
    };
    const readSchema = { tags: ['telemetry'], querystring: OperatorReadQuery };
    const reader = new TelemetryReader(app.database.db);

    app.get(
      OPERATOR_EVENTS_PATH,
      {
        onRequest: requireOperator,
        schema: { ...readSchema, summary: 'Latest stored analytics events', response: { 200: StoredEventList } },
      },
      async (request) => ({
        results: await reader.events({ limit: request.query.limit, afterId: request.query.after_id }),
      }),
    );

    app.get(
      OPERATOR_LOGS_PATH,
      {
        onRequest: requireOperator,
        schema: { ...readSchema, summary: 'Latest stored browser logs', response: { 200: StoredLogList } },
      },
      async (request) => ({
        results: await reader.logs({ limit: request.query.limit, afterId: request.query.after_id }),
      }),
    );
  };
