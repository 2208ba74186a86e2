// What the experiments read of orders (issue 40; decision 220), as SQL the experiments' count query embeds: for a
// customer and the moment of their first exposure, whether their first order came after it, and the cents of the
// orders they placed after it: the first order (checkout) and every week that locked at its cutoff (finalized, so the
// customer let it go through); weeks still open ahead are not orders yet, skipped and canceled ones never; and whether
// their next box after it holds a line added from the salad shooter (`addon_rate`). Reads only.
import { SALAD_SHOOTER_SOURCE } from '@larder/contracts/values/salad-shooter';
import { type SQL, sql } from 'drizzle-orm';

/** 1 when the customer's first order was placed after `after`, else 0. */
export function firstOrderAfter(customerId: SQL, after: SQL): SQL<number> {
  return sql<number>`case when (select min(o.created_at) from orders o where o.customer_id = ${customerId}
    and o.status not in ('skipped', 'canceled')) > ${after} then 1 else 0 end`;
}

/** The cents of the customer's orders placed after `after` (0 for none). */
export function orderCentsAfter(customerId: SQL, after: SQL): SQL<number> {
  return sql<number>`coalesce((select sum(o.total_cents) from orders o where o.customer_id = ${customerId}
    and o.created_at > ${after} and o.status not in ('skipped', 'canceled')
    and (o.finalized_at is not null or o.id = (select min(f.id) from orders f where f.customer_id = o.customer_id))), 0)`;
}

/**
 * 1 when the customer's next box after `after` (the first, by cutoff, whose cutoff is after it; skipped weeks are no
 * box) holds a line added from the salad shooter (`order_lines.source`), else 0. A later box's add does not count:
 * the strip offers the next open box (docs/decisions/220-experiments-and-statistics.md).
 */
export function saladShooterAddAfter(customerId: SQL, after: SQL): SQL<number> {
  return sql<number>`case when exists (select 1 from order_lines l where l.source = ${SALAD_SHOOTER_SOURCE}
    and l.order_id = (select o.id from orders o where o.customer_id = ${customerId} and o.cutoff_at > ${after}
      and o.status <> 'skipped' order by o.cutoff_at, o.id limit 1)) then 1 else 0 end`;
}
