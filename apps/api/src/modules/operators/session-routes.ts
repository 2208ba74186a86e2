// The operator's session (docs/decisions/200-operators.md): POST /api/admin/session/ (sign in), GET (who), DELETE (sign
// out); POST …/session/totp/ (enrol an authenticator app), POST …/totp/confirm/ (a code from it): operator-sign-in.ts.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  Operator as OperatorSchema,
  OperatorSession,
  OperatorSignInRequest,
  TotpConfirmRequest,
  TotpEnrolment,
} from '@larder/contracts/schemas/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endOperatorSession, mustEnrolTotp, requireOperator, startOperatorSession } from '../audit/operator-guard';
import type { OperatorRow } from '../audit/operator-session-repository';
import { toOperator } from './operator-accounts';
import { OperatorSignIn } from './operator-sign-in';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody };
const tags = ['admin'];
const enrolling = { operatorRole: 'support', duringEnrolment: true } as const;

const sessionOf = (request: FastifyRequest, reply: FastifyReply, operator: OperatorRow) => {
  reply.header('cache-control', 'no-store');
  return { operator: toOperator(operator), totp_enrolment_required: mustEnrolTotp(request, operator) };
};

export const operatorSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock } = app;
  const signIns = new OperatorSignIn(database.db, clock, app.operatorSessions, app.passwords, config);
  const bodyLimit = config.AUTH_BODY_LIMIT_BYTES;

  app.post(
    '/api/admin/session/',
    {
      config: { operatorRole: 'anyone' },
      bodyLimit,
      preValidation: (request, reply) => signIns.countAttempt(reply, request.ip),
      schema: {
        tags,
        summary: 'Sign an operator in (email, password and, once enrolled, an authenticator code)',
        body: OperatorSignInRequest,
        response: { 200: OperatorSession, ...errors },
      },
    },
    async (request, reply) => {
      const attempt = { ...request.body, ip: request.ip };
      const operator = await signIns.signIn(reply, request.log, attempt, (id, tx, secondFactor) =>
        startOperatorSession(request, reply, id, tx, secondFactor),
      );
      return sessionOf(request, reply, operator);
    },
  );

  app.get(
    '/api/admin/session/',
    {
      config: enrolling,
      schema: { tags, summary: 'The signed-in operator', response: { 200: OperatorSession, ...errors } },
    },
    async (request, reply) => sessionOf(request, reply, await requireOperator(request)),
  );

  app.delete(
    '/api/admin/session/',
    {
      config: { operatorRole: 'anyone' },
      bodyLimit,
      schema: {
        tags,
        summary: 'Sign the operator out (final)',
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      await endOperatorSession(request, reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/session/totp/',
    {
      config: enrolling,
      schema: {
        tags,
        summary: 'Start setting up an authenticator app: its secret and otpauth:// URI',
        response: { 201: TotpEnrolment, ...errors },
      },
    },
    async (request, reply) => {
      const started = await signIns.beginTotp(request, config.BRAND_NAME);
      return reply.header('cache-control', 'no-store').code(201).send(started);
    },
  );

  app.post(
    '/api/admin/session/totp/confirm/',
    {
      config: enrolling,
      bodyLimit,
      schema: {
        tags,
        summary: 'Finish setting up the authenticator app with a code it shows',
        body: TotpConfirmRequest,
        response: { 200: OperatorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operator = await signIns.confirmTotp(request, reply, request.body.code);
      reply.header('cache-control', 'no-store');
      return toOperator(operator);
    },
  );
};
