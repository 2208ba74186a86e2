// The referral lifecycle against a model (fast-check, model-based): any sequence of moves on a few referrals — reward,
// refuse, revoke, each asked of any of them — moves a referral exactly when the model allows it, writes one event per
// move with its reason, and never leaves the model's status; a move that is not allowed writes nothing.
import { REFERRAL_STATUSES, type ReferralStatus } from '@larder/contracts/values/referrals';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/database';
import { referralEvents, referrals } from '../../db/schema/referrals';
import { insertCustomer } from '../accounts/customer-repository';
import { allowedMove, createReferral, moveReferral } from './referral-status';

let database: Database;
let referrerId: number;
let customers = 0;
const AT = new Date('2026-11-02T12:00:00Z');
const REASON = { rewarded: 'rewarded', refused: 'same_card', revoked: 'revoked', joined: 'joined' } as const;

beforeAll(async () => {
  database = await createTestDatabase();
  referrerId = (await newCustomer()).id;
});
afterAll(async () => {
  await database?.close();
});

async function newCustomer() {
  customers += 1;
  const row = await insertCustomer(database.db, {
    email: `model.${customers}@example.com`,
    firstName: 'M',
    lastName: 'Odel',
    passwordHash: null,
  });
  if (!row) throw new Error('customer not inserted');
  return row;
}

interface Model {
  statuses: ReferralStatus[];
  events: number[];
}
interface Real {
  ids: number[];
}

class MoveCommand implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly index: number,
    readonly to: ReferralStatus,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const from = model.statuses[this.index] as ReferralStatus;
    const id = real.ids[this.index] as number;
    const moved = await database.db.transaction((tx) =>
      moveReferral(tx, id, { to: this.to, reason: REASON[this.to], at: AT }),
    );
    const allowed = allowedMove(from, this.to);
    expect(moved !== undefined).toBe(allowed);
    if (allowed) {
      model.statuses[this.index] = this.to;
      model.events[this.index] = (model.events[this.index] as number) + 1;
    }
    const [row] = await database.db.select().from(referrals).where(eq(referrals.id, id));
    expect(row?.status).toBe(model.statuses[this.index]);
    const events = await database.db.select().from(referralEvents).where(eq(referralEvents.referralId, id));
    expect(events).toHaveLength(model.events[this.index] as number);
  }
  toString = () => `move #${this.index} → ${this.to}`;
}

describe('the referral lifecycle', () => {
  it('moves only as the model allows, one event per move', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.commands(
          [
            fc
              .tuple(fc.integer({ min: 0, max: 2 }), fc.constantFrom(...REFERRAL_STATUSES))
              .map(([index, to]) => new MoveCommand(index, to)),
          ],
          { maxCommands: 25 },
        ),
        async (commands) => {
          const ids: number[] = [];
          for (let n = 0; n < 3; n += 1) {
            const friend = await newCustomer();
            const row = await createReferral(database.db, { referrerId, friendId: friend.id, self: false, at: AT });
            ids.push(row?.id as number);
          }
          await fc.asyncModelRun(
            () => ({
              model: { statuses: ['joined', 'joined', 'joined'] as ReferralStatus[], events: [1, 1, 1] },
              real: { ids },
            }),
            commands,
          );
        },
      ),
      { numRuns: 15 },
    );
  });

  it('creates one referral a friend, refused at once for oneself', async () => {
    const friend = await newCustomer();
    const self = await createReferral(database.db, { referrerId, friendId: friend.id, self: true, at: AT });
    expect(self).toMatchObject({ status: 'refused', reason: 'self' });
    expect(await createReferral(database.db, { referrerId, friendId: friend.id, self: false, at: AT })).toBeUndefined();
    expect(allowedMove('refused', 'rewarded')).toBe(false);
  });
});
