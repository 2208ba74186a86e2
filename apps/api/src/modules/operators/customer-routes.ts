// The console's Customers screen (docs/decisions/200-operators.md): GET /api/admin/customers/?q= (an id, or part of
// the email or the name; sorted and paged on the server) and GET /api/admin/customers/:id/ (support and up, reads
// only), and GET /api/admin/customers/:id/rewards/ (their rewards points, issue 41); the changes made on a customer's
// behalf are customer-change-routes.ts's. The rules are customer-console.ts's.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminCustomerDetail,
  AdminCustomerPage,
  AdminCustomerQuery,
  CustomerIdParams,
} from '@larder/contracts/schemas/admin-console';
import { CustomerRewards } from '@larder/contracts/schemas/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRequestUrl } from '../../lib/public-url';
import { requireOperator } from '../audit/operator-guard';
import { consoleRoute, uncached } from './console-route';
import { customerChangeRoutes } from './customer-change-routes';
import { CustomerConsole } from './customer-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const customerConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { lifecycle, weeks, subscriptions, rewards } = app.commerce;
  const customers = new CustomerConsole({
    db: app.database.db,
    clock: app.clock,
    supportCredits: {
      grantCents: app.config.ADMIN_SUPPORT_CREDIT_LIMIT_CENTS,
      operatorCents: app.config.ADMIN_SUPPORT_CREDIT_OPERATOR_LIMIT_CENTS,
      customerCents: app.config.ADMIN_SUPPORT_CREDIT_CUSTOMER_LIMIT_CENTS,
      periodDays: app.config.ADMIN_SUPPORT_CREDIT_PERIOD_DAYS,
    },
    weeks,
    lifecycle,
    subscriptions,
    verification: app.accounts.verification,
  });
  await app.register(customerChangeRoutes(customers));

  app.get(
    '/api/admin/customers/',
    consoleRoute('support', 'Search customers by id, email or name; sorted and paged', {
      querystring: AdminCustomerQuery,
      response: { 200: AdminCustomerPage, ...errors },
    }),
    async (request, reply) => uncached(reply, customers.search(request.query, publicRequestUrl(request))),
  );

  app.get(
    '/api/admin/customers/:id/',
    consoleRoute('support', 'A customer: subscription, orders, credits ledger, quiz answers and ratings', {
      params: CustomerIdParams,
      response: { 200: AdminCustomerDetail, ...errors },
    }),
    async (request, reply) => uncached(reply, customers.detail(request.params.id, await requireOperator(request))),
  );

  app.get(
    '/api/admin/customers/:id/rewards/',
    consoleRoute('support', 'A customer’s rewards points: the balance and every change with its reason', {
      params: CustomerIdParams,
      response: { 200: CustomerRewards, ...errors },
    }),
    async (request, reply) => uncached(reply, rewards.forOperator(request.params.id)),
  );
};
