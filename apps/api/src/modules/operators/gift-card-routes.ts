// The console's gift cards (docs/decisions/200-operators.md): support and up see the latest 100; an admin issues and
// voids cards. The rules and audit rows are gift-card-console.ts's.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminGiftCard,
  AdminGiftCardList,
  GiftCardIdParams,
  GiftCardIssued,
  GiftCardIssueRequest,
} from '@larder/contracts/schemas/admin-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { requireOperator } from '../audit/operator-guard';
import { consoleRoute, uncached } from './console-route';
import { GiftCardConsole } from './gift-card-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const giftCardConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = new GiftCardConsole(app.database.db, app.clock);

  app.get(
    '/api/admin/gift-cards/',
    consoleRoute('support', 'The latest 100 gift cards (codes shown by their last four characters)', {
      response: { 200: AdminGiftCardList, ...errors },
    }),
    async (_request, reply) => uncached(reply, cards.latest()),
  );

  app.post(
    '/api/admin/gift-cards/',
    consoleRoute(
      'admin',
      'Issue a gift card (admin; Idempotency-Key required: a retry issues one card); with an email it goes out with the next delivery pass',
      { body: GiftCardIssueRequest, response: { 201: GiftCardIssued, ...errors, 422: ErrorBody } },
    ),
    async (request, reply) => {
      const operator = await requireOperator(request);
      const issued = await uncached(reply, cards.issue(operator, request.body, idempotencyKeyOf(request.headers)));
      return reply.code(201).send(issued);
    },
  );

  app.post(
    '/api/admin/gift-cards/:id/void/',
    consoleRoute('admin', 'Void a gift card: it can no longer be redeemed (admin; a redeemed card cannot be)', {
      params: GiftCardIdParams,
      response: { 200: AdminGiftCard, ...errors },
    }),
    async (request) => cards.void(await requireOperator(request), request.params.id),
  );
};
