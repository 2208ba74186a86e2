// The console's first changes to the store (docs/decisions/200-operators.md), each audited in its own transaction
// (store-console.ts): GET /api/admin/configs/ (support: the known configs), PUT /api/admin/configs/:name/ (admin), POST /api/admin/orders/:id/refund/ (operations and up),
// POST /api/admin/orders/:id/not-delivered/ (support and up).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminConfigList,
  ConfigChange,
  ConfigChangeRequest,
  NotDeliveredAnswer,
  NotDeliveredRequest,
  OrderIdParams,
  RefundAnswer,
  RefundRequest,
} from '@larder/contracts/schemas/admin';
import { CONTROL_CHARACTERS_MESSAGE, NO_CONTROL_CHARACTERS } from '@larder/contracts/values/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { requireOperator } from '../audit/operator-guard';
import { DynamicConfigService } from '../configs/service';
import { OrderRefunds } from '../orders/refunds';
import { consoleRoute, uncached } from './console-route';
import { StoreConsole } from './store-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, commerce } = app;
  const refunds = new OrderRefunds(database.db, clock, commerce.provider);
  const store = new StoreConsole(database.db, clock, refunds, commerce.deliveryMarks);
  const configs = new DynamicConfigService(database.db);

  app.get(
    '/api/admin/configs/',
    consoleRoute('support', 'Every config the store knows: description, type, default and stored value', {
      response: { 200: AdminConfigList, ...errors },
    }),
    async (_request, reply) => uncached(reply, configs.known()),
  );

  app.put(
    '/api/admin/configs/:name/',
    consoleRoute('admin', 'Create or change a dynamic config (admin)', {
      params: z.object({ name: z.string().max(1000).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTERS_MESSAGE) }),
      body: ConfigChangeRequest,
      response: { 200: ConfigChange, ...errors },
    }),
    async (request) => store.setConfig(await requireOperator(request), request.params.name, request.body.value),
  );

  app.post(
    '/api/admin/orders/:id/refund/',
    consoleRoute(
      'operations',
      'Refund an order (an amount, or lines at what the order charged) to the card or as credits, less the credits its problem reports gave (operations; Idempotency-Key required: a retry refunds once)',
      { params: OrderIdParams, body: RefundRequest, response: { 200: RefundAnswer, ...errors, 422: ErrorBody } },
    ),
    async (request) => {
      const { amount_cents, lines, as } = request.body;
      const operator = await requireOperator(request);
      return store.refund(operator, request.params.id, { amountCents: amount_cents, lines }, as === 'credits', () =>
        idempotencyKeyOf(request.headers),
      );
    },
  );

  app.post(
    '/api/admin/orders/:id/not-delivered/',
    consoleRoute('support', 'Mark a charged box that did not arrive (support)', {
      params: OrderIdParams,
      body: NotDeliveredRequest,
      response: { 200: NotDeliveredAnswer, ...errors },
    }),
    async (request) => store.notDelivered(await requireOperator(request), request.params.id, request.body.reason),
  );
};
