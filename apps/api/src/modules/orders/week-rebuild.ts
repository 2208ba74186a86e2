// Upcoming weeks follow the customer's answers (issue 27; docs/decisions/161-weeks-built-again.md):
// when what a subscriber's plan is built from changes — quiz answers, tag and dish type preferences, dietary
// restrictions, goals, picks, thumbs — their weeks that are still open (scheduled or skipped, before the cutoff) and
// that they never edited are built again from the plan, exactly as the week maker builds them (PlanService's
// weeklyPlans: each week for its week, rotated against the weeks before it), their lines replaced and priced again.
// An edited week keeps its edits (only the dislike sweep reaches it).
//
// The change counts itself in its own transaction (`week_rebuilds.requested`) and queues a job there, run
// WEEK_REBUILD_DELAY_SECONDS later, so the calls of one save are built once and a crash never loses a rebuild. The
// job builds outside any transaction from answers read after that count, then writes under the subscription's row
// lock only while the count is unchanged (a later change has its own job) and the weeks are the ones it built for
// (a week made, moved or put back meanwhile: built again). Running it twice changes nothing the second time.
import type { Plan } from '@larder/contracts/schemas/plan';
import type { Db, DbOrTx } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import type { DeliveryService } from '../deliveries/service';
import type { PlanService } from '../plan/service';
import { listAnswersOf } from '../preferences/repository';
import { boxLinesFromPlan } from '../pricing/box-lines';
import { listItemRatingsOf, RATINGS_READ_MAX } from '../ratings/repository';
import { replaceOrderLines } from './repository';
import { repriceOrder } from './reprice';
import { findSubscription, lockSubscriptionById } from './subscription-rows';
import { findWeekRebuild, listWeekRebuildCounts, markWeeksRebuilt, requestWeekRebuild } from './week-rebuild-rows';
import { listRebuildableWeeks } from './week-rows';

export const REBUILD_WEEKS_QUEUE = 'orders.rebuild-weeks';

/** Times a rebuild is worked out again when the weeks changed while it was built; then the job's retry. */
const ATTEMPTS = 3;

/** Every pick, for comparing (plan building reads the first thousand). */
const ALL_PICKS = Number.MAX_SAFE_INTEGER;

/** What the customer's plans are built from, as one comparable string (timestamps and row ids left out). */
async function planInputs(db: DbOrTx, customerId: number): Promise<string> {
  const saved = (await listAnswersOf(db, [customerId], ALL_PICKS)).get(customerId);
  const ratings = (await listItemRatingsOf(db, [customerId], RATINGS_READ_MAX)).get(customerId) ?? [];
  const { createdAt: _created, updatedAt: _updated, ...quiz } = saved?.quiz ?? { createdAt: null, updatedAt: null };
  return JSON.stringify([
    quiz,
    saved?.tags,
    saved?.dietaryIds,
    saved?.dishTypes,
    saved?.goalIds,
    saved?.picks.map((pick) => `${pick.contentType}:${pick.objectId}`),
    ratings.map((rating) => `${rating.type}:${rating.id}:${rating.rating}`).sort(),
  ]);
}

export class WeekRebuild {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly plans: PlanService,
    private readonly deliveries: DeliveryService,
    private readonly jobs: JobQueue,
    private readonly delaySeconds: number,
  ) {}

  /** The queue's worker: a failed rebuild is tried again (30 s, backing off), up to five times. */
  define(jobs: JobQueue): void {
    jobs.define<{ customerId: number }>({
      name: REBUILD_WEEKS_QUEUE,
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 5 * 60,
      handle: async ({ customerId }) => {
        await this.rebuild(customerId);
      },
    });
  }

  /**
   * Runs `write`, a change of the customer's answers or ratings, in its transaction `tx`; when the customer has a
   * subscription and what their plan is built from changed, their weeks are asked to be built again in `tx`.
   */
  async watch<T>(tx: DbOrTx, customerId: number, write: () => Promise<T>): Promise<T> {
    if (!(await findSubscription(tx, customerId))) return write();
    const before = await planInputs(tx, customerId);
    const result = await write();
    if ((await planInputs(tx, customerId)) !== before) await this.request(tx, customerId);
    return result;
  }

  /** Counts a change and queues the job that builds the weeks again, both in `tx`. */
  async request(tx: DbOrTx, customerId: number): Promise<void> {
    await requestWeekRebuild(tx, customerId, this.clock.now());
    await this.jobs.send(REBUILD_WEEKS_QUEUE, { customerId }, tx, { startAfterSeconds: this.delaySeconds });
  }

  /** The customers' counts of changes asked and built, read by the week maker before it builds their new weeks. */
  counts(customerIds: readonly number[]): Promise<ReadonlyMap<number, string>> {
    return listWeekRebuildCounts(this.db, customerIds);
  }

  /**
   * In the week maker's transaction, after it inserted new weeks: a customer whose answers changed, or whose weeks
   * were built again, since `before` was read may have a new week built from the answers or the earlier boxes before
   * that, after the rebuild ran — asked again, so every open unedited week is built from what holds now.
   */
  async afterMaking(tx: DbOrTx, customerIds: readonly number[], before: ReadonlyMap<number, string>): Promise<void> {
    const now = await listWeekRebuildCounts(tx, customerIds);
    for (const [customerId, counts] of now) {
      if (counts !== before.get(customerId)) await this.request(tx, customerId);
    }
  }

  /** Builds the customer's open, unedited weeks again when a change asked for it; how many were built. */
  async rebuild(customerId: number): Promise<number> {
    for (let attempt = 1; ; attempt += 1) {
      const built = await this.attempt(customerId);
      if (built !== 'weeks_changed') return built;
      if (attempt >= ATTEMPTS) throw new Error(`the weeks of customer ${customerId} kept changing while built again`);
    }
  }

  private async attempt(customerId: number): Promise<number | 'weeks_changed'> {
    const asked = await findWeekRebuild(this.db, customerId);
    if (!asked || asked.rebuilt >= asked.requested) return 0;
    // Read after the count: the answers include every change it counts.
    const subscription = await findSubscription(this.db, customerId);
    const weeks = subscription ? await listRebuildableWeeks(this.db, subscription.id, this.clock.now()) : [];
    const dates = weeks.map((week) => week.deliveryDate);
    // The week maker's builder; outside any transaction (the plan engine reads through the pool).
    const plans: ReadonlyMap<string, Plan> | undefined =
      dates.length > 0 ? (await this.plans.weeklyPlans([{ customerId, weeks: dates }])).get(customerId) : undefined;
    return this.db.transaction(async (tx) => {
      const locked = subscription && (await lockSubscriptionById(tx, subscription.id));
      const now = await findWeekRebuild(tx, customerId, true);
      // Built already, or a later change counted since: its own job builds from its answers.
      if (!now || now.rebuilt >= now.requested || now.requested !== asked.requested) return 0;
      const current = locked ? await listRebuildableWeeks(tx, locked.id, this.clock.now(), true) : [];
      if (current.some((week) => !dates.includes(week.deliveryDate))) return 'weeks_changed';
      let built = 0;
      for (const week of current) {
        const plan = plans?.get(week.deliveryDate);
        if (!plan) continue;
        await replaceOrderLines(tx, week.id, boxLinesFromPlan(plan));
        await repriceOrder(tx, this.deliveries, week);
        built += 1;
      }
      await markWeeksRebuilt(tx, customerId, asked.requested, this.clock.now());
      return built;
    });
  }
}
