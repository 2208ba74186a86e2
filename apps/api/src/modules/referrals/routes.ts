// Referrals (issue 41; docs/decisions/231-referrals.md):
//   GET  /r/:code/                       → 302 to `/`, setting `larder_ref` (30 days) unless one is set; an unknown
//                                          code sets nothing
//   GET  /api/v2/referrals/self/         → 200 ReferralSelf (signed in)
//   POST /api/v2/referrals/self/invites/ {emails, message} → 200 InviteAnswer; 400 naming the field; 429 a day's limit
import { InviteAnswer, InviteRequest, ReferralSelf } from '@larder/contracts/schemas/referrals';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_DAYS } from '@larder/contracts/values/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { referrerOf } from './codes';
import { ReferralInvites } from './invites';

const errors = errorAnswers(400, 401, 403, 404, 429, 503);
const tags = ['referrals'];

export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const invites = new ReferralInvites(app.database.db, app.clock, app.outbox);

  app.get(
    '/r/:code/',
    {
      schema: {
        tags,
        summary: 'A referral link: keeps its code for sign-up and goes home',
        params: z.object({ code: z.string().max(100) }),
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const known = request.cookies[REFERRAL_COOKIE] === undefined && (await referrerOf(app.database.db, code));
      if (known !== false && known !== undefined) {
        reply.setCookie(REFERRAL_COOKIE, code, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: REFERRAL_COOKIE_DAYS * 24 * 60 * 60,
        });
      }
      return reply.header('cache-control', 'no-store').redirect('/', 302);
    },
  );

  answerNoStore(app);
  app.get(
    '/api/v2/referrals/self/',
    {
      schema: { tags, summary: 'The customer’s referral link and counts', response: { 200: ReferralSelf, ...errors } },
    },
    async (request) => app.referrals.selfView((await requireCustomer(request)).id),
  );
  app.post(
    '/api/v2/referrals/self/invites/',
    {
      schema: {
        tags,
        summary: 'Invite friends by email (10 addresses a request, 20 a day, one address once a month)',
        body: InviteRequest,
        response: { 200: InviteAnswer, ...errors },
      },
    },
    async (request) => invites.send((await requireCustomer(request)).id, request.body),
  );
};
