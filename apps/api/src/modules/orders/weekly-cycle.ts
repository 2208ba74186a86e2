// The weekly cycle on the store's schedule (docs/decisions/160-weekly-cycle.md), as pg-boss cron jobs: whichever
// API process pg-boss hands a tick to runs it, and a pass that fails is logged and run again at the next tick.
//   orders.make-weeks     every 10 minutes  pauses that ran out end; every subscription's next 4 weeks are made
//   orders.finalize-due   every minute      weeks past their cutoff are locked and charged; retries and leases
//   orders.mark-delivered every 10 minutes  paid boxes whose delivery day ended (zone time) are delivered
//   orders.week-emails    every 10 minutes  reminders 48 hours before a cutoff
// `runAll` runs the four in that order at once: the test clock's `POST /api/v2/test/orders/finalize-due/`.
// In one process the passes run one at a time: a `runAll` that starts while a scheduled tick is charging waits for
// it, so what was due is finished when it returns (the tick's lease would otherwise make it pass the order over).
// Across processes the leases and row locks keep the passes apart, as before.
import type { FinalizationPass } from '@larder/contracts/schemas/test-clock';
import type { JobQueue } from '../../jobs/queue';
import type { DeliveryMarks } from './delivery-marks';
import type { OrderFinalization } from './finalization';
import { WEEK_EMAILS_QUEUE, type WeekReminders } from './week-emails';
import type { WeekMaker } from './week-maker';

export const MAKE_WEEKS_QUEUE = 'orders.make-weeks';
export const FINALIZE_DUE_QUEUE = 'orders.finalize-due';
export const MARK_DELIVERED_QUEUE = 'orders.mark-delivered';

export class WeeklyCycle {
  constructor(
    private readonly weeks: WeekMaker,
    private readonly finalization: OrderFinalization,
    private readonly marks: DeliveryMarks,
    private readonly reminders?: WeekReminders,
  ) {}

  /** The pass this process is running, if any: the next one starts after it ends, whether it failed or not. */
  private running: Promise<unknown> = Promise.resolve();

  define(jobs: Pick<JobQueue, 'schedule'>): void {
    jobs.schedule(MAKE_WEEKS_QUEUE, '*/10 * * * *', () => this.oneAtATime(() => this.weeks.run()));
    jobs.schedule(FINALIZE_DUE_QUEUE, '* * * * *', () => this.oneAtATime(() => this.finalization.runDue()));
    jobs.schedule(MARK_DELIVERED_QUEUE, '*/10 * * * *', () => this.oneAtATime(() => this.marks.markDue()));
    const reminders = this.reminders;
    if (reminders) jobs.schedule(WEEK_EMAILS_QUEUE, '*/10 * * * *', () => this.oneAtATime(() => reminders.run()));
  }

  /** Everything the cycle's jobs run, in their order, now (after any pass this process is running). */
  runAll(): Promise<FinalizationPass> {
    return this.oneAtATime(async () => {
      const weeks = await this.weeks.run();
      const pass = await this.finalization.runDue();
      const delivered = await this.marks.markDue();
      await this.reminders?.run();
      return { ...weeks, ...pass, delivered };
    });
  }

  private oneAtATime<T>(pass: () => Promise<T>): Promise<T> {
    const next = this.running.then(pass, pass);
    this.running = next.catch(() => undefined);
    return next;
  }
}
