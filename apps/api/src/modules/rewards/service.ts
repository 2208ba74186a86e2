// The customer's rewards points as they read them (issue 41): the balance, what the next box will redeem as things
// stand, the auto-redeem choice and the history. Reads only, but for the customer's own choice (PUT).
import type { CustomerRewards, PointEntry, RewardsView } from '@larder/contracts/schemas/rewards';
import type { PointReason } from '@larder/contracts/values/rewards';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/errors';
import { previewRedeem } from './points';
import { customerExists, findRewardAccount, listPointEntries, pointBalance, saveAutoRedeem } from './repository';

/** What the customer's next scheduled box has left to pay after its promotion (orders implement it). */
export type NextBoxPayable = (db: Db, customerId: number, now: Date) => Promise<number | undefined>;

const HISTORY_LIMIT = 50;

type EntryRow = Awaited<ReturnType<typeof listPointEntries>>[number];

const entryBody = (row: EntryRow): PointEntry => ({
  at: row.createdAt.toISOString(),
  points: row.points,
  reason: row.reason as PointReason,
  order_id: row.orderId,
});

export class RewardsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly nextBoxPayable: NextBoxPayable,
  ) {}

  async view(customerId: number): Promise<RewardsView> {
    const points = await pointBalance(this.db, customerId);
    const account = await findRewardAccount(this.db, customerId);
    const autoRedeem = account?.autoRedeem ?? true;
    const history = await listPointEntries(this.db, customerId, HISTORY_LIMIT);
    const payable = await this.nextBoxPayable(this.db, customerId, this.clock.now());
    const next = payable === undefined ? undefined : await previewRedeem(this.db, customerId, payable);
    return {
      points,
      next_box: next && next.points > 0 ? { redeems_points: next.points, saves_cents: next.cents } : null,
      auto_redeem: autoRedeem,
      history: history.map(entryBody),
    };
  }

  async setAutoRedeem(customerId: number, autoRedeem: boolean): Promise<RewardsView> {
    await saveAutoRedeem(this.db, customerId, autoRedeem, this.clock.now());
    return this.view(customerId);
  }

  /** The console's read of one customer's points: every change with its reason, newest first. */
  async forOperator(customerId: number): Promise<CustomerRewards> {
    if (!(await customerExists(this.db, customerId))) {
      throw new HttpError(404, 'not_found', `No customer ${customerId}.`);
    }
    const points = await pointBalance(this.db, customerId);
    const account = await findRewardAccount(this.db, customerId);
    const entries = await listPointEntries(this.db, customerId, 500);
    return { points, auto_redeem: account?.autoRedeem ?? true, entries: entries.map(entryBody) };
  }
}
