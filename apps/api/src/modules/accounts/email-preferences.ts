// The store's emails a customer may turn off (issue 39; docs/decisions/194-emails-of-the-weeks.md): the cutoff
// reminder and the delivered-and-rate email. The weekly jobs read the same columns when they write those emails.
import type { EmailPreferences } from '@larder/contracts/schemas/account-security';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { findEmailPreferences, updateCustomer } from './customer-repository';

export class EmailPreferencesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async get(customerId: number): Promise<EmailPreferences> {
    const row = await findEmailPreferences(this.db, customerId);
    return { cutoff_reminders: row?.cutoffReminderEmails ?? true, rating_requests: row?.ratingEmails ?? true };
  }

  /** Sets both (a PUT: the same body twice leaves the same state); the preferences as stored. */
  async set(customerId: number, preferences: EmailPreferences): Promise<EmailPreferences> {
    await updateCustomer(
      this.db,
      customerId,
      { cutoffReminderEmails: preferences.cutoff_reminders, ratingEmails: preferences.rating_requests },
      this.clock.now(),
    );
    return this.get(customerId);
  }
}
