// The transactional outbox (docs/decisions/140-email-and-recovery.md): `enqueue` writes the message row and its
// send job with the caller's transaction, so a change and its email commit or roll back together. The worker
// (jobs.ts) renders and sends later; a relay that is down delays mail, never the request that caused it.
import { EmailField } from '@larder/contracts/schemas/accounts';
import type { DbOrTx } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { EMAIL_CATALOG, type EmailData, type EmailTemplateName } from './catalog';
import {
  findLatestOrderMessage,
  insertKeyedOutboxRow,
  insertOutboxRow,
  isResendable,
  lockOutboxRow,
  type OutboxRow,
  requeueFailed,
} from './repository';

export const SEND_EMAIL_QUEUE = 'email.send';

export interface SendEmailJob {
  outboxId: number;
}

export class Outbox {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /**
   * Sends a failed message again (the console's "Resend", in the operator's transaction): back to pending with a new
   * send job. Refused when it is not failed, or its content was dropped (a link's token or a card's code).
   */
  async resendFailed(
    tx: DbOrTx,
    id: number,
  ): Promise<{ outcome: 'queued'; row: OutboxRow } | { outcome: 'unknown' | 'not-failed' | 'content-dropped' }> {
    const row = await lockOutboxRow(tx, id);
    if (!row) return { outcome: 'unknown' };
    if (row.status !== 'failed') return { outcome: 'not-failed' };
    if (!isResendable(row)) return { outcome: 'content-dropped' };
    await requeueFailed(tx, id);
    await this.queue.send(SEND_EMAIL_QUEUE, { outboxId: id } satisfies SendEmailJob, tx);
    return { outcome: 'queued', row };
  }

  /** Queues the order's confirmation again, as it was first written; undefined when its content is not kept. */
  async resendOrderConfirmation(tx: DbOrTx, orderId: number): Promise<{ outboxId: number } | undefined> {
    const original = await findLatestOrderMessage(tx, 'order_confirmation', orderId);
    if (!original || !isResendable(original)) return undefined;
    const data = EMAIL_CATALOG.order_confirmation.data.parse(original.data);
    const outboxId = await insertOutboxRow(tx, {
      template: 'order_confirmation',
      recipient: original.recipient,
      data,
      createdAt: this.clock.now(),
    });
    await this.queue.send(SEND_EMAIL_QUEUE, { outboxId } satisfies SendEmailJob, tx);
    return { outboxId };
  }

  /** Queues a message in `tx`. Throws (rolling the change back) for an address the email schema refuses. */
  async enqueue<Name extends EmailTemplateName>(
    tx: DbOrTx,
    template: Name,
    to: string,
    data: EmailData<Name>,
  ): Promise<void> {
    const recipient = EmailField.parse(to);
    const checked = EMAIL_CATALOG[template].data.parse(data);
    const outboxId = await insertOutboxRow(tx, { template, recipient, data: checked, createdAt: this.clock.now() });
    await this.queue.send(SEND_EMAIL_QUEUE, { outboxId } satisfies SendEmailJob, tx);
  }

  /**
   * Queues a message of the store's schedule once for `key` (what it is about: `order-12-receipt`), in `tx`: a
   * retried job or another API process writing the same key adds nothing (issue 39). Whether this call queued it.
   */
  async enqueueOnce<Name extends EmailTemplateName>(
    tx: DbOrTx,
    key: string,
    template: Name,
    to: string,
    data: EmailData<Name>,
  ): Promise<boolean> {
    const recipient = EmailField.parse(to);
    const checked = EMAIL_CATALOG[template].data.parse(data);
    const outboxId = await insertKeyedOutboxRow(tx, {
      template,
      recipient,
      data: checked,
      createdAt: this.clock.now(),
      key,
    });
    if (outboxId === undefined) return false;
    await this.queue.send(SEND_EMAIL_QUEUE, { outboxId } satisfies SendEmailJob, tx);
    return true;
  }
}
