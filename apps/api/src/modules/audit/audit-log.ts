// The audit log (docs/decisions/200-operators.md): every change an operator makes writes one row in the change's own
// transaction, so a change and its record commit or roll back together. Read back by GET /api/admin/audit/.
import type { AuditEntry, AuditPage } from '@larder/contracts/schemas/admin';
import { AUDIT_ACTION_LABELS, type AuditAction, isAuditAction } from '@larder/contracts/values/audit-actions';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { auditLog, operators } from '../../db/schema/operators';
import { pageLinks } from '../../lib/pagination';
import { auditLine } from './audit-lines';

export interface AuditChange {
  /** Null for a change made from the command line. */
  operatorId: number | null;
  /** `config.set`, `order.refund`, `operator.disable`, … (contracts' AUDIT_ACTION_LABELS: each has its sentence). */
  action: AuditAction;
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
  action?: AuditAction;
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
  if (filter.action !== undefined) conditions.push(eq(auditLog.action, filter.action));
  if (filter.recordType !== undefined) conditions.push(eq(auditLog.recordType, filter.recordType));
  if (filter.recordId !== undefined) conditions.push(eq(auditLog.recordId, filter.recordId));
  if (filter.from !== undefined) conditions.push(gte(auditLog.at, filter.from));
  if (filter.to !== undefined) conditions.push(lt(auditLog.at, filter.to));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [total] = await db.select({ count: count() }).from(auditLog).where(where);
  const rows = await db
    .select({ entry: auditLog, email: operators.email, role: operators.role })
    .from(auditLog)
    .leftJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const results: AuditEntry[] = rows.map(({ entry, email, role }) => {
    const operator =
      entry.operatorId !== null && email !== null && role !== null ? { id: entry.operatorId, email, role } : null;
    return {
      id: entry.id,
      operator,
      action: entry.action,
      action_label: isAuditAction(entry.action) ? AUDIT_ACTION_LABELS[entry.action] : entry.action,
      ...auditLine(entry, operator),
      record_type: entry.recordType,
      record_id: entry.recordId,
      before: entry.before,
      after: entry.after,
      at: entry.at.toISOString(),
    };
  });
  const total_ = total?.count ?? 0;
  return { count: total_, ...pageLinks(filter.url, filter.limit, filter.offset, total_), results };
}

/** The id of the operator with that email (any case); undefined when none has it. */
export async function operatorIdByEmail(db: DbOrTx, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(sql`lower(${operators.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}
