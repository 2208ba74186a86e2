// The signed-in customer's weekly plan: GET /api/v2/customers/self/plan/, POST .../plan/swap/ and POST
// .../plan/rule-check/ (which of a page of the shop's items go against their hard rules)
// (docs/decisions/060-plan-building.md). Anonymous calls are 403; a customer without a saved quiz gets 409
// {detail, code: no_quiz}.
import { Plan, PlanQuery, PlanSwapRequest, PlanSwapResult } from '@larder/contracts/schemas/plan';
import { RuleCheckRequest, RuleCheckResult } from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

const errors = errorAnswers(400, 401, 403, 409, 503);
const tags = ['plan'];

export const planRoutes: FastifyPluginAsyncZod = async (app) => {
  const { plans } = app;
  answerNoStore(app);

  app.get(
    '/api/v2/customers/self/plan/',
    {
      schema: {
        tags,
        summary:
          'The customer’s plan for this week, built from their saved quiz and preferences; with `week`, the box of ' +
          'that delivery week, rotated against their earlier boxes',
        querystring: PlanQuery,
        response: { 200: Plan, ...errors },
      },
    },
    async (request) => {
      const customer = await requireCustomer(request);
      const { week } = request.query;
      return week === undefined ? plans.plan(customer.id) : plans.plan(customer.id, { week });
    },
  );

  app.post(
    '/api/v2/customers/self/plan/swap/',
    {
      schema: {
        tags,
        summary: 'Replace one item of this week’s plan with the next best that keeps every hard rule',
        body: PlanSwapRequest,
        response: { 200: PlanSwapResult, ...errors },
      },
    },
    async (request) => plans.swap((await requireCustomer(request)).id, request.body),
  );

  app.post(
    '/api/v2/customers/self/plan/rule-check/',
    {
      schema: {
        tags,
        summary: 'Which of these catalogue items go against the customer’s hard rules (the shop marks them)',
        body: RuleCheckRequest,
        response: { 200: RuleCheckResult, ...errors },
      },
    },
    async (request) => ({
      breaking: await plans.breakingRules((await requireCustomer(request)).id, request.body.items),
    }),
  );
};
