// The learning job (docs/decisions/190-learning.md, "Learning"): recomputes the item-item similarities from everyone's
// ratings, box edits, plan swaps and delivered boxes, and replaces the stored ones in one transaction. Nightly on the
// job queue (pg-boss sends one tick across processes) and on demand (`POST /api/admin/learning/recompute/`, audited).
// Runs at once (two processes, a tick and an operator) wait for each other on a transaction-level advisory lock, so
// each run reads and replaces the table whole: the result is the one a single run gives. Customers are read in keyset
// pages of LEARNING_PAGE (their signals, one query per table a page) and summed into a SimilarityAccumulator, so the
// run's memory grows with the items and their pairs, not with the customers (`npm run bench:learning`). Beside the
// similarities it stores each item's store-wide score (item_biases, within [-1, 1]; plan/learned.ts weighs it) and the
// factor model (item_factors, learning/factors.ts), trained on every k-th customer of the pages so that at most
// FACTORS.sample customers' values are held: its memory and time stay bounded however many customers there are.
import { LEARNING_AUDIT_RECORD, LEARNING_CRON, LEARNING_QUEUE } from '@larder/contracts/values/learning';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/queue';
import type { Clock } from '../../lib/clock';
import { recordAudit } from '../audit/audit-log';
import { FACTORS, FactorTrainer, factorValue } from './factors';
import type { OrderHistory } from './order-history';
import {
  customerCount,
  customerIdsAfter,
  insertRun,
  replaceBiases,
  replaceFactors,
  replaceSimilarities,
  signalsOf,
} from './repository';
import { signalValue } from './signals';
import { SimilarityAccumulator } from './similarity';

/** The advisory lock every run holds (any number; this one spells "learn"). */
const LEARNING_LOCK_KEY = 0x6c6561726e;
/** Customers read at once: bounds the run's memory for their signals. */
export const LEARNING_PAGE = 2000;

export interface LearningRun {
  id: number;
  customers: number;
  items: number;
  pairs: number;
  finishedAt: Date;
}

export class LearningJob {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly history: OrderHistory,
    private readonly pageSize = LEARNING_PAGE,
    private readonly factorSample: number = FACTORS.sample,
  ) {}

  define(jobs: JobQueue): void {
    jobs.schedule(LEARNING_QUEUE, LEARNING_CRON, () => this.recompute('nightly'));
  }

  /** One run; `operatorId` (on demand from the console) writes its audit row in the run's transaction. */
  async recompute(trigger: 'nightly' | 'operator', operatorId?: number): Promise<LearningRun> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LEARNING_LOCK_KEY})`);
      const accumulator = new SimilarityAccumulator();
      const trainer = new FactorTrainer();
      // Every stride-th customer (in id order) trains the factors: at most factorSample of them.
      const stride = Math.max(1, Math.ceil((await customerCount(tx)) / this.factorSample));
      let ordinal = 0;
      let after = 0;
      for (;;) {
        const page = await customerIdsAfter(tx, after, this.pageSize);
        if (page.length === 0) break;
        const signals = await signalsOf(tx, this.history, page, { withRatings: true });
        // In customer order, as one read of everyone would sum them.
        for (const id of page) {
          const list = signals.get(id);
          const sampled = ordinal % stride === 0 && trainer.customers < this.factorSample;
          ordinal += 1;
          if (!list) continue;
          accumulator.add(new Map(list.map((signal) => [signal.key, signalValue(signal)])));
          if (sampled) trainer.add(new Map(list.map((signal) => [signal.key, factorValue(signal)])));
        }
        after = page.at(-1) as number;
        if (page.length < this.pageSize) break;
      }
      const rows = accumulator.rows();
      await replaceSimilarities(tx, rows);
      await replaceBiases(tx, accumulator.biases(1));
      await replaceFactors(tx, trainer.train());
      const items = new Set(rows.map((row) => row.from)).size;
      const run = await insertRun(tx, {
        trigger,
        customers: accumulator.customers,
        items,
        pairs: rows.length,
        finishedAt: this.clock.now(),
      });
      if (operatorId !== undefined) {
        await recordAudit(tx, {
          operatorId,
          action: 'learning.recompute',
          recordType: LEARNING_AUDIT_RECORD,
          recordId: run.id,
          before: null,
          after: { customers: run.customers, items, pairs: run.pairs },
          at: run.finishedAt,
        });
      }
      return { id: run.id, customers: run.customers, items, pairs: run.pairs, finishedAt: run.finishedAt };
    });
  }
}
