// The signed-in customer's email preferences (issue 39):
//   GET /api/v2/customers/self/email-preferences/  → 200 {cutoff_reminders, rating_requests}
//   PUT /api/v2/customers/self/email-preferences/  {cutoff_reminders, rating_requests} → 200, as stored
import { EmailPreferences } from '@larder/contracts/schemas/account-security';
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCustomer } from './session-plugin';

const PATH = '/api/v2/customers/self/email-preferences/';
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 429: ErrorBody };

export const emailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { emailPreferences } = app.accounts;
  const bodyLimit = app.config.AUTH_BODY_LIMIT_BYTES;

  app.get(
    PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'Which optional emails the customer gets',
        response: { 200: EmailPreferences, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return emailPreferences.get(customer.id);
    },
  );

  app.put(
    PATH,
    {
      bodyLimit,
      schema: {
        tags: ['accounts'],
        summary: 'Turn the cutoff reminder and the rating email on or off',
        body: EmailPreferences,
        response: { 200: EmailPreferences, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return emailPreferences.set(customer.id, request.body);
    },
  );
};
