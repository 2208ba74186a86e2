// The email worker: one job per outbox row. It renders the row's template, hands the message to the transport and
// records the outcome. A failure is recorded and thrown, so the queue retries it with backoff; after the last try
// the row is `failed`. A row already sent is not sent again (a job retried after its send succeeded).
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { isTemplateName, renderEmail } from './catalog';
import { SEND_EMAIL_QUEUE, type SendEmailJob } from './outbox';
import { findOutboxRow, markAttemptFailed, markSent } from './repository';
import type { MailTransport } from './transport';

export interface EmailJobDeps {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  config: Pick<
    Config,
    'BRAND_NAME' | 'BRAND_SLUG' | 'PUBLIC_SITE_ORIGIN' | 'MAIL_RETRY_LIMIT' | 'MAIL_RETRY_DELAY_SECONDS'
  >;
  log: { warn(object: object, message: string): void };
}

export function defineEmailJobs(queue: JobQueue, { db, clock, transport, config, log }: EmailJobDeps): void {
  const context = {
    brand: config.BRAND_NAME,
    siteOrigin: config.PUBLIC_SITE_ORIGIN,
    accountPath: `/my${config.BRAND_SLUG}/`,
  };
  queue.define<SendEmailJob>({
    name: SEND_EMAIL_QUEUE,
    retryLimit: config.MAIL_RETRY_LIMIT,
    retryDelaySeconds: config.MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: 5 * 60,
    async handle({ outboxId }, { retriesLeft }) {
      const row = await findOutboxRow(db, outboxId);
      if (row?.status !== 'pending') return;
      try {
        if (!isTemplateName(row.template)) throw new Error(`unknown template ${row.template}`);
        const rendered = await renderEmail(row.template, row.data, context);
        const messageId = await transport.send({ to: row.recipient, ...rendered });
        await markSent(db, row.id, messageId, clock.now());
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ outboxId, template: row.template, retriesLeft, err: message }, 'email not sent');
        await markAttemptFailed(db, row.id, message, retriesLeft === 0);
        throw error;
      }
    },
  });
}
