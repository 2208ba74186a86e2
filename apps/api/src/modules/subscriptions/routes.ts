// The subscriber's weeks (issue 16), for the signed-in customer (anonymous: 403). Another customer's order is 404;
// a change after a week's cutoff is 409 past_cutoff with the cutoff; a change the state does not allow is 409
// wrong_state with the reason.
//   GET  /api/v2/subscription/                    → 200 SubscriptionView (status `none` before the first order)
//   PUT  /api/v2/subscription/delivery-day/       {delivery_weekday} → 200 SubscriptionView; 400 day_unavailable
//   PUT  /api/v2/subscription/address/            {first_name, …, zip, phone} → 200 SubscriptionView; 400 zip_not_served
//   POST /api/v2/subscription/pause/              {weeks: 1–4} → 200 SubscriptionView
//   POST /api/v2/subscription/resume/             → 200 SubscriptionView
//   POST /api/v2/subscription/cancel/             {reason, note?} → 200 SubscriptionView
//   POST /api/v2/subscription/reactivate/         → 200 SubscriptionView
import { ShippingAddress } from '@larder/contracts/schemas/shipping';
import {
  CancelRequest,
  DeliveryDayRequest,
  PauseRequest,
  SubscriptionView,
} from '@larder/contracts/schemas/subscription';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';

const errors = errorAnswers(400, 401, 403, 404, 409, 503);
const tags = ['subscription'];

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { subscriptions, lifecycle } = app.commerce;
  const view = { 200: SubscriptionView, ...errors };
  answerNoStore(app);

  app.get(
    '/api/v2/subscription/',
    {
      schema: {
        tags,
        summary: 'The subscription and its weeks: the next four deliveries and the latest past ones',
        response: view,
      },
    },
    async (request) => subscriptions.view((await requireCustomer(request)).id),
  );

  app.put(
    '/api/v2/subscription/delivery-day/',
    {
      schema: {
        tags,
        summary: 'Deliver on another of the zone’s weekdays, from the next open week',
        body: DeliveryDayRequest,
        response: view,
      },
    },
    async (request) => lifecycle.changeDay((await requireCustomer(request)).id, request.body.delivery_weekday),
  );

  app.put(
    '/api/v2/subscription/address/',
    {
      schema: {
        tags,
        summary: 'Deliver the open weeks to another address (in another zone: its dates, cutoffs and fee)',
        body: ShippingAddress,
        response: view,
      },
    },
    async (request) => {
      const { address2, delivery_instructions: instructions, ...rest } = request.body;
      return lifecycle.changeAddress((await requireCustomer(request)).id, {
        ...rest,
        address2: address2 ?? '',
        delivery_instructions: instructions ?? '',
      });
    },
  );

  app.post(
    '/api/v2/subscription/pause/',
    {
      schema: { tags, summary: 'Pause the next 1–4 open weeks', body: PauseRequest, response: view },
    },
    async (request) => lifecycle.pause((await requireCustomer(request)).id, request.body.weeks),
  );

  app.post(
    '/api/v2/subscription/resume/',
    { schema: { tags, summary: 'End a pause now', response: view } },
    async (request) => lifecycle.resume((await requireCustomer(request)).id),
  );

  app.post(
    '/api/v2/subscription/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel, with a reason (boxes already locked still arrive)',
        body: CancelRequest,
        response: view,
      },
    },
    async (request) => lifecycle.cancel((await requireCustomer(request)).id, request.body),
  );

  app.post(
    '/api/v2/subscription/reactivate/',
    { schema: { tags, summary: 'Start a canceled subscription again', response: view } },
    async (request) => lifecycle.reactivate((await requireCustomer(request)).id),
  );
};
