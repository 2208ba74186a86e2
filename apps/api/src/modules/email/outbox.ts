// The transactional outbox (docs/decisions/140-email-and-recovery.md): `enqueue` writes the message row and its
// send job with the caller's transaction, so a change and its email commit or roll back together. The worker
// (jobs.ts) renders and sends later; a relay that is down delays mail, never the request that caused it.
import { EmailField } from '@larder/contracts/schemas/accounts';
import type { DbOrTx } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { EMAIL_CATALOG, type EmailData, type EmailTemplateName } from './catalog';
import { insertOutboxRow } from './repository';

export const SEND_EMAIL_QUEUE = 'email.send';

export interface SendEmailJob {
  outboxId: number;
}

export class Outbox {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

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
}
