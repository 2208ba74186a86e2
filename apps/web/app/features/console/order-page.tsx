// One order in the console: its state and money, lines, customer, a timeline of what the database records, and the
// actions the API has, each shown to the roles the server allows (refunds: operations and up; not delivered:
// support and up). The server checks the role again and its refusal is shown as it words it.
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars, fetchOrder, markNotDelivered, problemText, refundOrder } from './api';
import { useAttemptKey } from './attempt-key';
import { useConfirmAction } from './confirm-action';
import { ResendConfirmation } from './resend-confirmation';

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
        <dd>{o.status}</dd>
        <dt>Delivery</dt>
        <dd>
          {o.delivery_date} in zone {o.zone}
        </dd>
        <dt>Cutoff</dt>
        <dd>{o.cutoff_at.replace('T', ' ').slice(0, 16)} UTC</dd>
        <dt>Customer</dt>
        <dd>
          {customer.name} ({customer.email})
        </dd>
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
        {roleAtLeast(role, 'operations') ? (
          <RefundForm orderId={o.id} leftCents={o.total_cents - o.refunded_cents} />
        ) : (
          <p>Refunds need the operations role; yours is {role}.</p>
        )}
        <NotDeliveredForm orderId={o.id} />
        <ResendConfirmation orderId={o.id} />
      </div>

      <h2>Lines</h2>
      <ul className="console__lines">
        {lines.map((line) => (
          <li key={`${line.item_type}-${line.item_id}`}>
            {line.quantity} × {line.name} at {dollars(line.unit_price_cents)}
          </li>
        ))}
      </ul>
    </>
  );
}

function useOrderChange<T>(orderId: number, change: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: change,
    onMutate: () => setMessage(null),
    onSuccess: async () => {
      setMessage({ text: done, isProblem: false });
      await queryClient.invalidateQueries({ queryKey: ['console', 'order', String(orderId)] });
      await queryClient.invalidateQueries({ queryKey: ['console', 'orders'] });
    },
    onError: (error) => setMessage({ text: problemText(error), isProblem: true }),
  });
  const shown = message ? (
    <p
      role={message.isProblem ? 'alert' : 'status'}
      className={message.isProblem ? 'console__problem' : 'console__done'}
    >
      {message.text}
    </p>
  ) : null;
  return { mutation, shown };
}

function RefundForm({ orderId, leftCents }: { orderId: number; leftCents: number }) {
  const confirm = useConfirmAction();
  const [destination, setDestination] = useState<'card' | 'credits'>('credits');
  const [amount, setAmount] = useState('');
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const { mutation, shown } = useOrderChange(
    orderId,
    (body: { as: 'card' | 'credits'; amount_cents?: number }) => refundOrder(orderId, body, attempt.keyFor(body)),
    'Refund made.',
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = amount.trim();
    if (trimmed !== '' && !/^\d+(\.\d{1,2})?$/.test(trimmed)) {
      setAmountProblem('Enter an amount in dollars, such as 12.50, or leave it empty for everything left.');
      return;
    }
    setAmountProblem(null);
    const amountCents = trimmed === '' ? null : Math.round(Number(trimmed) * 100);
    const shownAmount = dollars(amountCents ?? leftCents);
    const to = destination === 'card' ? 'to the card' : 'as credits';
    confirm.ask({
      title: `Refund ${shownAmount} ${to}?`,
      effect:
        destination === 'card'
          ? `${shownAmount} goes back to the customer’s card for order ${orderId}. A card refund cannot be taken back.`
          : `${shownAmount} is added to the customer’s credits for order ${orderId}.`,
      confirmLabel: `Refund ${shownAmount}`,
      onConfirm: () =>
        mutation.mutate(
          { as: destination, ...(amountCents === null ? {} : { amount_cents: amountCents }) },
          { onSuccess: () => attempt.succeeded() },
        ),
    });
  };
  return (
    <form className="console__form" onSubmit={submit} aria-labelledby="refund-heading" noValidate>
      <h3 id="refund-heading">Refund</h3>
      <Select
        label="Refund to"
        items={[
          { key: 'credits', textValue: 'Credits' },
          { key: 'card', textValue: 'The card' },
        ]}
        value={destination}
        onChange={(key) => setDestination(key === 'card' ? 'card' : 'credits')}
      />
      <TextInput
        label="Amount in dollars"
        description="Empty: everything not refunded yet."
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        errorMessage={amountProblem}
      />
      <Button type="submit" isLoading={mutation.isPending}>
        Refund
      </Button>
      {shown}
      {confirm.dialog}
    </form>
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
