// One customer in the console (GET /api/admin/customers/:id/): the account, subscription, orders, credits ledger,
// quiz answers and ratings, and the changes made on their behalf, each with a required reason that the audit log
// keeps: give credits and resend the verification email (support and up; support up to a limit the server sets),
// skip a week, pause and cancel (operations and up). The server checks the role again; its refusal is shown as it
// words it.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import {
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  PAUSE_WEEKS_MAX,
  weekdayName,
} from '@larder/contracts/values/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/request';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars, problemText } from './api';
import { useAttemptKey } from './attempt-key';
import { type CustomerChange, changeCustomer, customerKey, fetchCustomer } from './customers-api';
import './console-screens.css';

export function CustomerPage({ id, role }: { id: string; role: OperatorRole }) {
  const customer = useQuery({ queryKey: customerKey(id), queryFn: () => fetchCustomer(id), retry: false });
  if (customer.isPending) return <p role="status">Loading customer {id}…</p>;
  if (customer.isError) {
    return (
      <>
        <h1>Customer {id}</h1>
        <p role="alert" className="console__problem">
          {problemText(customer.error)}
        </p>
        <Link to="/admin/customers/">Back to customers</Link>
      </>
    );
  }
  const page = customer.data;
  const { customer: c, subscription, credits, quiz } = page;
  const openWeeks = page.orders.filter(
    (order) => order.status === 'scheduled' && Date.parse(order.cutoff_at) > Date.now(),
  );
  const operations = roleAtLeast(role, 'operations');
  return (
    <>
      <p>
        <Link to="/admin/customers/">Back to customers</Link>
      </p>
      <h1>
        {c.name} (customer {c.id})
      </h1>
      <dl className="console__facts">
        <dt>Email</dt>
        <dd>
          {c.email} ({c.email_verified_at ? `verified ${c.email_verified_at.slice(0, 10)}` : 'not verified'})
        </dd>
        <dt>Joined</dt>
        <dd>{c.created_at.slice(0, 10)}</dd>
        <dt>Subscription</dt>
        <dd>
          {subscription
            ? `${subscription.status} in zone ${subscription.zone}, delivered on ${weekdayName(subscription.delivery_weekday)}s${
                subscription.paused_until ? `, paused until ${subscription.paused_until}` : ''
              }${subscription.cancel_reason ? `, canceled: ${CANCEL_REASON_LABELS[subscription.cancel_reason as keyof typeof CANCEL_REASON_LABELS] ?? subscription.cancel_reason}${subscription.cancel_note ? ` (“${subscription.cancel_note}”)` : ''}` : ''}`
            : 'none'}
        </dd>
        <dt>Credits</dt>
        <dd>{dollars(credits.balance_cents)}</dd>
      </dl>

      <h2>Actions</h2>
      <div className="console__actions">
        <CreditsForm customerId={c.id} />
        {c.email_verified ? null : <VerificationForm customerId={c.id} />}
        {operations ? (
          <>
            <SkipForm customerId={c.id} weeks={openWeeks} />
            {/* Kept on the page whatever the status, so a change's answer stays in view; the server refuses a
                pause of a canceled subscription or a second cancel in its own words. */}
            {subscription ? <PauseForm customerId={c.id} /> : null}
            {subscription ? <CancelForm customerId={c.id} /> : null}
          </>
        ) : (
          <p>Skipping a week, pausing and canceling need the operations role; yours is {role}.</p>
        )}
      </div>

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
                  <td>{order.status}</td>
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

/** The server's words for a refused change: a bad field's own message rather than "Invalid request.". */
function changeProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null) {
    const fields = Object.entries(error.body)
      .filter(([name, messages]) => name !== 'detail' && name !== 'code' && Array.isArray(messages))
      .flatMap(([, messages]) => messages as string[]);
    if (fields.length > 0) return fields.join(' ');
  }
  return problemText(error);
}

