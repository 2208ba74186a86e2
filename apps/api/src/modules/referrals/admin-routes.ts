// The console's referral routes (issue 41):
//   GET  /api/admin/customers/:id/referrals/   support and up → AdminReferralList
//   POST /api/admin/referrals/:id/revoke/      {reason} operations and up → the referrer's AdminReferralList (audited)
import { CustomerIdParams } from '@larder/contracts/schemas/admin-console';
import { AdminReferralList, ReferralIdParams, RevokeReferralRequest } from '@larder/contracts/schemas/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireOperator } from '../audit/operator-guard';
import { ReferralConsole } from './console';

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ['admin'];

export const referralAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  answerNoStore(app);
  const referralConsole = new ReferralConsole(app.database.db, app.clock);

  app.get(
    '/api/admin/customers/:id/referrals/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags,
        summary: 'The customer’s referrals, each change with its reason',
        params: CustomerIdParams,
        response: { 200: AdminReferralList, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return referralConsole.listFor(request.params.id);
    },
  );

  app.post(
    '/api/admin/referrals/:id/revoke/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags,
        summary: 'Revoke a referral’s reward, taking its credits back if unspent (operations)',
        params: ReferralIdParams,
        body: RevokeReferralRequest,
        response: { 200: AdminReferralList, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      return referralConsole.revoke(operator.id, request.params.id, request.body.reason);
    },
  );
};
