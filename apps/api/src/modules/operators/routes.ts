// The operator console's API (docs/decisions/200-operators.md): every screen's routes, each file its own, and
// GET /api/admin/audit/ (support and up). The role check itself is audit/operator-guard.ts's, on every /api/admin/
// route.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { AuditPage, AuditQuery } from '@larder/contracts/schemas/admin';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { publicRequestUrl } from '../../lib/public-url';
import { listAudit, operatorIdByEmail } from '../audit/audit-log';
import { catalogueAdminRoutes } from './catalogue-routes';
import { consoleRoute, uncached } from './console-route';
import { customerConsoleRoutes } from './customer-routes';
import { deliveryConsoleRoutes } from './delivery-routes';
import { emailRoutes } from './email-routes';
import { experimentConsoleRoutes } from './experiment-routes';
import { giftCardConsoleRoutes } from './gift-card-routes';
import { paymentConsoleRoutes } from './payment-routes';
import { promotionRoutes } from './promotion-routes';
import { operatorSessionRoutes } from './session-routes';
import { teamRoutes } from './team-routes';
import { todayConsoleRoutes } from './today-routes';
import { zoneRoutes } from './zone-routes';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 413: ErrorBody, 429: ErrorBody };

export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // The operator's session and authenticator.
  await app.register(operatorSessionRoutes);
  // The operators themselves: invitations, roles, disabling (admin).
  await app.register(teamRoutes);
  // The console's Today, Customers and Deliveries screens.
  await app.register(todayConsoleRoutes);
  await app.register(customerConsoleRoutes);
  await app.register(deliveryConsoleRoutes);
  await app.register(paymentConsoleRoutes);
  // The store screens' routes (catalogue, promotions and gift cards, zones, email), each file its own.
  await app.register(catalogueAdminRoutes);
  await app.register(promotionRoutes);
  await app.register(giftCardConsoleRoutes);
  await app.register(zoneRoutes);
  await app.register(emailRoutes);
  await app.register(experimentConsoleRoutes);

  app.get(
    '/api/admin/audit/',
    consoleRoute(
      'support',
      'The audit log, newest first, one sentence per change: filter by operator (email or id), kind, record and date range',
      {
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors },
      },
    ),
    async (request, reply) => {
      const query = request.query;
      const from = query.from === undefined ? undefined : new Date(query.from);
      const to = query.to === undefined ? undefined : new Date(query.to);
      if (from && to && from >= to) {
        throw new HttpError(400, AdminErrorCode.Refused, '`from` must be before `to`.', {
          to: ['Must be after from.'],
        });
      }
      const url = publicRequestUrl(request);
      const { record_type: recordType, record_id: recordId, action, limit, offset } = query;
      let operatorId = query.operator;
      if (query.operator_email !== undefined) {
        const found = await operatorIdByEmail(app.database.db, query.operator_email);
        if (found === undefined || (operatorId !== undefined && operatorId !== found)) {
          const words = `No operator has the email ${query.operator_email}.`;
          throw new HttpError(400, AdminErrorCode.Refused, words, { operator_email: [words] });
        }
        operatorId = found;
      }
      const filter = { operatorId, action, recordType, recordId, from, to, limit, offset, url };
      return uncached(reply, listAudit(app.database.db, filter));
    },
  );
};
