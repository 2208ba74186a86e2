// Operator rows and their sessions (docs/decisions/200-operators.md). Rows in, rows out.
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { operatorSessions, operators } from '../../db/schema/operators';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

export async function findOperator(db: DbOrTx, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

/** The operator's row under a row lock, for a change that writes its audit row in the same transaction. */
export async function lockOperatorByEmail(db: DbOrTx, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db
    .select()
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email.trim()})`)
    .for('update');
  return row;
}

export async function insertOperator(
  db: DbOrTx,
  values: { email: string; passwordHash: string; role: string },
): Promise<OperatorRow | undefined> {
  const [row] = await db.insert(operators).values(values).onConflictDoNothing().returning();
  return row;
}

export async function listOperators(db: DbOrTx): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.id));
}

export async function updateOperator(db: DbOrTx, id: number, values: Partial<OperatorRow>): Promise<OperatorRow> {
  const [row] = await db.update(operators).set(values).where(eq(operators.id, id)).returning();
  if (!row) throw new Error(`operator ${id} vanished`);
  return row;
}

/** Records the time step a code was accepted for; false when that step (or a later one) was used already. */
export async function claimTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({ totpLastStep: step })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length > 0;
}

export async function insertOperatorSession(
  db: DbOrTx,
  values: { idHash: string; operatorId: number; createdAt: Date; lastSeenAt: Date; expiresAt: Date },
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

export async function deleteSessionsOf(db: DbOrTx, operatorId: number): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function deleteExpiredOperatorSessions(db: DbOrTx, now: Date, idleSeconds: number): Promise<void> {
  const idleBefore = new Date(now.getTime() - idleSeconds * 1000);
  await db
    .delete(operatorSessions)
    .where(or(lte(operatorSessions.expiresAt, now), lte(operatorSessions.lastSeenAt, idleBefore)));
}
