// Where we deliver (issue 15), for anyone (the shipping page checks a ZIP as soon as it is complete):
//   GET  /api/v2/deliveries/zips/:zip/    → 200 {zip, city, state, zone, delivery_dates}; zone null outside every
//                                           zone; 404 zip_unknown for a ZIP that does not exist; 400 not 5 digits
//   POST /api/v2/deliveries/waitlist/     {email, zip} → 202: we email when we deliver there
import { WaitlistRequest, ZipAnswer, ZipField } from '@larder/contracts/schemas/shipping';
import { CheckoutErrorCode, ShippingMessage } from '@larder/contracts/values/checkout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { errorAnswers } from '../../lib/route-kit';
import { RateLimiter } from '../rate-limits/service';

const errors = errorAnswers(400, 401, 403, 404, 429, 503);
const tags = ['deliveries'];
const WAITLIST_PER_IP = 20;

export const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deliveries } = app.commerce;
  const limiter = new RateLimiter(app.database.db, app.clock, app.config.AUTH_RATE_LIMIT_WINDOW_SECONDS);

  app.get(
    '/api/v2/deliveries/zips/:zip/',
    {
      schema: {
        tags,
        summary: 'A ZIP’s city, state, delivery zone and the delivery dates offered there',
        params: z.object({ zip: ZipField }),
        response: { 200: ZipAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await deliveries.lookup(request.params.zip);
      if (!answer) throw new HttpError(404, CheckoutErrorCode.ZipUnknown, ShippingMessage.ZipUnknown);
      // Dates move at each cutoff: a minute of caching at most.
      reply.header('cache-control', 'private, max-age=60');
      return answer;
    },
  );

  app.post(
    '/api/v2/deliveries/waitlist/',
    {
      preValidation: async (request, reply) => {
        await limiter.enforce(reply, [{ key: `waitlist:ip:${request.ip}`, limit: WAITLIST_PER_IP }]);
      },
      schema: {
        tags,
        summary: 'Be told when we deliver to a ZIP',
        body: WaitlistRequest,
        response: { 202: z.object({ detail: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      await deliveries.joinWaitlist(request.body.email, request.body.zip);
      reply.code(202);
      return { detail: ShippingMessage.WaitlistSaved };
    },
  );
};
