// Operators' session rows and the operator row type (docs/decisions/200-operators.md), below every module that
// asks who the operator is. Rows in, rows out.
import { and, eq, lte, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { operatorSessions, operators } from '../../db/schema/operators';

export type OperatorRow = typeof operators.$inferSelect;

export async function insertOperatorSession(
  db: DbOrTx,
  values: {
    idHash: string;
    operatorId: number;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    secondFactorAt: Date | null;
  },
): Promise<void> {
  await db.insert(operatorSessions).values(values);
}

export async function findOperatorSession(db: DbOrTx, idHash: string) {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function touchOperatorSession(db: DbOrTx, idHash: string, at: Date): Promise<void> {
  await db.update(operatorSessions).set({ lastSeenAt: at }).where(eq(operatorSessions.idHash, idHash));
}

export async function deleteOperatorSession(db: DbOrTx, idHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
}

export async function updateOperatorSession(
  db: DbOrTx,
  idHash: string,
  values: { secondFactorAt?: Date; totpPendingSecret?: string | null },
): Promise<void> {
  await db.update(operatorSessions).set(values).where(eq(operatorSessions.idHash, idHash));
}

/** Ends every session of the operator but `keep`. */
export async function deleteOtherSessionsOf(db: DbOrTx, operatorId: number, keep: string): Promise<void> {
  await db
    .delete(operatorSessions)
    .where(and(eq(operatorSessions.operatorId, operatorId), ne(operatorSessions.idHash, keep)));
}

export async function deleteSessionsOf(db: DbOrTx, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function deleteExpiredOperatorSessions(db: DbOrTx, now: Date, idleSeconds: number): Promise<void> {
  const idleBefore = new Date(now.getTime() - idleSeconds * 1000);
  await db
    .delete(operatorSessions)
    .where(or(lte(operatorSessions.expiresAt, now), lte(operatorSessions.lastSeenAt, idleBefore)));
}
