// The operator's session and authenticator, and the audit log (docs/decisions/200-operators.md):
// POST /api/admin/session/ (sign in, rate-limited), GET (who), DELETE (sign out);
// POST /api/admin/session/totp/ (start enrolling an authenticator app), POST …/totp/confirm/ (a code from it);
// GET /api/admin/audit/ (support and up). The role check itself is audit/operator-guard.ts's, on every /api/admin/ route.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AuditPage,
  AuditQuery,
  Operator as OperatorSchema,
  OperatorSession,
  OperatorSignInRequest,
  TotpConfirmRequest,
  TotpEnrolment,
} from '@larder/contracts/schemas/admin';
import { AdminErrorCode, AdminMessage } from '@larder/contracts/values/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { publicRequestUrl } from '../../lib/public-url';
import { listAudit } from '../audit/audit-log';
import { endOperatorSession, mustEnrolTotp, requireOperator, startOperatorSession } from '../audit/operator-guard';
import { emailBucket, RateLimiter } from '../rate-limits/service';
import { catalogueAdminRoutes } from './catalogue-routes';
import { customerConsoleRoutes } from './customer-routes';
import { deliveryConsoleRoutes } from './delivery-routes';
import { emailRoutes } from './email-routes';
import { OperatorAccounts, toOperator } from './operator-accounts';
import { promotionRoutes } from './promotion-routes';
import { updateOperator } from './repository';
import { SecretBox } from './secret-box';
import { todayConsoleRoutes } from './today-routes';
import { zoneRoutes } from './zone-routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock } = app;
  const accounts = new OperatorAccounts(
    database.db,
    clock,
    app.operatorSessions,
    new SecretBox(config.OPERATOR_TOTP_KEY),
  );
  const limiter = new RateLimiter(database.db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  // The console's Today, Customers and Deliveries screens.
  await app.register(todayConsoleRoutes);
  await app.register(customerConsoleRoutes);
  await app.register(deliveryConsoleRoutes);
  // The store screens' routes (catalogue, promotions and gift cards, zones, email), each file its own.
  await app.register(catalogueAdminRoutes);
  await app.register(promotionRoutes);
  await app.register(zoneRoutes);
  await app.register(emailRoutes);

  /** Every attempt counts per client address, before validation (as customers' logins, decision 013). */
  const perAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    await limiter.enforce(reply, [{ key: `operator-signin:ip:${request.ip}`, limit: config.LOGIN_RATE_LIMIT_PER_IP }]);
  };

  app.post(
    '/api/admin/session/',
    {
      config: { operatorRole: 'anyone' },
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: perAddress,
      schema: {
        tags: ['admin'],
        summary: 'Sign an operator in (email, password and, once enrolled, an authenticator code)',
        body: OperatorSignInRequest,
        response: { 200: OperatorSession, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, totp_code } = request.body;
      // Failed attempts are counted per address and email together: past AUTH_RATE_LIMIT_PER_EMAIL, 429.
      const pair = emailBucket(`operator-signin:ip:${request.ip}`, email);
      limiter.refuseAtLimit(reply, await limiter.failures([pair]), {
        key: pair,
        limit: config.AUTH_RATE_LIMIT_PER_EMAIL,
      });
      const result = await accounts.verifySignIn(email, password, totp_code);
      if (result.outcome === 'totp-required') {
        throw new HttpError(401, AdminErrorCode.TotpRequired, AdminMessage.TotpRequired);
      }
      if (result.outcome === 'unreadable-secret') {
        request.log.error(
          { operatorId: result.operator.id },
          'an operator’s authenticator secret cannot be opened: OPERATOR_TOTP_KEY is unset or not the key it was sealed with (npm run operators -- reset-authenticator EMAIL gives them a new one)',
        );
      }
      if (result.outcome !== 'signed-in') {
        await limiter.fail([pair]);
        if (result.outcome === 'invalid-totp' || result.outcome === 'unreadable-secret') {
          throw new HttpError(401, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
        }
        throw new HttpError(401, AdminErrorCode.InvalidCredentials, AdminMessage.InvalidCredentials);
      }
      const operator = await database.db.transaction(async (tx) => {
        const row = await updateOperator(tx, result.operator.id, { lastSignInAt: clock.now() });
        await startOperatorSession(request, reply, row.id, tx);
        return row;
      });
      noStore(reply);
      return { operator: toOperator(operator), totp_enrolment_required: mustEnrolTotp(request, operator) };
    },
  );

  app.get(
    '/api/admin/session/',
    {
      config: { operatorRole: 'support', duringEnrolment: true },
      schema: { tags: ['admin'], summary: 'The signed-in operator', response: { 200: OperatorSession, ...errors } },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      noStore(reply);
      return { operator: toOperator(operator), totp_enrolment_required: mustEnrolTotp(request, operator) };
    },
  );

  app.delete(
    '/api/admin/session/',
    {
      config: { operatorRole: 'anyone' },
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
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
      config: { operatorRole: 'support', duringEnrolment: true },
      schema: {
        tags: ['admin'],
        summary: 'Start setting up an authenticator app: its secret and otpauth:// URI',
        response: { 201: TotpEnrolment, ...errors },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const started = await accounts.beginTotp(operator.id, config.BRAND_NAME);
      if (started === 'enrolled') {
        throw new HttpError(409, AdminErrorCode.TotpAlreadyEnrolled, AdminMessage.TotpAlreadyEnrolled);
      }
      noStore(reply);
      return reply.code(201).send({ secret: started.secret, otpauth_uri: started.uri });
    },
  );

  app.post(
    '/api/admin/session/totp/confirm/',
    {
      config: { operatorRole: 'support', duringEnrolment: true },
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['admin'],
        summary: 'Finish setting up the authenticator app with a code it shows',
        body: TotpConfirmRequest,
        response: { 200: OperatorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const outcome = await accounts.confirmTotp(operator.id, request.body.code);
      if (outcome === 'enrolled') {
        throw new HttpError(409, AdminErrorCode.TotpAlreadyEnrolled, AdminMessage.TotpAlreadyEnrolled);
      }
      if (outcome === 'not-started') {
        throw new HttpError(409, AdminErrorCode.TotpNotStarted, AdminMessage.TotpNotStarted);
      }
      if (outcome === 'invalid') throw new HttpError(400, AdminErrorCode.InvalidTotp, AdminMessage.InvalidTotp);
      noStore(reply);
      return toOperator(outcome);
    },
  );

  app.get(
    '/api/admin/audit/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first: filter by operator, record and date range',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const from = query.from === undefined ? undefined : new Date(query.from);
      const to = query.to === undefined ? undefined : new Date(query.to);
      if (from && to && from >= to) {
        throw new HttpError(400, AdminErrorCode.Refused, '`from` must be before `to`.', {
          to: ['Must be after from.'],
        });
      }
      noStore(reply);
      return listAudit(database.db, {
        operatorId: query.operator,
        recordType: query.record_type,
        recordId: query.record_id,
        from,
        to,
        limit: query.limit,
        offset: query.offset,
        url: publicRequestUrl(request),
      });
    },
  );
};
