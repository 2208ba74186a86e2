// The experiments' rows (issue 40; decision 220): experiments, first exposures and visitor links, owned by this
// module. Takes and returns rows; the status a row gets is decided by lifecycle.ts.
import type { ExperimentMetric } from '@larder/contracts/values/experiments';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { experimentExposures, experiments, visitorLinks } from '../../db/schema/experiments';
import { firstOrderAfter, orderCentsAfter, saladShooterAddAfter } from '../orders/experiment-conversions';

export type ExperimentRow = typeof experiments.$inferSelect;
export type NewExperimentRow = typeof experiments.$inferInsert;

/** Inserts the experiment; false when its key is taken. */
export async function insertExperiment(db: DbOrTx, row: NewExperimentRow): Promise<ExperimentRow | undefined> {
  const [inserted] = await db.insert(experiments).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function findExperiment(db: DbOrTx, key: string, forUpdate = false): Promise<ExperimentRow | undefined> {
  const query = db.select().from(experiments).where(eq(experiments.key, key)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export function listExperiments(db: DbOrTx): Promise<ExperimentRow[]> {
  return db.select().from(experiments).orderBy(asc(experiments.createdAt), asc(experiments.key));
}

export async function updateExperiment(
  db: DbOrTx,
  key: string,
  values: Partial<Pick<ExperimentRow, 'status' | 'winner' | 'startedAt' | 'stoppedAt'>>,
): Promise<ExperimentRow> {
  const [row] = await db.update(experiments).set(values).where(eq(experiments.key, key)).returning();
  if (!row) throw new Error(`experiment ${key} vanished`);
  return row;
}

/** Records a first exposure; false when the visitor was exposed already (the unique key keeps the first). */
export async function insertExposure(
  db: DbOrTx,
  row: typeof experimentExposures.$inferInsert,
): Promise<{ recorded: boolean; variation: string }> {
  const [inserted] = await db.insert(experimentExposures).values(row).onConflictDoNothing().returning();
  if (inserted) return { recorded: true, variation: inserted.variation };
  const [existing] = await db
    .select({ variation: experimentExposures.variation })
    .from(experimentExposures)
    .where(
      and(
        eq(experimentExposures.experimentKey, row.experimentKey),
        eq(experimentExposures.anonymousId, row.anonymousId),
      ),
    );
  return { recorded: false, variation: existing?.variation ?? row.variation };
}

/** Links an anonymous id to a customer (once per pair). */
export async function linkVisitor(db: DbOrTx, anonymousId: string, customerId: number, at: Date): Promise<void> {
  await db.insert(visitorLinks).values({ anonymousId, customerId, linkedAt: at }).onConflictDoNothing();
}

/** The anonymous id first linked to the customer: their hash id on every device. */
export async function firstLinkedId(db: DbOrTx, customerId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ anonymousId: visitorLinks.anonymousId })
    .from(visitorLinks)
    .where(eq(visitorLinks.customerId, customerId))
    .orderBy(asc(visitorLinks.linkedAt), asc(visitorLinks.anonymousId))
    .limit(1);
  return row?.anonymousId;
}

export type VariationCountRow = {
  variation: string;
  visitors: number;
  conversions: number;
  sum: number;
  sum_squares: number;
};

/** A visitor's value for the metric: 1/0 for a conversion, cents for order value (`x`: the exposed visitor). */
function metricValue(metric: ExperimentMetric): SQL {
  const customer = sql.raw('x.customer_id');
  const after = sql.raw('x.first_exposed_at');
  switch (metric) {
    case 'signup':
      return sql`case when exists (select 1 from customers c where c.id = ${customer} and c.created_at > ${after})
        then 1 else 0 end`;
    case 'first_order':
      return firstOrderAfter(customer, after);
    case 'order_value':
      return orderCentsAfter(customer, after);
    case 'addon_rate':
      return saladShooterAddAfter(customer, after);
  }
}

/**
 * Per variation: exposed visitors, those who converted after their first exposure, and the sum and sum of squares of
 * their values. A visitor's customer is the one signed in at the exposure, or the first their id was later linked to.
 */
export async function countVariations(db: DbOrTx, key: string, metric: ExperimentMetric): Promise<VariationCountRow[]> {
  const result = await db.execute<VariationCountRow>(sql`
    with x as (
      select e.variation, e.first_exposed_at,
        coalesce(e.customer_id, (select l.customer_id from visitor_links l where l.anonymous_id = e.anonymous_id
          order by l.linked_at, l.customer_id limit 1)) as customer_id
      from experiment_exposures e where e.experiment_key = ${key}
    ), scored as (select x.variation, (${metricValue(metric)})::float8 as value from x)
    select variation, count(*)::int as visitors, (count(*) filter (where value > 0))::int as conversions,
      coalesce(sum(value), 0)::float8 as sum, coalesce(sum(value * value), 0)::float8 as sum_squares
    from scored group by variation`);
  return result.rows;
}
