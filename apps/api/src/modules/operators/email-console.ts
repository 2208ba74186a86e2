// The console's email (docs/decisions/200-operators.md): the outbox, newest first, a failed message sent again and an
// order's confirmation queued again. The email module does the sending (email/outbox.ts); each resend writes its
// audit row in the same transaction. email-routes.ts translates HTTP.
import { StoreAuditRecordType } from '@larder/contracts/schemas/admin-store';
import { AdminErrorCode, AuditRecordType } from '@larder/contracts/values/admin';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit-log';
import type { OperatorRow } from '../audit/operator-session-repository';
import type { Outbox } from '../email/outbox';
import { isResendable, listOutbox, type OutboxRow } from '../email/repository';
import { findOrderById } from '../orders/repository';

function toMessage(row: OutboxRow) {
  return {
    id: row.id,
    template: row.template,
    recipient: row.recipient,
    status: row.status as 'pending' | 'sent' | 'failed',
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    resendable: row.status === 'failed' && isResendable(row),
  };
}

const refused = (detail: string) => new HttpError(409, AdminErrorCode.Refused, detail);

export class EmailConsole {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: Outbox,
  ) {}

  async list(query: Parameters<typeof listOutbox>[1]) {
    const { count, rows } = await listOutbox(this.db, query);
    return { count, results: rows.map(toMessage) };
  }

  async resend(operator: OperatorRow, id: number) {
    const result = await this.db.transaction(async (tx) => {
      const resent = await this.outbox.resendFailed(tx, id);
      if (resent.outcome === 'queued') {
        await recordAudit(tx, {
          operatorId: operator.id,
          action: 'email.resend',
          recordType: StoreAuditRecordType.Email,
          recordId: id,
          before: { status: 'failed', attempts: resent.row.attempts, last_error: resent.row.lastError },
          after: { status: 'pending', attempts: 0, template: resent.row.template },
          at: this.clock.now(),
        });
      }
      return resent.outcome;
    });
    if (result === 'unknown') throw new HttpError(404, AdminErrorCode.NotFound, `No message ${id}.`);
    if (result === 'not-failed') throw refused('Only a failed message can be sent again.');
    if (result === 'content-dropped') {
      throw refused(
        'This message held a one-time link or code, dropped after its last try: the customer asks for a new one.',
      );
    }
    return { id, status: 'pending' as const };
  }

  async resendConfirmation(operator: OperatorRow, orderId: number) {
    if (!(await findOrderById(this.db, orderId))) {
      throw new HttpError(404, AdminErrorCode.NotFound, `No order ${orderId}.`);
    }
    const queued = await this.db.transaction(async (tx) => {
      const resent = await this.outbox.resendOrderConfirmation(tx, orderId);
      if (!resent) return undefined;
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'order.resend_confirmation',
        recordType: AuditRecordType.Order,
        recordId: orderId,
        before: null,
        after: { outbox_id: resent.outboxId },
        at: this.clock.now(),
      });
      return resent;
    });
    if (!queued) {
      throw refused("This order's confirmation was sent before its content was kept, so it cannot be sent again.");
    }
    return { order_id: orderId, outbox_id: queued.outboxId };
  }
}
