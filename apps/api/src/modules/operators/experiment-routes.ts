// The console's experiments (issue 40; decision 220): support and up list them and read their results; admins create
// one and start or stop it (experiments/experiment-service.ts decides and audits).
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  Experiment,
  ExperimentCreate,
  ExperimentKeyParams,
  ExperimentList,
  ExperimentResults,
  ExperimentStatusUpdate,
} from '@larder/contracts/schemas/experiments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../audit/operator-guard';
import { ExperimentService } from '../experiments/experiment-service';
import { consoleRoute, uncached } from './console-route';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const experimentConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const experiments = new ExperimentService(app.database.db, app.clock);

  app.get(
    '/api/admin/experiments/',
    consoleRoute('support', 'Every experiment, oldest first', { response: { 200: ExperimentList, ...errors } }),
    async (_request, reply) => uncached(reply, experiments.list()),
  );

  app.post(
    '/api/admin/experiments/',
    consoleRoute('admin', 'Create an experiment, a draft (admin)', {
      body: ExperimentCreate,
      response: { 201: Experiment, ...errors },
    }),
    async (request, reply) => {
      const operator = await requireOperator(request);
      return reply.code(201).send(await experiments.create(operator.id, request.body));
    },
  );

  app.put(
    '/api/admin/experiments/:key/status/',
    consoleRoute('admin', 'Start or stop an experiment; stopping names the variation everyone sees (admin)', {
      params: ExperimentKeyParams,
      body: ExperimentStatusUpdate,
      response: { 200: Experiment, ...errors },
    }),
    async (request) => experiments.setStatus((await requireOperator(request)).id, request.params.key, request.body),
  );

  app.get(
    '/api/admin/experiments/:key/results/',
    consoleRoute('support', "An experiment's results per variation, and the sample ratio check", {
      params: ExperimentKeyParams,
      response: { 200: ExperimentResults, ...errors },
    }),
    async (request, reply) => uncached(reply, experiments.results(request.params.key)),
  );
};
