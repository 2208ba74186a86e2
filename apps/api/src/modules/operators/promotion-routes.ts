// The console's promotions (docs/decisions/200-operators.md): support and up see them and their redemptions; an
// admin creates, disables and enables again promo codes. The rules and audit rows are promotion-console.ts's.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminPromotion,
  AdminPromotionList,
  AdminRedemptionList,
  PromotionCodeParams,
  PromotionCreateRequest,
} from '@larder/contracts/schemas/admin-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../audit/operator-guard';
import { consoleRoute, uncached } from './console-route';
import { PromotionConsole } from './promotion-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const promotions = new PromotionConsole(app.database.db, app.clock);

  app.get(
    '/api/admin/promotions/',
    consoleRoute('support', 'Every promo code with its state and how many customers redeemed it', {
      response: { 200: AdminPromotionList, ...errors },
    }),
    async (_request, reply) => uncached(reply, promotions.list()),
  );

  app.post(
    '/api/admin/promotions/',
    consoleRoute('admin', 'Create a promo code (admin)', {
      body: PromotionCreateRequest,
      response: { 201: AdminPromotion, ...errors },
    }),
    async (request, reply) =>
      reply.code(201).send(await promotions.create(await requireOperator(request), request.body)),
  );

  for (const [path, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    const summary = active
      ? 'Enable a disabled promo code again: it answers at once (admin)'
      : 'Disable a promo code: it stops answering at once (admin)';
    app.post(
      `/api/admin/promotions/:code/${path}/`,
      consoleRoute('admin', summary, { params: PromotionCodeParams, response: { 200: AdminPromotion, ...errors } }),
      async (request) => promotions.setActive(await requireOperator(request), request.params.code, active),
    );
  }

  app.get(
    '/api/admin/promotions/:code/redemptions/',
    consoleRoute(
      'support',
      "A promo code's redemptions: who, which first order, how many discounted deliveries are left",
      { params: PromotionCodeParams, response: { 200: AdminRedemptionList, ...errors } },
    ),
    async (request, reply) => uncached(reply, promotions.redemptions(request.params.code)),
  );
};
