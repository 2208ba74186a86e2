// `npm run zones -- list | show CODE | set JSON | disable CODE | enable CODE | waitlist [ZIP]`: delivery zones from
// the shell (see cli/zones.ts). A zone is given whole, as JSON checked by DeliveryZoneShape; `deliveryFeeCents` may
// be null (or left out) to follow the dynamic config `checkout.delivery_fee_cents`.
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { deliveryZones, zoneWaitlist } from '../../db/schema/deliveries';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { terminalSafe } from '../../lib/terminal-text';
import { DeliveryZoneShape } from './zones';

export const ZONES_USAGE = `Usage: npm run zones -- <command>

  list                  every zone: code, state, days, cutoff, fee, time zone, name
  show CODE             one zone as JSON (edit it and give it back to set)
  set JSON              creates or replaces a zone, e.g.
                        '{"code":"boston","name":"Boston","zipPrefixes":["021"],"zips":[],
                          "timeZone":"America/New_York","deliveryWeekdays":[2,5],"cutoffDaysBefore":4,
                          "cutoffLocalTime":"19:00","deliveryFeeCents":null}'
                        (deliveryFeeCents null: the dynamic config checkout.delivery_fee_cents)
  disable CODE          the zone's ZIPs stop being offered (orders already placed keep their date)
  enable CODE           offered again
  waitlist [ZIP]        who asked to be told when we deliver (to ZIP)

Zones are read by the API within 30 seconds. Uses DATABASE_URL when set, otherwise the embedded database in
DATA_DIR, which allows one process at a time: while the server runs on it, stop the server first.`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const ZoneInput = DeliveryZoneShape.extend({
  deliveryFeeCents: z.number().int().min(0).max(100_000).nullable().default(null),
});

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || 'zone'}: ${issue?.message ?? 'is invalid'}`;
}

async function setActive(db: Db, code: string | undefined, active: boolean, io: CliIo): Promise<void> {
  if (!code) throw new CliError(ZONES_USAGE);
  const rows = await db
    .update(deliveryZones)
    .set({ active })
    .where(eq(deliveryZones.code, code))
    .returning({ code: deliveryZones.code });
  if (rows.length === 0) throw new CliError(`no zone ${terminalSafe(code)}`);
  io.out(`${active ? 'enabled' : 'disabled'} ${code}`);
}

export async function runZonesCommand(args: string[], db: Db, io: CliIo): Promise<void> {
  const [command, argument] = args;
  switch (command) {
    case 'list': {
      const rows = await db.select().from(deliveryZones).orderBy(asc(deliveryZones.code));
      io.out(['code', 'state', 'days', 'cutoff', 'fee', 'time zone', 'name'].join('\t'));
      for (const row of rows) {
        const days = row.deliveryWeekdays.map((day) => WEEKDAYS[day] ?? '?').join(',');
        const cutoff = `${row.cutoffDaysBefore}d ${row.cutoffLocalTime}`;
        const fee = row.deliveryFeeCents === null ? 'config' : (row.deliveryFeeCents / 100).toFixed(2);
        const state = row.active ? 'active' : 'disabled';
        io.out(terminalSafe([row.code, state, days, cutoff, fee, row.timeZone, row.name].join('\t')));
      }
      return;
    }
    case 'show': {
      if (!argument) throw new CliError(ZONES_USAGE);
      const [row] = await db.select().from(deliveryZones).where(eq(deliveryZones.code, argument));
      if (!row) throw new CliError(`no zone ${terminalSafe(argument)}`);
      const { active: _, ...zone } = row;
      io.out(terminalSafe(JSON.stringify(zone)));
      return;
    }
    case 'set': {
      if (!argument) throw new CliError(ZONES_USAGE);
      let json: unknown;
      try {
        json = JSON.parse(argument);
      } catch {
        throw new CliError('set takes the zone as JSON (see npm run zones -- show CODE)');
      }
      const parsed = ZoneInput.safeParse(json);
      if (!parsed.success) throw new CliError(firstProblem(parsed.error));
      const zone = parsed.data;
      const existing = await db
        .select({ code: deliveryZones.code })
        .from(deliveryZones)
        .where(eq(deliveryZones.code, zone.code));
      await db
        .insert(deliveryZones)
        .values({ ...zone, active: true })
        .onConflictDoUpdate({ target: deliveryZones.code, set: { ...zone } });
      io.out(`${existing.length > 0 ? 'updated' : 'created'} ${zone.code}`);
      return;
    }
    case 'disable':
      return setActive(db, argument, false, io);
    case 'enable':
      return setActive(db, argument, true, io);
    case 'waitlist': {
      const rows = await db
        .select()
        .from(zoneWaitlist)
        .where(argument ? eq(zoneWaitlist.zip, argument) : undefined)
        .orderBy(asc(zoneWaitlist.zip), asc(zoneWaitlist.createdAt));
      io.out(['zip', 'email', 'asked at'].join('\t'));
      for (const row of rows) io.out(terminalSafe([row.zip, row.email, row.createdAt.toISOString()].join('\t')));
      return;
    }
    default:
      throw new CliError(command ? `unknown command ${terminalSafe(command)}\n${ZONES_USAGE}` : ZONES_USAGE);
  }
}
