// The console's operators screen (issue 42; docs/decisions/208-operators-in-the-console.md): admins list operators and
// pending invitations, invite by email, withdraw an invitation, change a role, disable and enable (operator-team.ts);
// the invited operator chooses a password through the set-up link, signed out (POST …/setup/, limited per address).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  OperatorChangeRequest,
  OperatorIdParams,
  OperatorInvite,
  OperatorInviteRequest,
  OperatorSetupRequest,
  OperatorTeam,
  TeamOperator,
} from '@larder/contracts/schemas/admin-team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../audit/operator-guard';
import { RateLimiter } from '../rate-limits/service';
import { consoleRoute, uncached } from './console-route';
import { OperatorAccounts } from './operator-accounts';
import { OperatorTeamConsole } from './operator-team';
import { SecretBox } from './secret-box';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, database, clock } = app;
  const accounts = new OperatorAccounts(
    database.db,
    clock,
    app.operatorSessions,
    app.passwords,
    new SecretBox(config.OPERATOR_TOTP_KEY),
  );
  const team = new OperatorTeamConsole(database.db, clock, accounts, app.outbox);
  const limiter = new RateLimiter(database.db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);

  app.get(
    '/api/admin/operators/',
    consoleRoute('admin', 'Every operator and the invitations still pending (admin)', {
      response: { 200: OperatorTeam, ...errors },
    }),
    async (_request, reply) => uncached(reply, team.team()),
  );

  app.post(
    '/api/admin/operators/invites/',
    consoleRoute('admin', 'Invite an operator by email: a set-up link that works once, for 72 hours (admin)', {
      body: OperatorInviteRequest,
      response: { 201: OperatorInvite, ...errors },
    }),
    async (request, reply) => reply.code(201).send(await team.invite(await requireOperator(request), request.body)),
  );

  app.delete(
    '/api/admin/operators/invites/:id/',
    consoleRoute('admin', 'Withdraw a pending invitation: its link stops working (admin)', {
      params: OperatorIdParams,
      response: { 204: z.null().describe('No content'), ...errors },
    }),
    async (request, reply) => {
      await team.revoke(await requireOperator(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/admin/operators/:id/',
    consoleRoute('admin', "Change another operator's role, or disable or enable them (admin)", {
      params: OperatorIdParams,
      body: OperatorChangeRequest,
      response: { 200: TeamOperator, ...errors },
    }),
    async (request) => team.change(await requireOperator(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/operators/setup/',
    {
      config: { operatorRole: 'anyone' },
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: (request, reply) =>
        limiter.enforce(reply, [{ key: `operator-setup:ip:${request.ip}`, limit: config.LOGIN_RATE_LIMIT_PER_IP }]),
      schema: {
        tags: ['admin'],
        summary: "An invited operator's password, through the set-up link; they then sign in",
        body: OperatorSetupRequest,
        response: { 201: TeamOperator, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(await team.accept(request.body.token, request.body.password));
    },
  );
};
