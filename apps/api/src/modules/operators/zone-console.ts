// The console's delivery zones (docs/decisions/200-operators.md): every zone and the waitlist; a zone created or
// changed (checked by deliveries/zones.ts's ZoneInput, as `npm run zones -- set` checks it), disabled or enabled
// through deliveries/repository.ts, each change audited in its transaction. zone-routes.ts translates HTTP.
import type { AdminZone, AdminZoneRequest } from '@larder/contracts/schemas/admin-store';
import { StoreAuditRecordType } from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import { type DeliveryZoneRow, listAllZones, listWaitlist, saveZone, setZoneActive } from '../deliveries/repository';
import { ZoneInput, zoneProblem } from '../deliveries/zones';
import { zoneSubscriptionCounts } from '../orders/console-reads';

type ZoneCounts = Awaited<ReturnType<typeof zoneSubscriptionCounts>>;

function toZone(row: DeliveryZoneRow, counts: ZoneCounts): AdminZone {
  const counted = counts.get(row.code);
  return {
    subscribers: counted?.subscribers ?? 0,
    boxes_to_deliver: counted?.boxesToDeliver ?? 0,
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

/** The zone as the audit keeps it: its settings, without the counts of the moment. */
function zoneRecord(row: DeliveryZoneRow) {
  const { subscribers: _subscribers, boxes_to_deliver: _boxes, ...settings } = toZone(row, new Map());
  return settings;
}

export class ZoneConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(): Promise<{ results: AdminZone[] }> {
    const [rows, counts] = await Promise.all([listAllZones(this.db), zoneSubscriptionCounts(this.db)]);
    return { results: rows.map((row) => toZone(row, counts)) };
  }

  async waitlist(zip: string | undefined) {
    const rows = await listWaitlist(this.db, zip);
    return {
      results: rows.map((row) => ({ id: row.id, email: row.email, zip: row.zip, at: row.createdAt.toISOString() })),
    };
  }

  async save(operator: OperatorRow, code: string, body: AdminZoneRequest): Promise<AdminZone> {
    const parsed = ZoneInput.safeParse({
      code,
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
    const now = this.clock.now();
    const saved = await this.db.transaction(async (tx) => {
      const { before, after } = await saveZone(tx, parsed.data);
      await recordAudit(tx, {
        operatorId: operator.id,
        action: before ? 'zone.update' : 'zone.create',
        recordType: StoreAuditRecordType.Zone,
        recordId: after.code,
        before: before ? zoneRecord(before) : null,
        after: zoneRecord(after),
        at: now,
      });
      return after;
    });
    return toZone(saved, await zoneSubscriptionCounts(this.db));
  }

  /** Disables (`active` false) or enables a zone; audited only when it changes. */
  async setActive(operator: OperatorRow, code: string, active: boolean): Promise<AdminZone> {
    const now = this.clock.now();
    const changed = await this.db.transaction(async (tx) => {
      const result = await setZoneActive(tx, code, active);
      if (!result) return undefined;
      if (result.before.active !== active) {
        await recordAudit(tx, {
          operatorId: operator.id,
          action: `zone.${active ? 'enable' : 'disable'}`,
          recordType: StoreAuditRecordType.Zone,
          recordId: result.after.code,
          before: { active: result.before.active },
          after: { active },
          at: now,
        });
      }
      return result.after;
    });
    if (!changed) throw new HttpError(404, AdminErrorCode.NotFound, `No zone ${code}.`);
    return toZone(changed, await zoneSubscriptionCounts(this.db));
  }
}
