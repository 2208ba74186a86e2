// A delivery day for the console's Deliveries screen (docs/decisions/200-operators.md): the orders of a date (and
// zone) with their lines and free gift, and the pick list — per item totals of the boxes going out, counted as
// `npm run orders -- list --picklist` counts them — also as CSV. Reads only.

import type { DeliveryDay, PickListLine } from '@larder/contracts/schemas/admin-console';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import { itemTypeWord, PICK_LIST_CSV_HEADER, PICKED_STATUSES } from '@larder/contracts/values/admin-console';
import type { DbOrTx } from '../../db/database';
import { csvDocument } from '../../lib/csv';
import { deliveryDayOrders, linesOfOrders } from '../orders/console-reads';

const picked = (status: string) => (PICKED_STATUSES as readonly string[]).includes(status);

export async function deliveryDay(db: DbOrTx, date: string, zone: string | undefined): Promise<DeliveryDay> {
  const rows = await deliveryDayOrders(db, date, zone);
  const lineRows = await linesOfOrders(
    db,
    rows.map((row) => row.order.id),
  );
  const linesOf = new Map<number, PickListLine[]>();
  for (const line of lineRows) {
    const list = linesOf.get(line.orderId) ?? [];
    list.push({ item_type: line.itemType, item_id: line.itemId, name: line.name, quantity: line.quantity });
    linesOf.set(line.orderId, list);
  }
  const totals = new Map<string, PickListLine>();
  const dayOrders = rows.map(({ order, email, firstName, lastName, giftName }) => {
    const lines = [...(linesOf.get(order.id) ?? [])];
    // The subscription's free gift rides in every box at $0: packed and picked like a line.
    if (order.freeGiftProductId !== null && giftName !== null) {
      lines.push({
        item_type: 'product',
        item_id: order.freeGiftProductId,
        name: `${giftName} (free gift)`,
        quantity: 1,
      });
    }
    const isPicked = picked(order.status);
    if (isPicked) {
      for (const line of lines) {
        const key = `${line.item_type}:${line.item_id}`;
        const entry = totals.get(key) ?? { ...line, name: line.name.replace(/ \(free gift\)$/, ''), quantity: 0 };
        entry.quantity += line.quantity;
        totals.set(key, entry);
      }
    }
    return {
      id: order.id,
      status: order.status as OrderStatus,
      zone: order.zoneCode,
      customer: { id: order.customerId, email, name: `${firstName} ${lastName}`.trim() },
      address: { ...order.address },
      total_cents: order.totalCents,
      picked: isPicked,
      lines,
    };
  });
  const pickList = [...totals.values()].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.item_type.localeCompare(b.item_type) || a.item_id - b.item_id,
  );
  return { date, zone: zone ?? null, orders: dayOrders, pick_list: pickList };
}

/** The pick list as CSV: a header row, then one row per item (CRLF line ends, RFC 4180). */
export function pickListCsv(day: DeliveryDay): string {
  return csvDocument(
    [
      PICK_LIST_CSV_HEADER,
      ...day.pick_list.map((line) => [
        day.date,
        day.zone ?? 'all',
        itemTypeWord(line.item_type),
        line.item_id,
        line.name,
        line.quantity,
      ]),
    ],
    'always',
  );
}
