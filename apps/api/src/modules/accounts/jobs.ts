// The accounts module's background jobs: sending a password-reset link for an address that has an account.
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../email/outbox';
import { AccountTokens } from './account-tokens';
import { PASSWORD_RESET_QUEUE, type PasswordResetJob, RecoveryService } from './recovery-service';

export function defineAccountJobs(queue: JobQueue, deps: { db: Db; clock: Clock; outbox: Outbox }): void {
  const recovery = new RecoveryService(deps.db, deps.clock, new AccountTokens(deps.clock), deps.outbox, queue);
  queue.define<PasswordResetJob>({
    name: PASSWORD_RESET_QUEUE,
    retryLimit: 5,
    retryDelaySeconds: 5,
    handle: ({ email }) => recovery.sendReset(email),
  });
}
