// Operator rows (docs/decisions/200-operators.md); their sessions' rows are audit/operator-session-repository.ts's.
// Rows in, rows out.
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { operators } from '../../db/schema/operators';
import type { OperatorRow } from '../audit/operator-session-repository';

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
