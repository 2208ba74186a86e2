// The learning's reads and its one write (docs/decisions/190-learning.md, "Learning"). Batch readers: one query per
// table for any number of customers (the week maker's batches, the learning job's everyone), as week-maker's readers
// do. Box edits are recorded by the orders module's box editor (box-edit-events.ts), plan swaps are the plan module's;
// both are only read here. Delivered boxes come from the orders module through the OrderHistory passed in.
import { and, asc, count, desc, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { customers } from '../../db/schema/customers';
import { itemBiases, itemFactors, itemSimilarities, learningRuns } from '../../db/schema/learning';
import { planSwaps } from '../../db/schema/plan';
import { itemRatings } from '../../db/schema/ratings';
import { listBoxEditsOf } from './box-edit-events';
import type { FactorModel, ItemFactors } from './factors';
import type { OrderHistory } from './order-history';
import { type ItemSignal, SignalCollector } from './signals';

const keyOf = (type: string, id: number) => `${type}:${id}`;

/**
 * What each customer did to their boxes, per item: added and removed by hand (box edits), swapped out of a plan
 * (plan swaps; with `swapsBefore`, a Monday, only those of earlier weeks: a week's own swaps are replayed on its
 * plan, which must not move under them), kept in a delivered box; with `withRatings`, their thumbs too.
 * `customerIds` undefined: everyone.
 */
export async function signalsOf(
  db: DbOrTx,
  history: OrderHistory,
  customerIds: readonly number[] | undefined,
  { withRatings = false, swapsBefore }: { withRatings?: boolean; swapsBefore?: string } = {},
): Promise<Map<number, ItemSignal[]>> {
  const collectors = new Map<number, SignalCollector>();
  if (customerIds?.length === 0) return new Map();
  const of = (customerId: number) => {
    let collector = collectors.get(customerId);
    if (!collector) {
      collector = new SignalCollector();
      collectors.set(customerId, collector);
    }
    return collector;
  };
  const ids = customerIds && [...customerIds];
  const swapWhere: SQL | undefined = and(
    ids ? inArray(planSwaps.customerId, ids) : undefined,
    swapsBefore === undefined ? undefined : lt(planSwaps.weekStart, swapsBefore),
  );
  const [edits, swaps, kept, ratings] = await Promise.all([
    listBoxEditsOf(db, ids),
    db
      .select({ customerId: planSwaps.customerId, type: planSwaps.fromType, id: planSwaps.fromId })
      .from(planSwaps)
      .where(swapWhere)
      .orderBy(asc(planSwaps.id)),
    history.deliveredItems(db, ids),
    withRatings
      ? db
          .select({
            customerId: itemRatings.customerId,
            type: itemRatings.itemType,
            id: itemRatings.itemId,
            rating: itemRatings.rating,
          })
          .from(itemRatings)
          .where(ids ? inArray(itemRatings.customerId, ids) : undefined)
      : [],
  ]);
  for (const [customerId, events] of edits) {
    const collector = of(customerId);
    for (const event of events) {
      const key = keyOf(event.type, event.id);
      if (event.action === 'added') collector.added(key);
      else collector.removed(key);
    }
  }
  for (const row of swaps) of(row.customerId).removed(keyOf(row.type, row.id));
  for (const row of kept) of(row.customerId).kept(keyOf(row.type, row.id));
  for (const row of ratings) of(row.customerId).rated(keyOf(row.type, row.id), row.rating);
  return new Map([...collectors].map(([customerId, collector]) => [customerId, collector.list()]));
}

export interface Neighbour {
  from: string;
  to: string;
  score: number;
}

/** The stored neighbours of these items (`type:id` keys): one query. */
export async function neighboursOf(db: DbOrTx, keys: Iterable<string>): Promise<Neighbour[]> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return [];
  const itemIds = [...new Set([...wanted].map((key) => Number(key.slice(key.indexOf(':') + 1))))];
  const rows = await db.select().from(itemSimilarities).where(inArray(itemSimilarities.itemId, itemIds));
  return rows.flatMap((row) => {
    const from = keyOf(row.itemType, row.itemId);
    return wanted.has(from) ? [{ from, to: keyOf(row.neighborType, row.neighborId), score: row.score }] : [];
  });
}

