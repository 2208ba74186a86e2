// The store's emails of the weeks (issue 39; docs/decisions/194-emails-of-the-weeks.md), each written to the outbox
// in the transaction of what it tells, under a key naming what it is about, so a retried job or a second API process
// adds nothing:
//   receipt        when a box is charged (the `paid` transition)              key order-<id>-receipt
//   delivered      when a box is marked delivered, with a one-tap rating      key order-<id>-delivered
//   skipped        when the customer skips a week: each skip is one transition of the order (a retried request
//                  finds it skipped and changes nothing), so it needs no key
//   reminder       48 hours before a week's cutoff (the `orders.week-emails`  key order-<id>-reminder
//                  job, every 10 minutes)
//   pause ending   when the week maker ends a pause (the last paused week's   key subscription-<id>-resumes-<date>
//                  cutoff passed: the first box back is the next week)
// The reminder and the delivered email are for customers who left them on in settings.
import { and, eq, gt, lte, min } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import type { Clock } from '../../lib/clock';
import { findCustomerById, findEmailPreferences } from '../accounts/customer-repository';
import { listZoneClocks } from '../deliveries/repository';
import type { Outbox } from '../email/outbox';
import { momentInWords } from '../email/templates/dates';
import { findPaymentMethod } from '../payments/repository';
import { listOrderLines, type OrderRow } from './repository';

export const WEEK_EMAILS_QUEUE = 'orders.week-emails';
/** The reminder goes this long before a week's cutoff. */
export const REMINDER_BEFORE_CUTOFF_MS = 48 * 60 * 60 * 1000;

/** The cutoff in the words of the order's zone: "Friday, December 4 at 7:00 PM EST". */
async function cutoffWords(db: DbOrTx, row: Pick<OrderRow, 'cutoffAt' | 'zoneCode'>): Promise<string> {
  const zone = (await listZoneClocks(db)).find((clock) => clock.code === row.zoneCode);
  return momentInWords(row.cutoffAt, zone?.timeZone ?? 'UTC');
}

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The receipt of a box just charged, in the transaction that recorded the charge. */
export async function tellReceipt(tx: DbOrTx, outbox: Outbox, row: OrderRow): Promise<void> {
  const customer = await findCustomerById(tx, row.customerId);
  if (!customer) return;
  const lines = await listOrderLines(tx, row.id);
  const card = await findPaymentMethod(tx, row.paymentMethodId);
  await outbox.enqueueOnce(tx, `order-${row.id}-receipt`, 'box_receipt', customer.email, {
    firstName: customer.firstName,
    orderId: row.id,
    deliveryDate: row.deliveryDate,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      totalCents: line.quantity * line.unitPriceCents,
    })),
    totals: {
      subtotalCents: row.subtotalCents,
      discountCents: row.discountCents,
      deliveryFeeCents: row.deliveryFeeCents,
      creditsCents: row.creditsCents,
      totalCents: row.totalCents,
    },
    card: row.totalCents > 0 && card ? `${brandName(card.brand)} ending in ${card.last4}` : null,
  });
}

/** "Your box was delivered: how was it?", for a customer with rating emails on, in the mark's transaction. */
export async function tellDelivered(tx: DbOrTx, outbox: Outbox, row: OrderRow): Promise<void> {
  const customer = await findCustomerById(tx, row.customerId);
  const preferences = await findEmailPreferences(tx, row.customerId);
  if (!customer || !preferences?.ratingEmails) return;
  await outbox.enqueueOnce(tx, `order-${row.id}-delivered`, 'box_delivered', customer.email, {
    firstName: customer.firstName,
    orderId: row.id,
    deliveryDate: row.deliveryDate,
  });
}

/** The confirmation of a week the customer skipped, in the skip's transaction. */
export async function tellSkipped(tx: DbOrTx, outbox: Outbox, row: OrderRow): Promise<void> {
  const customer = await findCustomerById(tx, row.customerId);
  if (!customer) return;
  const [next] = await tx
    .select({ date: min(orders.deliveryDate) })
    .from(orders)
    .where(
      and(
        eq(orders.subscriptionId, row.subscriptionId),
        eq(orders.status, 'scheduled'),
        gt(orders.deliveryDate, row.deliveryDate),
      ),
    );
  const nextDeliveryDate = next?.date ?? null;
  await outbox.enqueue(tx, 'week_skipped', customer.email, {
    firstName: customer.firstName,
    orderId: row.id,
    deliveryDate: row.deliveryDate,
    cutoff: await cutoffWords(tx, row),
    nextDeliveryDate,
  });
}

/**
 * "Your pause ends next week", when the week maker ends a pause: the last paused week's cutoff has passed, so the
 * next open week, the first box back, is the coming one. In the transaction that ends the pause.
 */
export async function tellPauseEnding(
  tx: DbOrTx,
  outbox: Outbox,
  subscription: { id: number; customerId: number },
  until: string,
): Promise<void> {
  const customer = await findCustomerById(tx, subscription.customerId);
  if (!customer) return;
  await outbox.enqueueOnce(tx, `subscription-${subscription.id}-resumes-${until}`, 'pause_ending', customer.email, {
    firstName: customer.firstName,
    deliveryDate: until,
  });
}

/** The job of the store's timed emails: the cutoff reminders. */
export class WeekReminders {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  /** Everything due now; how many reminders this pass queued. */
  async run(): Promise<number> {
    return this.remindCutoffs();
  }

  /** Scheduled weeks whose cutoff is within 48 hours, for customers with reminders on: what is in the box. */
  async remindCutoffs(): Promise<number> {
    const now = this.clock.now();
    const due = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, 'scheduled'),
          gt(orders.cutoffAt, now),
          lte(orders.cutoffAt, new Date(now.getTime() + REMINDER_BEFORE_CUTOFF_MS)),
        ),
      );
    let queued = 0;
    for (const { id } of due) {
      const sent = await this.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
        if (row?.status !== 'scheduled') return false;
        const customer = await findCustomerById(tx, row.customerId);
        const preferences = await findEmailPreferences(tx, row.customerId);
        const lines = await listOrderLines(tx, id);
        if (!customer || !preferences?.cutoffReminderEmails || lines.length === 0) return false;
        return this.outbox.enqueueOnce(tx, `order-${id}-reminder`, 'cutoff_reminder', customer.email, {
          firstName: customer.firstName,
          orderId: id,
          deliveryDate: row.deliveryDate,
          cutoff: await cutoffWords(tx, row),
          lines: lines.map((line) => ({ name: line.name, quantity: line.quantity })),
          totalCents: row.totalCents,
        });
      });
      if (sent) queued += 1;
    }
    return queued;
  }
}