/** A change's mutation and the line saying how it went (the server's words when refused). */
function useCustomerChange(customerId: number, done: string) {
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ text: string; isProblem: boolean } | null>(null);
  const mutation = useMutation({
    mutationFn: (change: CustomerChange) => changeCustomer(customerId, change),
    onMutate: () => setMessage(null),
    onSuccess: async (page: AdminCustomerDetail) => {
      setMessage({ text: done, isProblem: false });
      queryClient.setQueryData(customerKey(String(customerId)), page);
      await queryClient.invalidateQueries({ queryKey: ['console', 'customers'] });
    },
    onError: (error) => setMessage({ text: changeProblem(error), isProblem: true }),
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

function ChangeForm({
  title,
  id,
  submit,
  isPending,
  shown,
  children,
  label,
}: {
  title: string;
  id: string;
  submit: () => void;
  isPending: boolean;
  shown: ReactNode;
  children: ReactNode;
  label: string;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  return (
    <form className="console__form" onSubmit={onSubmit} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{title}</h3>
      {children}
      <Button type="submit" isLoading={isPending}>
        {label}
      </Button>
      {shown}
    </form>
  );
}

/** The operator's reason, required before a change is sent (the server requires it too). */
function useReason() {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const given = () => {
    const missing = value.trim() === '';
    setProblem(missing ? 'Say why.' : null);
    return !missing;
  };
  return { value: value.trim(), raw: value, setValue, problem, given };
}

function ReasonInput({ reason }: { reason: ReturnType<typeof useReason> }) {
  return (
    <TextInput
      label="Reason"
      description="Kept in the audit log."
      value={reason.raw}
      onChange={reason.setValue}
      errorMessage={reason.problem}
      maxLength={500}
      isRequired
    />
  );
}

function CreditsForm({ customerId }: { customerId: number }) {
  const [amount, setAmount] = useState('');
  const reason = useReason();
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const { mutation, shown } = useCustomerChange(customerId, 'Credits given.');
  const attempt = useAttemptKey();
  const submit = () => {
    const trimmed = amount.trim();
    const amountOk = /^\d+(\.\d{1,2})?$/.test(trimmed) && Number(trimmed) > 0;
    setAmountProblem(amountOk ? null : 'Enter an amount in dollars, such as 12.50.');
    if (!reason.given() || !amountOk) return;
    const body = { amount_cents: Math.round(Number(trimmed) * 100), reason: reason.value };
    mutation.mutate(
      { action: 'credits', body, idempotencyKey: attempt.keyFor(body) },
      { onSuccess: () => attempt.succeeded() },
    );
  };
  return (
    <ChangeForm
      title="Give credits"
      id="credits"
      label="Give credits"
      submit={submit}
      isPending={mutation.isPending}
      shown={shown}
    >
      <TextInput
        label="Amount in dollars"
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        errorMessage={amountProblem}
        isRequired
      />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function VerificationForm({ customerId }: { customerId: number }) {
  const reason = useReason();
  const { mutation, shown } = useCustomerChange(customerId, 'A new verification link is on its way.');
  return (
    <ChangeForm
      title="Resend the verification email"
      id="verification"
      label="Resend the email"
      submit={() => reason.given() && mutation.mutate({ action: 'verification-email', body: { reason: reason.value } })}
      isPending={mutation.isPending}
      shown={shown}
    >
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function SkipForm({ customerId, weeks }: { customerId: number; weeks: AdminCustomerDetail['orders'] }) {
  const [week, setWeek] = useState<string>('');
  const reason = useReason();
  const { mutation, shown } = useCustomerChange(customerId, 'Week skipped.');
  if (weeks.length === 0) {
    return (
      <div className="console__form">
        <h3>Skip a week</h3>
        <p>No week can be skipped: none is scheduled before its cutoff.</p>
      </div>
    );
  }
  const chosen = week || String(weeks[0]?.id ?? '');
  return (
    <ChangeForm
      title="Skip a week"
      id="skip"
      label="Skip the week"
      submit={() =>
        reason.given() && mutation.mutate({ action: 'skip', body: { order_id: Number(chosen), reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={shown}
    >
      <Select
        label="Week"
        items={weeks.map((order) => ({
          key: String(order.id),
          textValue: `${order.delivery_date} (order ${order.id})`,
        }))}
        value={chosen}
        onChange={(key) => setWeek(key ?? '')}
      />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function PauseForm({ customerId }: { customerId: number }) {
  const [weeks, setWeeks] = useState('1');
  const reason = useReason();
  const { mutation, shown } = useCustomerChange(customerId, 'Subscription paused.');
  return (
    <ChangeForm
      title="Pause the subscription"
      id="pause"
      label="Pause"
      submit={() =>
        reason.given() && mutation.mutate({ action: 'pause', body: { weeks: Number(weeks), reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={shown}
    >
      <Select
        label="For"
        items={Array.from({ length: PAUSE_WEEKS_MAX }, (_, index) => ({
          key: String(index + 1),
          textValue: index === 0 ? '1 week' : `${index + 1} weeks`,
        }))}
        value={weeks}
        onChange={(key) => setWeeks(key ?? '1')}
      />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function CancelForm({ customerId }: { customerId: number }) {
  const [cancelReason, setCancelReason] = useState<string>('other');
  const reason = useReason();
  const { mutation, shown } = useCustomerChange(customerId, 'Subscription canceled.');
  return (
    <ChangeForm
      title="Cancel the subscription"
      id="cancel"
      label="Cancel the subscription"
      submit={() =>
        reason.given() &&
        mutation.mutate({ action: 'cancel', body: { cancel_reason: cancelReason, reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={shown}
    >
      <Select
        label="The customer’s reason"
        items={CANCEL_REASONS.map((key) => ({ key, textValue: CANCEL_REASON_LABELS[key] }))}
        value={cancelReason}
        onChange={(key) => setCancelReason(key ?? 'other')}
      />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}
