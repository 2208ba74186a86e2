// The account services that send links (recovery, verification, settings), built once per app over one
// AccountTokens, and the jobs they run: sending a reset link, and sweeping old tokens every night.
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { Outbox } from '../email/outbox';
import { AccountTokens } from './account-tokens';
import { EmailPreferencesService } from './email-preferences';
import type { PasswordHasher } from './password-hashing';
import { PASSWORD_RESET_QUEUE, type PasswordResetJob, RecoveryService } from './recovery-service';
import { SettingsService } from './settings-service';
import { VerificationService } from './verification-service';

export const TOKEN_SWEEP_QUEUE = 'accounts.sweep-tokens';

export class AccountServices {
  readonly tokens: AccountTokens;
  readonly recovery: RecoveryService;
  readonly verification: VerificationService;
  readonly settings: SettingsService;
  readonly emailPreferences: EmailPreferencesService;

  constructor(deps: { db: Db; clock: Clock; outbox: Outbox; jobs: JobQueue; passwords: PasswordHasher }) {
    this.tokens = new AccountTokens(deps.clock);
    this.recovery = new RecoveryService(deps.db, deps.clock, this.tokens, deps.outbox, deps.jobs, deps.passwords);
    this.verification = new VerificationService(deps.db, deps.clock, this.tokens, deps.outbox);
    this.settings = new SettingsService(deps.db, deps.clock, this.tokens, deps.outbox, deps.passwords);
    this.emailPreferences = new EmailPreferencesService(deps.db, deps.clock);
    deps.jobs.define<PasswordResetJob>({
      name: PASSWORD_RESET_QUEUE,
      retryLimit: 5,
      retryDelaySeconds: 5,
      handle: ({ email }) => this.recovery.sendReset(email),
    });
    deps.jobs.define<Record<string, never>>({
      name: TOKEN_SWEEP_QUEUE,
      cron: '17 3 * * *',
      retryLimit: 3,
      retryDelaySeconds: 60,
      handle: async () => {
        await this.tokens.sweep(deps.db);
      },
    });
  }
}
