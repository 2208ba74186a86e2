// The console's delivery zones (docs/decisions/200-operators.md): support and up see the zones and the waitlist;
// operations and up create or change a zone (checked by deliveries/zones.ts's ZoneInput, as `npm run zones -- set`
// checks it), disable and enable it, through deliveries/repository.ts, each change audited in its transaction.
// The API reads zones within 30 seconds (deliveries/service.ts), as after `npm run zones`.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  AdminWaitlist,
  type AdminZone,
  AdminZoneList,
  AdminZoneRequest,
  AdminZone as AdminZoneSchema,
  StoreAuditRecordType,
  WaitlistQuery,
  ZoneCodeParams,
} from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import { requireOperator } from '../audit/operator-guard';
import { type DeliveryZoneRow, listAllZones, listWaitlist, saveZone, setZoneActive } from '../deliveries/repository';
import { ZoneInput, zoneProblem } from '../deliveries/zones';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

function toZone(row: DeliveryZoneRow): AdminZone {
  return {
    code: row.code,
    name: row.name,
    zip_prefixes: row.zipPrefixes,
    zips: row.zips,
    time_zone: row.timeZone,
    delivery_weekdays: row.deliveryWeekdays,
    cutoff_days_before: row.cutoffDaysBefore,
    cutoff_local_time: row.cutoffLocalTime,
    delivery_fee_cents: row.deliveryFeeCents,
    active: row.active,
  };
}

export const zoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock } = app;
  const db = database.db;

  app.get(
    '/api/admin/zones/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Every delivery zone, disabled ones too',
        response: { 200: AdminZoneList, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { results: (await listAllZones(db)).map(toZone) };
    },
  );

  app.put(
    '/api/admin/zones/:code/',
    {
      config: { operatorRole: 'operations' },
      schema: {
        tags: ['admin'],
        summary: 'Create or change a delivery zone (operations)',
        params: ZoneCodeParams,
        body: AdminZoneRequest,
        response: { 200: AdminZoneSchema, ...errors },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const body = request.body;
      const parsed = ZoneInput.safeParse({
        code: request.params.code,
        name: body.name,
        zipPrefixes: body.zip_prefixes,
        zips: body.zips,
        timeZone: body.time_zone,
        deliveryWeekdays: body.delivery_weekdays,
        cutoffDaysBefore: body.cutoff_days_before,
        cutoffLocalTime: body.cutoff_local_time,
        deliveryFeeCents: body.delivery_fee_cents,
      });
      if (!parsed.success) {
        const problem = zoneProblem(parsed.error);
        throw new HttpError(400, AdminErrorCode.Refused, `The zone was not saved: ${problem}.`, {
          [String(parsed.error.issues[0]?.path[0] ?? 'zone')]: [problem],
        });
      }
      const now = clock.now();
      const saved = await db.transaction(async (tx) => {
        const { before, after } = await saveZone(tx, parsed.data);
        await recordAudit(tx, {
          operatorId: operator.id,
          action: before ? 'zone.update' : 'zone.create',
          recordType: StoreAuditRecordType.Zone,
          recordId: after.code,
          before: before ? toZone(before) : null,
          after: toZone(after),
          at: now,
        });
        return after;
      });
      return toZone(saved);
    },
  );

  for (const [path, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post(
      `/api/admin/zones/:code/${path}/`,
      {
        config: { operatorRole: 'operations' },
        schema: {
          tags: ['admin'],
          summary: active
            ? "Offer a zone's ZIPs again (operations)"
            : "Stop offering a zone's ZIPs; orders placed keep their date (operations)",
          params: ZoneCodeParams,
          response: { 200: AdminZoneSchema, ...errors },
        },
      },
      async (request) => {
        const operator = await requireOperator(request);
        const now = clock.now();
        const changed = await db.transaction(async (tx) => {
          const result = await setZoneActive(tx, request.params.code, active);
          if (!result) return undefined;
          if (result.before.active !== active) {
            await recordAudit(tx, {
              operatorId: operator.id,
              action: `zone.${path}`,
              recordType: StoreAuditRecordType.Zone,
              recordId: result.after.code,
              before: { active: result.before.active },
              after: { active },
              at: now,
            });
          }
          return result.after;
        });
        if (!changed) throw new HttpError(404, AdminErrorCode.NotFound, `No zone ${request.params.code}.`);
        return toZone(changed);
      },
    );
  }

  app.get(
    '/api/admin/zones/waitlist/',
    {
      config: { operatorRole: 'support' },
      schema: {
        tags: ['admin'],
        summary: 'Who asked to be told when we deliver (to one ZIP)',
        querystring: WaitlistQuery,
        response: { 200: AdminWaitlist, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await listWaitlist(db, request.query.zip);
      return {
        results: rows.map((row) => ({ id: row.id, email: row.email, zip: row.zip, at: row.createdAt.toISOString() })),
      };
    },
  );
};
