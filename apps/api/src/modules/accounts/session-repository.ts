// Session rows, looked up by the SHA-256 of the cookie's id, joined with their customer in one query.
import { eq, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { sessions } from '../../db/schema/sessions';
import { type CustomerRow, customerColumns } from './customer-repository';

export interface SessionWithCustomer {
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  customer: CustomerRow;
}

export async function insertSession(
  db: DbOrTx,
  values: { idHash: string; customerId: number; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: DbOrTx, idHash: string): Promise<SessionWithCustomer | undefined> {
  const [row] = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      customer: customerColumns,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function touchSession(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, idHash));
}

export async function deleteSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Removes sessions past their absolute expiry or idle for longer than the idle timeout; returns how many. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date, idleSeconds: number): Promise<number> {
  const idleBefore = new Date(now.getTime() - idleSeconds * 1000);
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleBefore)))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** Ends every session of a customer (password reset or change, joining an identity, sign out everywhere). */
export async function deleteCustomerSessions(db: DbOrTx, customerId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.customerId, customerId));
}
