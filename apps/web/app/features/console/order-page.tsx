// One order in the console: its state and money, lines, customer, a timeline of what the database records, and the
// actions the API has, each shown to the roles the server allows (refunds: operations and up; not delivered:
// support and up). The server checks the role again and its refusal is shown as it words it.
import type { AdminOrderDetail } from '@larder/contracts/schemas/admin';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { formatPhoneNumber } from '../../ui/format-phone-number';
import { TextInput } from '../../ui/text-input';
import { dollars, fetchOrder, markNotDelivered, problemText } from './api';
import { useOrderChange } from './order-change';
import { RefundForm } from './order-refund-form';
import { ResendConfirmation } from './resend-confirmation';
import { orderStatusLabel, StatusBadge } from './status-badge';

export function OrderPage({ id, role }: { id: string; role: OperatorRole }) {
  const order = useQuery({ queryKey: ['console', 'order', id], queryFn: () => fetchOrder(id), retry: false });
  if (order.isPending) return <p role="status">Loading order {id}…</p>;
  if (order.isError) {
    return (
      <>
        <h1>Order {id}</h1>
        <p role="alert" className="console__problem">
          {problemText(order.error)}
        </p>
        <Link to="/admin/orders/">Back to orders</Link>
      </>
    );
  }
  const { order: o, lines, customer, timeline } = order.data;
  return (
    <>
      <p>
        <Link to="/admin/orders/">Back to orders</Link>
      </p>
      <h1>Order {o.id}</h1>
      <dl className="console__facts">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={o.status} notDelivered={o.not_delivered} />
        </dd>
        <dt>Delivery</dt>
        <dd>
          {o.delivery_date} in zone {o.zone}
        </dd>
        <dt>Cutoff</dt>
        <dd>{o.cutoff_at.replace('T', ' ').slice(0, 16)} UTC</dd>
        <dt>Customer</dt>
        <dd>
          <Link to={`/admin/customers/${customer.id}/`}>{customer.name}</Link> ({customer.email})
        </dd>
        <dt>Deliver to</dt>
        <dd>
          <AddressLines address={o.address} />
        </dd>
        <dt>Phone</dt>
        <dd>{o.address.phone ? formatPhoneNumber(o.address.phone) : 'none given'}</dd>
        <dt>Instructions</dt>
        <dd>{o.address.delivery_instructions || 'none'}</dd>
        <dt>Payment method</dt>
        <dd>{cardText(o.payment_method)}</dd>
        <dt>Total</dt>
        <dd>
          {dollars(o.total_cents)} (subtotal {dollars(o.subtotal_cents)}, discount {dollars(o.discount_cents)}, delivery{' '}
          {dollars(o.delivery_fee_cents)}, credits {dollars(o.credits_cents)})
        </dd>
        <dt>Refunded</dt>
        <dd>{dollars(o.refunded_cents)}</dd>
        {o.not_delivered ? (
          <>
            <dt>Not delivered</dt>
            <dd>{o.not_delivered_reason}</dd>
          </>
        ) : null}
        {o.payment_failure ? (
          <>
            <dt>Payment failure</dt>
            <dd>{o.payment_failure}</dd>
          </>
        ) : null}
      </dl>

      <h2>Timeline</h2>
      <ol className="console__timeline">
        {timeline.map((event) => (
          <li key={`${event.at}-${event.kind}-${event.text}`}>
            <time dateTime={event.at}>{event.at.replace('T', ' ').slice(0, 16)}</time> {event.text}
          </li>
        ))}
      </ol>

      <h2>Actions</h2>
      <div className="console__actions">
        {!roleAtLeast(role, 'operations') ? (
          <p>Refunds need the operations role; yours is {role}.</p>
        ) : o.refundable_cents > 0 ? (
          <RefundForm orderId={o.id} leftCents={o.refundable_cents} lines={lines} />
        ) : (
          <div className="console__form">
            <h3>Refund</h3>
            <p>{noRefundReason(o)}</p>
          </div>
        )}
        <NotDeliveredForm orderId={o.id} />
        <ResendConfirmation orderId={o.id} />
      </div>

      <h2>Lines</h2>
      <ul className="console__lines">
        {lines.map((line) => (
          <li key={`${line.item_type}-${line.item_id}-${line.free_gift}`}>
            {line.quantity} × {line.name} at {line.free_gift ? 'no charge' : dollars(line.unit_price_cents)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Why an order offers no refund: it was never charged, its payment failed, or everything went back. */
function noRefundReason(o: AdminOrderDetail['order']): string {
  if (o.status === 'payment_failed') return 'Nothing to refund: the payment failed, so nothing was charged.';
  if (o.status === 'paid' || o.status === 'delivered') return 'Nothing left to refund: everything went back.';
  return `Nothing to refund: the order is ${orderStatusLabel(o.status).toLowerCase()} and has not been charged.`;
}

/** A card as support reads it out: brand, last four and expiry; never more. */
export function cardText(card: { brand: string; last4: string; exp_month: number; exp_year: number } | null): string {
  return card
    ? `${card.brand} ending ${card.last4}, expires ${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`
    : 'none on record';
}

/** An address snapshot as lines: name, street, second line, city, state and ZIP (the customer page's too). */
export function AddressLines({ address }: { address: Record<string, string> }) {
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  const place = `${address.city ?? ''}, ${address.state ?? ''} ${address.zip ?? ''}`.trim();
  return (
    <>
      {[name, address.address1, address.address2, place]
        .filter((line) => line && line !== ',')
        .map((line) => (
          <span key={line} className="console__address-line">
            {line}
          </span>
        ))}
    </>
  );
}

function NotDeliveredForm({ orderId }: { orderId: number }) {
  const [reason, setReason] = useState('');
  const { mutation, shown } = useOrderChange(
    orderId,
    (text: string) => markNotDelivered(orderId, text),
    'Marked not delivered.',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(reason);
  };
  return (
    <form className="console__form" onSubmit={submit} aria-labelledby="not-delivered-heading" noValidate>
      <h3 id="not-delivered-heading">Mark not delivered</h3>
      <TextInput label="Reason" value={reason} onChange={setReason} maxLength={500} isRequired />
      <Button type="submit" prominence="secondary" isLoading={mutation.isPending}>
        Mark not delivered
      </Button>
      {shown}
    </form>
  );
}
