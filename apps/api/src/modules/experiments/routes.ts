// The storefront's experiments (issue 40; decision 220):
//   GET  /api/v2/experiments/            the GrowthBook SDK's features payload and the id it hashes (never writes;
//                                        sets the `larder_anon` cookie when absent)
//   POST /api/v2/experiments/exposures/  a first exposure, checked against the server's assignment (idempotent),
//                                        with its `Experiment Viewed` analytics event in the same transaction
// and, at every sign-up and login, the link of the visitor's anonymous id to the customer (a session start hook).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { ExperimentsPayload, ExposureAnswer, ExposureRequest } from '@larder/contracts/schemas/experiments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCustomer } from '../accounts/session-plugin';
import { ensureSdkAnonymousId } from '../telemetry/server-events';
import { anonymousId, ensureAnonymousId } from './anonymous-id';
import { VisitorService } from './visitor-service';

export const experimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = new VisitorService(app.database.db, app.clock, app.config.PUBLIC_ANALYTICS_WRITE_KEY);
  app.sessionStartHooks.push((request, customerId, tx) => visitors.link(tx, anonymousId(request), customerId));

  app.get(
    '/api/v2/experiments/',
    {
      schema: {
        tags: ['experiments'],
        summary: "The experiments as the SDK's features payload, with the visitor's hash id",
        response: { 200: ExperimentsPayload },
      },
    },
    async (request, reply) => {
      const id = ensureAnonymousId(request, reply);
      const customer = await currentCustomer(request);
      reply.header('cache-control', 'private, no-store');
      return visitors.payload({ anonymousId: id, customerId: customer?.id });
    },
  );

  app.post(
    '/api/v2/experiments/exposures/',
    {
      schema: {
        tags: ['experiments'],
        summary:
          "Records the visitor's first exposure to an experiment and its Experiment Viewed event (again: 200, nothing new)",
        body: ExposureRequest,
        response: { 200: ExposureAnswer, 201: ExposureAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const customer = await currentCustomer(request);
      const { status, answer } = await visitors.expose(
        { anonymousId: anonymousId(request), customerId: customer?.id },
        request.body,
        { analyticsAnonymousId: ensureSdkAnonymousId(request, reply), pageUrl: request.headers.referer },
      );
      return reply.code(status).send(answer);
    },
  );
};
