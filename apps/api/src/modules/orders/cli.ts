// `npm run orders -- list --date YYYY-MM-DD [--zone CODE] [--csv] [--picklist]`: the deliveries of a day for the
// warehouse and the drivers (see cli/orders.ts). Boxes that go out are those finalized or paid (and a scheduled one,
// before its cutoff, as a forecast); `--picklist` totals the quantities per item across them.
// `npm run orders -- refund ORDER [--amount-cents N] [--as credits]`: money given back on a paid or delivered order,
// to the card through the payment provider or as credits (refunds.ts).
// `npm run orders -- not-delivered ORDER --reason TEXT`: a charged box that did not arrive (delivery-marks.ts).
import { parseArgs } from 'node:util';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { products } from '../../db/schema/catalogue';
import { customers } from '../../db/schema/customers';
import { orderLines, orders } from '../../db/schema/orders';
import type { CliIo } from '../../lib/cli';
import { CliError } from '../../lib/cli';
import { type Clock, systemClock } from '../../lib/clock';
import { csvRecord } from '../../lib/csv';
import { terminalSafe } from '../../lib/terminal-text';
import type { PaymentProvider } from '../payments/provider';
import { DeliveryMarkRefused, DeliveryMarks } from './delivery-marks';
import { dollars, OrderRefunds, RefundRefused } from './refunds';

export const ORDERS_USAGE = `Usage: npm run orders -- <command>

  list --date YYYY-MM-DD [--zone CODE] [--csv] [--picklist]
                  the boxes delivered that day (scheduled, finalized or paid): order, status, zone, customer,
                  address, items and total; --csv for a spreadsheet; --picklist totals the quantity of each
                  item across those boxes instead
  refund ORDER [--amount-cents N] [--as credits]
                  gives back money on a paid or delivered order: everything left unless --amount-cents says
                  how much; to the card through the payment provider (what was paid with credits, and --as
                  credits all of it, goes back to the customer's credits). Running it again after an interruption
                  finishes the same refund instead of refunding twice
  not-delivered ORDER --reason TEXT
                  marks a paid or delivered box that did not arrive: it keeps its charge (refund it with
                  refund) and is never marked delivered after

Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR, which allows one process at a time:
while the server runs on it, use the operator console at /admin/ (or stop the server first).`;

const OUTGOING = ['scheduled', 'finalized', 'paid'];

/** What `refund` needs besides the database: the payment provider the settings name (cli/orders.ts). */
export interface OrdersCommandDeps {
  provider?: PaymentProvider | (() => PaymentProvider);
  clock?: Clock;
}

