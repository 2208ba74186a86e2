// The salad shooter (issue 40; docs/decisions/221-salad-shooter.md), for the signed-in customer (anonymous: 403).
// Another customer's or an unknown week is 404; a locked week 409 past_cutoff, a skipped one 409 wrong_state.
//   GET    /api/v2/subscription/weeks/:id/salad-shooter/  → 200 {items}: 3–6 salads, sides and fruit, or none
//   POST   /api/v2/subscription/weeks/:id/salad-shooter/  {type, id} → 200 Order; 409 box_full, breaks_rules,
//          already_in_box; 400 not_offered (not a salad, side or fruit)
//   DELETE /api/v2/subscription/weeks/:id/salad-shooter/  {type, id} → 200 Order: the strip's package taken back
import { Order } from '@larder/contracts/schemas/checkout';
import { SaladShooterOffer, SaladShooterParams, SaladShooterPick } from '@larder/contracts/schemas/salad-shooter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerNoStore, errorAnswers } from '../../lib/route-kit';
import { requireCustomer } from '../accounts/session-plugin';
import { SaladShooterService } from './salad-shooter-service';

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ['subscription'];
const path = '/api/v2/subscription/weeks/:id/salad-shooter/';

export const saladShooterRoutes: FastifyPluginAsyncZod = async (app) => {
  const shooter = new SaladShooterService(app.clock, app.commerce.reader, app.plans, app.commerce.boxes);
  answerNoStore(app);

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'A few salads, sides and fruit for an open week: within the customer’s rules and the box’s room',
        params: SaladShooterParams,
        response: { 200: SaladShooterOffer, ...errors },
      },
    },
    async (request) => shooter.offer((await requireCustomer(request)).id, request.params.id),
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Adds one package of an offered item to the week’s box (its line’s source: salad_shooter)',
        params: SaladShooterParams,
        body: SaladShooterPick,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => shooter.add((await requireCustomer(request)).id, request.params.id, request.body),
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Undo: takes back the package the salad shooter added (nothing else)',
        params: SaladShooterParams,
        body: SaladShooterPick,
        response: { 200: Order, ...errors },
      },
    },
    async (request) => shooter.remove((await requireCustomer(request)).id, request.params.id, request.body),
  );
};
