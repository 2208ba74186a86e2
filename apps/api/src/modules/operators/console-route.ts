// What every console route declares (docs/decisions/200-operators.md): the lowest role it allows (read by
// audit/operator-guard.ts before the body is parsed), its OpenAPI tag and summary; and reads answered uncached.
import type { OperatorRole } from '@larder/contracts/values/admin';
import type { FastifyReply } from 'fastify';

/** A console route's options: `operatorRole` and up, tagged `admin`, with the rest of its schema. */
export const consoleRoute = <S extends object>(operatorRole: OperatorRole, summary: string, schema: S) => ({
  config: { operatorRole },
  schema: { tags: ['admin'], summary, ...schema },
});

/** The answer of a console read, which no cache keeps. */
export async function uncached<T>(reply: FastifyReply, answer: Promise<T>): Promise<T> {
  const value = await answer;
  reply.header('cache-control', 'no-store');
  return value;
}
