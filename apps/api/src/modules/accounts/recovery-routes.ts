// Links we email (issue 14; docs/decisions/140-email-and-recovery.md):
//   POST /api/password/forgot/        {email} → 202, the same answer for any address (rate-limited per address and IP)
//   POST /api/password/reset/check/   {token} → 200 {valid: true} | 400 token_invalid, token_expired, token_used
//   POST /api/password/reset/         {token, password} → 200 Customer; every session ends, this browser signs in
// The links that verify or confirm an address are email-link-routes.ts's.

import {
  ForgotPasswordRequest,
  ResetTokenStatus,
  SentResponse,
  TokenRequest,
} from '@larder/contracts/schemas/account-security';
import { Customer } from '@larder/contracts/schemas/accounts';
import { RecoveryMessage } from '@larder/contracts/values/account-security';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/route-kit';
import { emailBucket, RateLimiter } from '../rate-limits/service';
import { emailLinkRoutes } from './email-link-routes';
import { NewPasswordField } from './password-policy';
import { startSession } from './session-plugin';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = errorAnswers(400, 403, 413, 429);

const ResetPasswordBody = TokenRequest.extend({ password: NewPasswordField });

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock } = app;
  const { db } = app.database;
  const { recovery } = app.accounts;
  const limiter = new RateLimiter(db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const bodyLimit = config.AUTH_BODY_LIMIT_BYTES;
  await app.register(emailLinkRoutes);

  app.post(
    '/api/password/forgot/',
    {
      bodyLimit,
      // Counted per client address and per address typed, before validation: bad attempts count too.
      preValidation: async (request: FastifyRequest, reply: FastifyReply) => {
        const email = (request.body as { email?: unknown } | undefined)?.email;
        const rules = [{ key: `forgot:ip:${request.ip}`, limit: config.FORGOT_PASSWORD_RATE_LIMIT_PER_IP }];
        if (typeof email === 'string' && email.trim() !== '') {
          rules.push({ key: emailBucket('forgot', email), limit: config.AUTH_RATE_LIMIT_PER_EMAIL });
        }
        await limiter.enforce(reply, rules);
      },
      schema: {
        tags: ['accounts'],
        summary: 'Email a password-reset link (the same answer for any address)',
        consumes: FORMS,
        body: ForgotPasswordRequest,
        response: { 202: SentResponse, ...errors },
      },
    },
    async (request, reply) => {
      await recovery.requestReset(request.body.email);
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ detail: RecoveryMessage.LinkSent });
    },
  );

  app.post(
    '/api/password/reset/check/',
    {
      bodyLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Whether a password-reset link may still be used',
        consumes: FORMS,
        body: TokenRequest,
        response: { 200: ResetTokenStatus, ...errors },
      },
    },
    async (request, reply) => {
      await recovery.checkReset(request.body.token);
      reply.header('cache-control', 'no-store');
      return { valid: true as const };
    },
  );

  app.post(
    '/api/password/reset/',
    {
      bodyLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with a reset link; every session ends and this browser is signed in',
        consumes: FORMS,
        body: ResetPasswordBody,
        response: { 200: Customer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await recovery.reset(
        request.body.token,
        request.body.password,
        (id, tx) => app.sessions.endAllOf(id, tx),
        (id, tx) => startSession(request, reply, id, tx),
      );
      reply.header('cache-control', 'no-store');
      return customer;
    },
  );
};
