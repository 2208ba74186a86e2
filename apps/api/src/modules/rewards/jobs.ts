// The rewards points on the store's schedule (issue 41): `rewards.expire-points` every hour expires the points of
// customers whose last paid box was 12 months ago. A pg-boss cron job: one process runs each tick, and should two
// run it at once, each customer's expiry is written once (customer lock, unique reference).
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { expirePoints } from './points';

export const EXPIRE_POINTS_QUEUE = 'rewards.expire-points';

export class PointsExpiry {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  define(jobs: JobQueue): void {
    jobs.schedule(EXPIRE_POINTS_QUEUE, '17 * * * *', () => this.run());
  }

  /** One pass; how many customers' points expired. */
  run(): Promise<number> {
    return expirePoints(this.db, this.clock.now());
  }
}
