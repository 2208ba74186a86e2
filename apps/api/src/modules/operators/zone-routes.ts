// The console's delivery zones (docs/decisions/200-operators.md): support and up see the zones and the waitlist;
// operations and up create or change a zone, disable and enable it, each change audited (zone-console.ts). The API
// reads zones within 30 seconds (deliveries/service.ts), as after `npm run zones`.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminWaitlist,
  AdminZone,
  AdminZoneList,
  AdminZoneRequest,
  WaitlistQuery,
  ZoneCodeParams,
} from '@larder/contracts/schemas/admin-store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../audit/operator-guard';
import { consoleRoute, uncached } from './console-route';
import { ZoneConsole } from './zone-console';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const zones = new ZoneConsole(app.database.db, app.clock);

  app.get(
    '/api/admin/zones/',
    consoleRoute('support', 'Every delivery zone, disabled ones too', { response: { 200: AdminZoneList, ...errors } }),
    async (_request, reply) => uncached(reply, zones.list()),
  );

  app.put(
    '/api/admin/zones/:code/',
    consoleRoute('operations', 'Create or change a delivery zone (operations)', {
      params: ZoneCodeParams,
      body: AdminZoneRequest,
      response: { 200: AdminZone, ...errors },
    }),
    async (request) => zones.save(await requireOperator(request), request.params.code, request.body),
  );

  for (const [path, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    const summary = active
      ? "Offer a zone's ZIPs again (operations)"
      : "Stop offering a zone's ZIPs; orders placed keep their date (operations)";
    app.post(
      `/api/admin/zones/:code/${path}/`,
      consoleRoute('operations', summary, { params: ZoneCodeParams, response: { 200: AdminZone, ...errors } }),
      async (request) => zones.setActive(await requireOperator(request), request.params.code, active),
    );
  }

  app.get(
    '/api/admin/zones/waitlist/',
    consoleRoute('support', 'Who asked to be told when we deliver (to one ZIP)', {
      querystring: WaitlistQuery,
      response: { 200: AdminWaitlist, ...errors },
    }),
    async (request, reply) => uncached(reply, zones.waitlist(request.query.zip)),
  );
};
