// The audit log (docs/decisions/200-operators.md): every change an operator makes writes one row in the change's own
// transaction, so a change and its record commit or roll back together. Read back by GET /api/admin/audit/.
import type { AuditEntry, AuditPage } from '@larder/contracts/schemas/admin';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditLog, operators } from '../../db/schema/operators';
import { pageLinks } from '../../lib/pagination';

export interface AuditChange {
  /** Null for a change made from the command line. */
  operatorId: number | null;
  /** `config.set`, `order.refund`, `operator.disable`, … */
  action: string;
  recordType: string;
  recordId: string | number;
  before: unknown;
  after: unknown;
  at: Date;
}

/** Writes the change's row with `tx`: call it inside the transaction that makes the change. */
export async function recordAudit(tx: DbOrTx, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: change.operatorId,
    action: change.action,
    recordType: change.recordType,
    recordId: String(change.recordId),
    before: change.before ?? null,
    after: change.after ?? null,
    at: change.at,
  });
}

export interface AuditFilter {
  operatorId?: number;
  recordType?: string;
  recordId?: string;
  /** Inclusive. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  limit: number;
  offset: number;
  url: URL;
}

/** A page of the log, newest first. */
export async function listAudit(db: DbOrTx, filter: AuditFilter): Promise<AuditPage> {
  const conditions: SQL[] = [];
  if (filter.operatorId !== undefined) conditions.push(eq(auditLog.operatorId, filter.operatorId));
  if (filter.recordType !== undefined) conditions.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId !== undefined) conditions.push(eq(auditLog.recordId, filter.recordId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ count: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, email: operators.email })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const results: AuditEntry[] = rows.map(({ entry, email }) => ({
    id: entry.id,
    operator: entry.operatorId !== null && email !== null ? { id: entry.operatorId, email } : null,
    action: entry.action,
    record_type: entry.recordType,
    record_id: entry.recordId,
    before: entry.before,
    after: entry.after,
    at: entry.at.toISOString(),
  }));
  const total_ = total?.count ?? 0;
  return { count: total_, ...pageLinks(filter.url, filter.limit, filter.offset, total_), results };
}
