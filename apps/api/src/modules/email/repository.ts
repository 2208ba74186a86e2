// Outbox rows: written by the transaction that causes a message, then updated by the worker that sends it.
import { eq, sql } from 'drizzle-orm';
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

export async function findOutboxRow(db: DbOrTx, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).limit(1);
  return row;
}

/** Sent: the data (which may hold a link's token) is no longer needed and is dropped. */
export async function markSent(db: DbOrTx, id: number, messageId: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: at,
      messageId,
      data: {},
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
      ...(final ? { status: 'failed', data: {} } : {}),
    })
    .where(eq(emailOutbox.id, id));
}
