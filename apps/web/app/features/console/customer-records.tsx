// A customer's records on their console page: orders, the credits ledger, quiz answers and ratings.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { Link } from 'react-router';
import { dollars } from './api';
import { StatusBadge } from './status-badge';

export function CustomerRecords({ page }: { page: AdminCustomerDetail }) {
  const { customer: c, credits, quiz } = page;
  return (
    <>
      <section className="console-screen__section" aria-labelledby="orders-heading">
        <h2 id="orders-heading">Orders</h2>
        <table className="console__table">
          <caption className="console__visually-hidden">Orders of customer {c.id}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Delivery</th>
              <th scope="col">Status</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {page.orders.length === 0 ? (
              <tr>
                <td colSpan={4}>No orders.</td>
              </tr>
            ) : (
              page.orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Link to={`/admin/orders/${order.id}/`}>Order {order.id}</Link>
                  </td>
                  <td>{order.delivery_date}</td>
                  <td>
                    <StatusBadge status={order.status} notDelivered={order.not_delivered} />
                  </td>
                  <td>{dollars(order.total_cents)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>

      <section className="console-screen__section" aria-labelledby="credits-heading">
        <h2 id="credits-heading">Credits ledger</h2>
        <table className="console__table">
          <caption className="console__visually-hidden">Credits ledger, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Kind</th>
              <th scope="col">Amount</th>
              <th scope="col">Note</th>
            </tr>
          </thead>
          <tbody>
            {credits.entries.length === 0 ? (
              <tr>
                <td colSpan={4}>No credits yet.</td>
              </tr>
            ) : (
              credits.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.created_at.slice(0, 10)}</td>
                  <td>{entry.kind}</td>
                  <td>{dollars(entry.amount_cents)}</td>
                  <td>{entry.note ?? (entry.order_id ? `Order ${entry.order_id}` : '')}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>

      <section className="console-screen__section" aria-labelledby="quiz-heading">
        <h2 id="quiz-heading">Quiz answers</h2>
        {quiz ? (
          <dl className="console__facts">
            <dt>Household</dt>
            <dd>
              {quiz.household_size === 3 ? '3 or more' : quiz.household_size} (adults {quiz.num_adults ?? '–'}, young
              children {quiz.num_young_children ?? '–'}, older children {quiz.num_older_children ?? '–'})
            </dd>
            <dt>Weekly grocery spend</dt>
            <dd>{quiz.weekly_grocery_spend === null ? '–' : `$${quiz.weekly_grocery_spend}`}</dd>
            <dt>Meals</dt>
            <dd>{quiz.meals.join(', ') || '–'}</dd>
            <dt>Snacks</dt>
            <dd>{quiz.snacks.join(', ') || '–'}</dd>
            <dt>How often</dt>
            <dd>
              {Object.entries(quiz.frequencies)
                .map(([occasion, times]) => `${occasion} ${times ?? '–'}`)
                .join(', ')}
            </dd>
          </dl>
        ) : (
          <p>No quiz answers saved.</p>
        )}
      </section>

      <section className="console-screen__section" aria-labelledby="ratings-heading">
        <h2 id="ratings-heading">Ratings</h2>
        {page.delivery_ratings.length === 0 && page.item_ratings.length === 0 ? <p>No ratings yet.</p> : null}
        {page.delivery_ratings.length > 0 ? (
          <ul>
            {page.delivery_ratings.map((rating) => (
              <li key={rating.order_id}>
                <Link to={`/admin/orders/${rating.order_id}/`}>Order {rating.order_id}</Link>: {rating.stars} of 5
                {rating.reasons.length > 0 ? ` (${rating.reasons.join(', ')})` : ''}
                {rating.worth ? `, ${rating.worth.replace(/_/g, ' ')}` : ''}
                {rating.comment ? `: “${rating.comment}”` : ''}
              </li>
            ))}
          </ul>
        ) : null}
        {page.item_ratings.length > 0 ? (
          <ul>
            {page.item_ratings.map((rating) => (
              <li key={`${rating.item_type}-${rating.item_id}`}>
                {rating.rating > 0 ? 'Liked' : 'Disliked'} {rating.name} ({rating.item_type})
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
