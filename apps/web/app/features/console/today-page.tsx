// The console's landing page, Today (GET /api/admin/today/): this week's deliveries by day and zone, the next
// cutoffs, orders by status and revenue, and the last 7 days' subscribers, cancellations (with their reasons),
// delivery ratings and problem reports, and the age of the taste model plans read. Each chart comes with a table of
// its numbers.
import { MODEL_STALE_HOURS, modelAgeText } from '@larder/contracts/values/learning';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { dollars, problemText } from './api';
import { BarChart } from './bar-chart';
import { fetchToday, todayKey } from './today-api';
import './console-screens.css';
import { ConsoleTable } from './console-table';
import { ORDER_STATUS_ORDER, orderStatusLabel } from './status-badge';

const WORTH_LABELS = { worth_it: 'Worth it', about_right: 'About right', not_worth_it: 'Not worth it' } as const;
const at = (iso: string) => `${iso.replace('T', ' ').slice(0, 16)} UTC`;
const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function TodayPage() {
  const today = useQuery({ queryKey: todayKey, queryFn: fetchToday, refetchInterval: 60_000 });
  if (today.isPending) return <p role="status">Loading today…</p>;
  if (today.isError) {
    return (
      <>
        <h1>Today</h1>
        <p role="alert" className="console__problem">
          {problemText(today.error)}
        </p>
      </>
    );
  }
  const view = today.data;
  const byDay = new Map<string, number>();
  for (const row of view.deliveries) byDay.set(row.date, (byDay.get(row.date) ?? 0) + row.orders);
  const deliveriesTotal = [...byDay.values()].reduce((sum, n) => sum + n, 0);
  // The lists these figures count: this week's orders (by status, by day), the newest customers.
  const ordersOf = (filters: Record<string, string>) =>
    `/admin/orders/?${new URLSearchParams({ delivery_from: view.week.from, delivery_to: view.week.to, ...filters }).toString()}`;
  const ordersOn = (date: string) =>
    `/admin/orders/?${new URLSearchParams({ delivery_from: date, delivery_to: date })}`;
  return (
    <>
      <h1>Today</h1>
      <p className="console-today__week">
        Week of {weekday(view.week.from)} to {weekday(view.week.to)}; subscribers, cancellations, ratings and reports
        since {at(view.since)}.
      </p>

      <dl className="console-tiles">
        <div>
          <dt>Boxes this week</dt>
          <dd>
            <FigureLink to={ordersOf({})} list="this week’s orders">
              {deliveriesTotal}
            </FigureLink>
          </dd>
        </div>
        <div>
          <dt>Charged this week</dt>
          <dd>{dollars(view.revenue.charged_cents)}</dd>
        </div>
        <div>
          <dt>Refunded this week</dt>
          <dd>{dollars(view.revenue.refunded_cents)}</dd>
        </div>
        <div>
          <dt>New subscribers</dt>
          <dd>
            <FigureLink to="/admin/customers/?sort=-created_at" list="the customers, newest first">
              {view.new_subscribers}
            </FigureLink>
          </dd>
        </div>
        <div>
          <dt>Cancellations</dt>
          <dd>{view.cancellations.count}</dd>
        </div>
        <div>
          <dt>Payment failed</dt>
          <dd>
            <FigureLink to={ordersOf({ status: 'payment_failed' })} list="this week’s orders whose payment failed">
              {view.statuses.payment_failed ?? 0}
            </FigureLink>
          </dd>
        </div>
        <div>
          <dt>Taste model age</dt>
          <dd>{view.learning_model ? modelAgeText(view.learning_model.age_hours) : 'Not built yet'}</dd>
        </div>
      </dl>
      <p className="console-today__week">
        {view.learning_model
          ? `Plans read the taste model built ${at(view.learning_model.finished_at)} from ${view.learning_model.customers} customers (${view.learning_model.pairs} item pairs)${view.learning_model.age_hours >= MODEL_STALE_HOURS ? '; older than a day and still in use until the next run' : ''}.`
          : 'Plans use each customer’s own signals until the learning job first runs (nightly at 03:30 UTC).'}
      </p>

      <h2>Deliveries this week</h2>
      <div className="console-charts">
        <BarChart
          title="Boxes by delivery day"
          valueHeader="Boxes"
          data={[...byDay.entries()].map(([date, orders]) => ({
            label: weekday(date),
            value: orders,
            href: ordersOn(date),
          }))}
        />
        <BarChart
          title="This week’s orders by status"
          valueHeader="Orders"
          data={ORDER_STATUS_ORDER.map((status) => ({
            label: orderStatusLabel(status),
            value: view.statuses[status] ?? 0,
            href: ordersOf({ status }),
          }))}
        />
      </div>
      <ConsoleTable caption="Boxes by day and zone" columns={['Day', 'Zone', 'Boxes', 'Pick list']}>
        {view.deliveries.length === 0 ? (
          <tr>
            <td colSpan={4}>No deliveries this week.</td>
          </tr>
        ) : (
          view.deliveries.map((row) => (
            <tr key={`${row.date}-${row.zone}`}>
              <td>{weekday(row.date)}</td>
              <td>{row.zone}</td>
              <td>{row.orders}</td>
              <td>
                <Link to={`/admin/deliveries/?date=${row.date}&zone=${encodeURIComponent(row.zone)}`}>
                  Deliveries of {row.date} in {row.zone}
                </Link>
              </td>
            </tr>
          ))
        )}
      </ConsoleTable>

      <ConsoleTable caption="Next cutoffs" columns={['Cutoff', 'Zone', 'Delivery', 'Scheduled boxes']}>
        {view.next_cutoffs.length === 0 ? (
          <tr>
            <td colSpan={4}>No scheduled box is waiting for its cutoff.</td>
          </tr>
        ) : (
          view.next_cutoffs.map((row) => (
            <tr key={`${row.zone}-${row.delivery_date}`}>
              <td>
                <time dateTime={row.cutoff_at}>{at(row.cutoff_at)}</time>
              </td>
              <td>{row.zone}</td>
              <td>{row.delivery_date}</td>
              <td>{row.orders}</td>
            </tr>
          ))
        )}
      </ConsoleTable>

      <h2>Subscribers and cancellations</h2>
      <div className="console-charts">
        <BarChart
          title="Cancellation reasons"
          valueHeader="Cancellations"
          data={view.cancellations.reasons.map((row) => ({ label: row.label, value: row.count }))}
        />
        <div>
          <h3>What leavers said</h3>
          {view.cancellations.notes.length === 0 ? (
            <p>No words left with a cancellation.</p>
          ) : (
            <ul className="console-today__notes">
              {view.cancellations.notes.map((note) => (
                <li key={`${note.customer_id}-${note.at}`}>
                  <Link to={`/admin/customers/${note.customer_id}/`}>Customer {note.customer_id}</Link> ({note.reason}
                  ): “{note.note}”
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>

      <h2>Delivery ratings</h2>
      <p>{view.ratings.count === 1 ? '1 rating' : `${view.ratings.count} ratings`} in the last 7 days.</p>
      <div className="console-charts">
        <BarChart
          title="Stars given"
          valueHeader="Ratings"
          data={view.ratings.stars.map((count, index) => ({
            label: `${index + 1} star${index === 0 ? '' : 's'}`,
            value: count,
          }))}
        />
        <BarChart
          title="Was the box worth it?"
          valueHeader="Answers"
          data={(Object.keys(WORTH_LABELS) as (keyof typeof WORTH_LABELS)[]).map((key) => ({
            label: WORTH_LABELS[key],
            value: view.ratings.worth[key],
          }))}
        />
      </div>

      <h2>Problem reports</h2>
      <p>
        {view.problem_reports.count} report{view.problem_reports.count === 1 ? '' : 's'},{' '}
        {dollars(view.problem_reports.credited_cents)} credited.
      </p>
      <div className="console-charts">
        <BarChart
          title="Reported lines by problem"
          valueHeader="Lines"
          data={view.problem_reports.problems.map((row) => ({ label: row.problem, value: row.lines }))}
        />
        <div>
          <h3>Latest reports</h3>
          {view.problem_reports.recent.length === 0 ? (
            <p>No problem reported.</p>
          ) : (
            <ul className="console-today__notes">
              {view.problem_reports.recent.map((report) => (
                <li key={report.id}>
                  <Link to={`/admin/orders/${report.order_id}/`}>Order {report.order_id}</Link>, {report.customer_email}
                  , {dollars(report.credited_cents)} credited{report.comment ? `: “${report.comment}”` : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </>
  );
}

/** A figure that opens the list it counts; its name says which ("12, see this week’s orders"). */
function FigureLink({ to, list, children }: { to: string; list: string; children: number }) {
  return (
    <Link to={to} className="console-tiles__link">
      {children}
      <span className="console__visually-hidden">, see {list}</span>
    </Link>
  );
}
