// Every error leaves the API as JSON {detail, code}. 5xx details are never shown to clients.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    detail: string,
    /** Extra fields merged into the body, e.g. field errors `{email: ['...']}`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
  }
}

/** True for errors that mean the database cannot be reached (answered with 503 rather than 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '53300'].includes(code)
    ) {
      return true;
    }
    if (
      typeof message === 'string' &&
      /PGlite is closed|Connection terminated|Cannot use a pool after calling end|timeout exceeded when trying to connect/i.test(
        message,
      )
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      // Field errors go first: a request field named `detail` or `code` must not replace the body's own keys.
      return reply.status(error.statusCode).send({ ...error.extra, detail: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        fields[field] = [...(fields[field] ?? []), issue.message ?? 'Invalid value.'];
      }
      // A field named `code` or `detail` cannot be a key of its own: its message becomes the detail.
      const hidden = fields.code ?? fields.detail;
      return reply.status(400).send({ ...fields, detail: hidden?.[0] ?? 'Invalid request.', code: 'invalid_request' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ detail: 'Service temporarily unavailable.', code: 'service_unavailable' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ detail: 'Internal server error.', code: 'internal_error' });
    }
    return reply.status(status).send({ detail: error.message, code: (error.code ?? 'bad_request').toLowerCase() });
  });
}
