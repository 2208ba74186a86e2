// The links that verify an address (issue 14; docs/decisions/140-email-and-recovery.md):
//   POST /api/email/verify/                          {token} → 200 Customer (the address is verified)
//   POST /api/email/confirm/                         {token} → 200 Customer (the new address takes effect) | 409
//                                                    email_taken
//   POST /api/v2/customers/self/email/verification/  → 202, a new verification link (rate-limited per account)
import { SentResponse, TokenRequest } from '@larder/contracts/schemas/account-security';
import { Customer, ErrorBody } from '@larder/contracts/schemas/accounts';
import { SettingsMessage } from '@larder/contracts/values/account-security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/route-kit';
import { perAccountLimit } from './account-limits';
import { requireCustomer } from './session-plugin';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = errorAnswers(400, 403, 413, 429);
const signedInErrors = { ...errors, 401: ErrorBody, 409: ErrorBody };

export const emailLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification, settings } = app.accounts;
  const bodyLimit = app.config.AUTH_BODY_LIMIT_BYTES;

  // A link's token in, the customer out (their cached session view forgotten: the address changed).
  const links = [
    {
      path: '/api/email/verify/',
      summary: 'Verify the address with the link sent to it',
      response: { 200: Customer, ...errors },
      use: (token: string) => verification.verify(token),
    },
    {
      path: '/api/email/confirm/',
      summary: 'Confirm a new address with the link sent to it (the change takes effect)',
      response: { 200: Customer, 409: ErrorBody, ...errors },
      use: (token: string) => settings.confirmEmailChange(token),
    },
  ];
  for (const { path, summary, response, use } of links) {
    app.post(
      path,
      { bodyLimit, schema: { tags: ['accounts'], summary, consumes: FORMS, body: TokenRequest, response } },
      async (request, reply) => {
        const customer = await use(request.body.token);
        app.sessions.forgetCustomer(customer.id);
        reply.header('cache-control', 'no-store');
        return customer;
      },
    );
  }

  app.post(
    '/api/v2/customers/self/email/verification/',
    {
      bodyLimit,
      preValidation: perAccountLimit(app),
      schema: {
        tags: ['accounts'],
        summary: 'Send a new verification link to the current address',
        response: { 202: SentResponse, ...signedInErrors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      await verification.resend(customer.id);
      reply.header('cache-control', 'no-store');
      return reply.code(202).send({ detail: SettingsMessage.VerificationSent });
    },
  );
};
