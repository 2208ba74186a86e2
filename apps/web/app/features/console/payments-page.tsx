// The console's Failed payments (issue 42): every order whose payment failed and will be tried again, soonest next
// attempt first, with the provider's reason in the customer's words, the attempts, the next one and the card. For
// operations and up: charge it now (asked first: it moves money, and the last attempt's failure cancels the box) and
// email the customer to update their card. After each, the queue is read again from the server.
import type { FailedPayment } from '@larder/contracts/schemas/admin-payments';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { dollars } from './api';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable } from './console-table';
import { askForCard, failedPaymentsKey, fetchFailedPayments, retryPayment } from './payments-api';
import { QueryProblem } from './query-problem';

const when = (iso: string | null) => (iso ? `${iso.replace('T', ' ').slice(0, 16)} UTC` : 'none');

export function PaymentsPage({ role }: { role: OperatorRole }) {
  const queue = useQuery({ queryKey: failedPaymentsKey, queryFn: fetchFailedPayments });
  const canChange = roleAtLeast(role, 'operations');
  const count = queue.data?.count ?? 0;
  const shown = queue.data?.results.length ?? 0;
  // Outcomes above the queue, not in the row: a retry that pays or ends the box takes its row out of the queue.
  const message = useChangeMessage();
  return (
    <>
      <h1>Failed payments</h1>
      <p>
        Each failed payment is tried again on its own schedule; after the last attempt fails the box is canceled and its
        credits go back to the customer.
      </p>
      {canChange ? null : <p>Retrying and emailing need the operations role; yours is {role}.</p>}
      <QueryProblem error={queue.error} />
      {message.shown}
      <ConsoleTable
        caption={
          <>
            Failed payments ({count}
            {shown < count ? `, the first ${shown} shown` : ''})
          </>
        }
        columns={['Order', 'Customer', 'Amount', 'Reason', 'Attempts', 'Next attempt', 'Card']}
        actions={canChange}
      >
        {(queue.data?.results ?? []).map((payment) => (
          <PaymentRow key={payment.order_id} payment={payment} canChange={canChange} message={message} />
        ))}
      </ConsoleTable>
      {queue.isPending ? <p role="status">Loading failed payments…</p> : null}
      {queue.data && count === 0 ? <p>No payment is waiting: every charge went through.</p> : null}
    </>
  );
}

function PaymentRow({
  payment,
  canChange,
  message,
}: {
  payment: FailedPayment;
  canChange: boolean;
  message: ReturnType<typeof useChangeMessage>;
}) {
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['console'] });
  const retry = useMutation({
    mutationFn: () => retryPayment(payment.order_id),
    onMutate: message.clear,
    onSuccess: async (answer) => {
      if (answer.status === 'paid') message.done(`Order ${answer.order_id} is paid.`);
      else if (answer.status === 'canceled')
        message.problem(`The last attempt failed: order ${answer.order_id} is canceled.`);
      else
        message.problem(
          `Still failing: ${answer.reason ?? 'the card was refused'} Next attempt ${when(answer.next_attempt_at)}.`,
        );
      await refresh();
    },
    onError: message.problem,
  });
  const email = useMutation({
    mutationFn: () => askForCard(payment.order_id),
    onMutate: message.clear,
    onSuccess: async (answer) => {
      message.done(`Asked ${answer.sent_to} to update their card.`);
      await refresh();
    },
    onError: message.problem,
  });
  const amount = dollars(payment.total_cents);
  const card = payment.card ? `${payment.card.brand} ending ${payment.card.last4}` : 'the card on file';
  const isLast = payment.attempts + 1 >= payment.attempts_max;
  return (
    <tr>
      <td>
        <Link to={`/admin/orders/${payment.order_id}/`}>Order {payment.order_id}</Link>
        <br />
        delivery {payment.delivery_date}
      </td>
      <td>
        <Link to={`/admin/customers/${payment.customer.id}/`}>{payment.customer.name}</Link>
        <br />
        {payment.customer.email}
      </td>
      <td>{amount}</td>
      <td>{payment.reason ?? payment.failure_code ?? 'unknown'}</td>
      <td>
        {payment.attempts} of {payment.attempts_max}
      </td>
      <td>{when(payment.next_attempt_at)}</td>
      <td>{card}</td>
      {canChange ? (
        <td>
          <div className="console__row-actions">
            <Button
              size="small"
              prominence="secondary"
              aria-label={`Retry now: order ${payment.order_id}`}
              isLoading={retry.isPending}
              onClick={() =>
                confirm.ask({
                  title: `Charge ${amount} to ${card} now?`,
                  effect: `This is attempt ${payment.attempts + 1} of ${payment.attempts_max} for order ${payment.order_id}. ${
                    isLast
                      ? 'It is the last: if it fails, the box is canceled and its credits go back to the customer.'
                      : 'If it fails, the next attempt follows the usual schedule.'
                  }`,
                  confirmLabel: `Charge ${amount}`,
                  onConfirm: () => retry.mutate(),
                })
              }
            >
              Retry now
            </Button>
            <Button
              size="small"
              prominence="tertiary"
              aria-label={`Email to update the card: ${payment.customer.email}`}
              isLoading={email.isPending}
              onClick={() => email.mutate()}
            >
              Email to update the card
            </Button>
          </div>
          {confirm.dialog}
        </td>
      ) : null}
    </tr>
  );
}