export async function runOrdersCommand(args: string[], db: Db, io: CliIo, deps: OrdersCommandDeps = {}): Promise<void> {
  const [command, ...rest] = args;
  if (command === 'refund') return refundCommand(rest, db, io, deps);
  if (command === 'not-delivered') return notDeliveredCommand(rest, db, io, deps);
  if (command !== 'list') {
    throw new CliError(command ? `unknown command ${terminalSafe(command)}\n${ORDERS_USAGE}` : ORDERS_USAGE);
  }
  let values: { date?: string; zone?: string; csv?: boolean; picklist?: boolean };
  try {
    ({ values } = parseArgs({
      args: rest,
      strict: true,
      options: {
        date: { type: 'string' },
        zone: { type: 'string' },
        csv: { type: 'boolean' },
        picklist: { type: 'boolean' },
      },
    }));
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  const date = values.date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) {
    throw new CliError('--date must be a day such as 2026-12-03');
  }
  const where = and(
    eq(orders.deliveryDate, date),
    inArray(orders.status, OUTGOING),
    values.zone ? eq(orders.zoneCode, values.zone) : undefined,
  );
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      zone: orders.zoneCode,
      address: orders.address,
      total: orders.totalCents,
      email: customers.email,
      gift: orders.freeGiftProductId,
      giftName: products.name,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(products, eq(products.id, orders.freeGiftProductId))
    .where(where)
    .orderBy(asc(orders.zoneCode), asc(orders.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const write = (fields: string[]) => io.out(values.csv ? csvRecord(fields) : terminalSafe(fields.join('\t')));

  if (values.picklist) {
    const totals = new Map<string, { name: string; quantity: number }>();
    for (const line of lines) {
      const key = `${line.itemType}:${line.itemId}`;
      const entry = totals.get(key) ?? { name: line.name, quantity: 0 };
      entry.quantity += line.quantity;
      totals.set(key, entry);
    }
    // Each box's free gift is picked too (one per box, at $0).
    for (const row of rows) {
      if (row.gift === null || row.giftName === null) continue;
      const key = `product:${row.gift}`;
      const entry = totals.get(key) ?? { name: row.giftName, quantity: 0 };
      entry.quantity += 1;
      totals.set(key, entry);
    }
    write(['item', 'name', 'quantity']);
    for (const [key, entry] of [...totals.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      write([key, entry.name, String(entry.quantity)]);
    }
    return;
  }
  write(['order', 'status', 'zone', 'email', 'name', 'address', 'zip', 'phone', 'instructions', 'items', 'total']);
  for (const row of rows) {
    const { address } = row;
    const items = lines
      .filter((line) => line.orderId === row.id)
      .map((line) => `${line.quantity} × ${line.name}`)
      .concat(row.giftName ? [`1 × ${row.giftName} (free gift)`] : [])
      .join('; ');
    write([
      String(row.id),
      row.status,
      row.zone,
      row.email,
      `${address.first_name} ${address.last_name}`,
      [address.address1, address.address2, address.city, address.state].filter(Boolean).join(', '),
      address.zip,
      address.phone,
      address.delivery_instructions,
      items,
      (row.total / 100).toFixed(2),
    ]);
  }
}

/** `not-delivered ORDER --reason TEXT`: one line saying what was marked. */
async function notDeliveredCommand(args: string[], db: Db, io: CliIo, deps: OrdersCommandDeps): Promise<void> {
  let parsed: { values: { reason?: string }; positionals: string[] };
  try {
    parsed = parseArgs({ args, strict: true, allowPositionals: true, options: { reason: { type: 'string' } } });
  } catch (error) {
    throw new CliError(`${(error as Error).message}\n${ORDERS_USAGE}`);
  }
  const [id, ...extra] = parsed.positionals;
  const orderId = Number(id);
  if (!id || extra.length > 0 || !/^\d{1,9}$/.test(id) || orderId <= 0) {
    throw new CliError(
      'not-delivered needs one order id, such as: npm run orders -- not-delivered 12 --reason "Left at the wrong door"',
    );
  }
  if (parsed.values.reason === undefined) throw new CliError('not-delivered needs --reason TEXT: what happened');
  // Only the zones' reader of the delivered pass is unused here: marking reads the order alone.
  const marks = new DeliveryMarks(db, deps.clock ?? systemClock());
  try {
    await marks.notDelivered(orderId, parsed.values.reason);
  } catch (error) {
    if (error instanceof DeliveryMarkRefused) throw new CliError(terminalSafe(error.message));
    throw error;
  }
  io.out(`order ${orderId} marked not delivered: ${terminalSafe(parsed.values.reason.trim())}`);
}

/** `refund ORDER [--amount-cents N] [--as credits|card]`: one line saying what went back, and where. */
async function refundCommand(args: string[], db: Db, io: CliIo, deps: OrdersCommandDeps): Promise<void> {
  let values: { 'amount-cents'?: string; as?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: { 'amount-cents': { type: 'string' }, as: { type: 'string' } },
    }));
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  const [order, ...extra] = positionals;
  if (!order || extra.length > 0 || !/^\d{1,9}$/.test(order) || Number(order) === 0) {
    throw new CliError('refund needs one order id, such as: npm run orders -- refund 12 [--amount-cents 500]');
  }
  const given = values['amount-cents'];
  if (given !== undefined && (!/^\d{1,9}$/.test(given) || Number(given) === 0)) {
    throw new CliError('--amount-cents must be a positive whole number of cents, such as 1234 for $12.34');
  }
  if (values.as !== undefined && values.as !== 'credits' && values.as !== 'card') {
    throw new CliError('--as must be credits (or card, the default)');
  }
  const provider = typeof deps.provider === 'function' ? deps.provider() : deps.provider;
  if (!provider) throw new Error('refund needs a payment provider');
  const refunds = new OrderRefunds(db, deps.clock ?? systemClock(), provider);
  let outcome: Awaited<ReturnType<OrderRefunds['refund']>>;
  try {
    outcome = await refunds.refund({
      orderId: Number(order),
      amountCents: given === undefined ? undefined : Number(given),
      asCredits: values.as === 'credits',
    });
  } catch (error) {
    if (error instanceof RefundRefused) throw new CliError(error.message);
    throw error;
  }
  const { cardCents, creditCents, providerRefundId } = outcome;
  const toCard = `to the card (${providerRefundId})`;
  const where =
    cardCents > 0 && creditCents > 0
      ? `: ${dollars(cardCents)} ${toCard} and ${dollars(creditCents)} as credits`
      : cardCents > 0
        ? ` ${toCard}`
        : ' as credits';
  const line = `refunded ${dollars(cardCents + creditCents)} of order ${outcome.orderId}${where}`;
  if (!outcome.resumed) {
    io.out(line);
    return;
  }
  io.out(`finished an interrupted refund: ${line}`);
  // The interrupted refund is finished as it was asked then; a different one is another run.
  const differs =
    (given !== undefined && Number(given) !== cardCents + creditCents) || (values.as === 'credits' && cardCents > 0);
  if (differs) io.err('that is not the refund asked for now: run the command again for it');
}
