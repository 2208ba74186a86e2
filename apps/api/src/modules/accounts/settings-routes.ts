// Account settings of the signed-in customer (issue 14):
//   PATCH /api/v2/customers/self/                   {first_name, last_name} → 200 Customer
//   POST  /api/v2/customers/self/email/             {email, current_password?} → 202 (confirmation to the new address)
//   POST  /api/v2/customers/self/password/          {current_password?, new_password} → 200; other sessions end
//   POST  /api/v2/customers/self/sessions/end-all/  → 204, every session ends, this one too
// Changes that take the current password are rate-limited per account (account-limits.ts), like logins.
import {
  ChangeEmailRequest,
  ChangePasswordRequest,
  SentResponse,
  UpdateNameRequest,
} from '@larder/contracts/schemas/account-security';
import { Customer } from '@larder/contracts/schemas/accounts';
import { SettingsMessage } from '@larder/contracts/values/account-security';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/route-kit';
import { perAccountLimit } from './account-limits';
import { NewPasswordField } from './password-policy';
import { clearSessionCookie, requireCustomer, startSession } from './session-plugin';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = errorAnswers(400, 401, 403, 409, 413, 429);
const ChangePasswordBody = ChangePasswordRequest.extend({ new_password: NewPasswordField });

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { settings } = app.accounts;
  const bodyLimit = app.config.AUTH_BODY_LIMIT_BYTES;
  const limitPerAccount = perAccountLimit(app);
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.patch(
    '/api/v2/customers/self/',
    {
      bodyLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Change the name',
        consumes: FORMS,
        body: UpdateNameRequest,
        response: { 200: Customer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const updated = await settings.updateName(customer.id, request.body);
      app.sessions.forgetCustomer(customer.id);
      noStore(reply);
      return updated;
    },
  );

  app.post(
    '/api/v2/customers/self/email/',
    {
      bodyLimit,
      preValidation: limitPerAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Ask to change the email address (it changes when the new address confirms)',
        consumes: FORMS,
        body: ChangeEmailRequest,
        response: { 202: SentResponse, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await settings.requestEmailChange(customer.id, request.body.email, request.body.current_password);
      noStore(reply);
      return reply.code(202).send({ detail: SettingsMessage.EmailChangeSent });
    },
  );

  app.post(
    '/api/v2/customers/self/password/',
    {
      bodyLimit,
      preValidation: limitPerAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Change (or set a first) password; every other session ends',
        consumes: FORMS,
        body: ChangePasswordBody,
        response: { 200: Customer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      const updated = await settings.changePassword(
        customer.id,
        request.body.current_password,
        request.body.new_password,
        (id, tx) => app.sessions.endAllOf(id, tx),
        (id, tx) => startSession(request, reply, id, tx),
      );
      noStore(reply);
      return updated;
    },
  );

  app.post(
    '/api/v2/customers/self/sessions/end-all/',
    {
      bodyLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Sign out everywhere: every session of the account ends, this one too',
        response: { 204: z.null().describe('No content'), ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await app.sessions.endAllOf(customer.id);
      clearSessionCookie(request, reply);
      noStore(reply);
      return reply.code(204).send(null);
    },
  );
};
