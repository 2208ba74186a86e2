// `npm run zones -- list | show CODE | set JSON | disable CODE | enable CODE | waitlist [ZIP]`: delivery zones from
// the shell (see cli/zones.ts). A zone is given whole, as JSON checked by DeliveryZoneShape; `deliveryFeeCents` may
// be null (or left out) to follow the dynamic config `checkout.delivery_fee_cents`.
import type { Db } from '../../db/database';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { terminalSafe } from '../../lib/terminal-text';
import { findZone, listAllZones, listWaitlist, saveZone, setZoneActive } from './repository';
import { ZoneInput, zoneProblem } from './zones';

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
DATA_DIR, which allows one process at a time: while the server runs on it, use the operator console at /admin/ (or stop the server first).`;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

async function setActive(db: Db, code: string | undefined, active: boolean, io: CliIo): Promise<void> {
  if (!code) throw new CliError(ZONES_USAGE);
  if (!(await setZoneActive(db, code, active))) throw new CliError(`no zone ${terminalSafe(code)}`);
  io.out(`${active ? 'enabled' : 'disabled'} ${code}`);
}

export async function runZonesCommand(args: string[], db: Db, io: CliIo): Promise<void> {
  const [command, argument] = args;
  switch (command) {
    case 'list': {
      const rows = await listAllZones(db);
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
      const row = await findZone(db, argument);
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
      if (!parsed.success) throw new CliError(zoneProblem(parsed.error));
      const zone = parsed.data;
      const { before } = await saveZone(db, zone);
      io.out(`${before ? 'updated' : 'created'} ${zone.code}`);
      return;
    }
    case 'disable':
      return setActive(db, argument, false, io);
    case 'enable':
      return setActive(db, argument, true, io);
    case 'waitlist': {
      const rows = await listWaitlist(db, argument);
      io.out(['zip', 'email', 'asked at'].join('\t'));
      for (const row of rows) io.out(terminalSafe([row.zip, row.email, row.createdAt.toISOString()].join('\t')));
      return;
    }
    default:
      throw new CliError(command ? `unknown command ${terminalSafe(command)}\n${ZONES_USAGE}` : ZONES_USAGE);
  }
}
