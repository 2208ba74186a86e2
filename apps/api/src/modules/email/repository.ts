// Outbox rows: written by the transaction that causes a message, then updated by the worker that sends it.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { emailOutbox } from '../../db/schema/email-outbox';

export type OutboxRow = typeof emailOutbox.$inferSelect;

export async function insertOutboxRow(
  db: DbOrTx,
  values: { template: string; recipient: string; data: unknown; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(emailOutbox).values(values).returning({ id: emailOutbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/** A keyed row (issue 39), unless a row with its key exists: its id, or undefined when the key was taken. */
export async function insertKeyedOutboxRow(
  db: DbOrTx,
  values: { template: string; recipient: string; data: unknown; createdAt: Date; key: string },
): Promise<number | undefined> {
  const [row] = await db
    .insert(emailOutbox)
    .values(values)
    .onConflictDoNothing({ target: emailOutbox.key })
    .returning({ id: emailOutbox.id });
  return row?.id;
}

export async function findOutboxRow(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/**
 * Templates whose content is kept after the message is sent or has failed, so an operator can send it again
 * (docs/decisions/200-operators.md): order notices, whose content the order's own rows hold anyway. Every other
 * template may hold a link's token or a card's code, and its data is dropped as soon as it is sent or has failed.
 */
export const RESENDABLE_TEMPLATES = [
  'order_confirmation',
  'order_update',
  'problem_credit',
  'subscription_update',
  'cutoff_reminder',
  'box_receipt',
  'box_delivered',
  'week_skipped',
  'pause_ending',
];

const keptOrDropped = sql`case when ${emailOutbox.template} in (${sql.join(
  RESENDABLE_TEMPLATES.map((name) => sql`${name}`),
  sql`, `,
)}) then ${emailOutbox.data} else '{}'::jsonb end`;

/** Whether a row can be sent again: a kept template whose data is still there. */
export function isResendable(row: Pick<OutboxRow, 'template' | 'data'>): boolean {
  return (
    RESENDABLE_TEMPLATES.includes(row.template) &&
    typeof row.data === 'object' &&
    row.data !== null &&
    Object.keys(row.data).length > 0
  );
}

/** Sent: the data (which may hold a link's token) is no longer needed and is dropped, but for RESENDABLE_TEMPLATES. */
export async function markSent(db: DbOrTx, id: number, messageId: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: at,
      messageId,
      data: keptOrDropped,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(eq(emailOutbox.id, id));
}

/** A failed attempt; `final` when no retry is left (the data is dropped then too). */
export async function markAttemptFailed(db: DbOrTx, id: number, error: string, final: boolean): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: sql`${emailOutbox.attempts} + 1`,
      lastError: error.slice(0, 1000),
      ...(final ? { status: 'failed', data: keptOrDropped } : {}),
    })
    .where(eq(emailOutbox.id, id));
}

/** A page of the outbox, newest first, optionally of one status. */
export async function listOutbox(
  db: DbOrTx,
  filter: { status?: string; limit: number; offset: number },
): Promise<{ count: number; rows: OutboxRow[] }> {
  const where = filter.status ? eq(emailOutbox.status, filter.status) : undefined;
  const [total] = await db.select({ count: count() }).from(emailOutbox).where(where);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.count ?? 0, rows };
}

/** The row, locked for a change. */
export async function lockOutboxRow(tx: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for('update');
  return row;
}

/** A failed row back to pending, its tries counted afresh (the history stays in `last_error`). */
export async function requeueFailed(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx
    .update(emailOutbox)
    .set({ status: 'pending', attempts: 0 })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'failed')))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/** The latest message of a template about an order (its data names `orderId`). */
export async function findLatestOrderMessage(
  db: DbOrTx,
  template: string,
  orderId: number,
): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(inArray(emailOutbox.template, [template]), sql`${emailOutbox.data}->>'orderId' = ${String(orderId)}`))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}