/** Replaces every stored similarity with `rows` (call it in the run's transaction). */
export async function replaceSimilarities(tx: DbOrTx, rows: readonly Neighbour[]): Promise<void> {
  await tx.delete(itemSimilarities);
  const split = (key: string) => [key.slice(0, key.indexOf(':')), Number(key.slice(key.indexOf(':') + 1))] as const;
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(itemSimilarities).values(
      rows.slice(start, start + 1000).map((row) => {
        const [itemType, itemId] = split(row.from);
        const [neighborType, neighborId] = split(row.to);
        return { itemType, itemId, neighborType, neighborId, score: row.score };
      }),
    );
  }
}

export async function insertRun(
  tx: DbOrTx,
  run: { trigger: string; customers: number; items: number; pairs: number; finishedAt: Date },
) {
  const [row] = await tx.insert(learningRuns).values(run).returning();
  return row as typeof learningRuns.$inferSelect;
}

/** The last finished run of the learning job (the model plans read), or undefined before the first. */
export async function latestRun(db: DbOrTx) {
  const [row] = await db
    .select()
    .from(learningRuns)
    .orderBy(desc(learningRuns.finishedAt), desc(learningRuns.id))
    .limit(1);
  return row;
}

/** A keyset page of customer ids after `after`, ascending: the learning job reads everyone this way. */
export async function customerIdsAfter(db: DbOrTx, after: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(gt(customers.id, after))
    .orderBy(asc(customers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Replaces every stored item bias with `rows` (call it in the run's transaction). */
export async function replaceBiases(tx: DbOrTx, rows: readonly { key: string; score: number }[]): Promise<void> {
  await tx.delete(itemBiases);
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(itemBiases).values(
      rows.slice(start, start + 1000).map((row) => ({
        itemType: row.key.slice(0, row.key.indexOf(':')),
        itemId: Number(row.key.slice(row.key.indexOf(':') + 1)),
        score: row.score,
      })),
    );
  }
}

/** Every stored item bias, by `type:id` key (one query; as many rows as items anyone has a word on). */
export async function itemBiasesOf(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db.select().from(itemBiases);
  return new Map(rows.map((row) => [keyOf(row.itemType, row.itemId), row.score]));
}

/** How many customers the store has (the learning job's sample stride). */
export async function customerCount(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ count: count() }).from(customers);
  return row?.count ?? 0;
}

/** Replaces the stored factor model with `model` (call it in the run's transaction). */
export async function replaceFactors(tx: DbOrTx, model: FactorModel): Promise<void> {
  await tx.delete(itemFactors);
  const rows = [...model.items];
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(itemFactors).values(
      rows.slice(start, start + 1000).map(([key, { bias, vector }]) => ({
        itemType: key.slice(0, key.indexOf(':')),
        itemId: Number(key.slice(key.indexOf(':') + 1)),
        bias,
        factors: [...vector],
      })),
    );
  }
}

/**
 * The stored factor model (one query; as many rows as items the job's sample had a word on), or undefined before the
 * first run that stored one. Its ridge is the trainer's (FACTORS.ridge): plans fold customers in as the job did.
 */
export async function itemFactorsOf(db: DbOrTx, ridge: number): Promise<FactorModel | undefined> {
  const rows = await db.select().from(itemFactors);
  if (rows.length === 0) return undefined;
  const items = new Map<string, ItemFactors>(
    rows.map((row) => [keyOf(row.itemType, row.itemId), { bias: row.bias, vector: row.factors }]),
  );
  return { rank: (rows[0] as (typeof rows)[number]).factors.length, ridge, items };
}
