// The changes an operator makes on a customer's page, each with a reason the audit log keeps: give credits and resend
// the verification email (support and up; support up to a limit the server sets), and the subscription's changes and
// their undos that fit its state (operations and up; subscription-actions.tsx). The server checks the role again; its
// refusal is shown as it words it.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { supportCreditsNote } from '@larder/contracts/values/admin-console';
import { useState } from 'react';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { useAttemptKey } from './attempt-key';
import { useConfirmAction } from './confirm-action';
import { ChangeForm, ReasonInput, useCustomerChange, useReason } from './customer-change-form';
import { SubscriptionActions } from './subscription-actions';

export function CustomerActions({ page, role }: { page: AdminCustomerDetail; role: OperatorRole }) {
  const { customer: c, subscription } = page;
  return (
    <div className="console__actions">
      <CreditsForm customerId={c.id} customerName={c.name} allowance={page.support_credits} />
      {c.email_verified ? null : <VerificationForm customerId={c.id} />}
      {roleAtLeast(role, 'operations') ? (
        subscription ? (
          <SubscriptionActions page={page} />
        ) : null
      ) : (
        <p>Skipping a week, pausing, canceling and undoing them need the operations role; yours is {role}.</p>
      )}
    </div>
  );
}

/**
 * What a support operator may still give this customer over the period, from the server's answer (it refreshes with
 * every change's answer): a plain note, and a warning once one grant or less is left.
 */
function AllowanceNote({ allowance }: { allowance: AdminCustomerDetail['support_credits'] }) {
  if (!allowance) return null;
  const nearing = allowance.left_cents <= allowance.grant_limit_cents;
  return (
    <p className={nearing ? 'console__warning' : undefined} role={nearing ? 'status' : undefined}>
      {supportCreditsNote(allowance.left_cents, allowance.period_days)}
    </p>
  );
}

function CreditsForm({
  customerId,
  customerName,
  allowance,
}: {
  customerId: number;
  customerName: string;
  allowance: AdminCustomerDetail['support_credits'];
}) {
  const confirm = useConfirmAction();
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
    const given = dollars(body.amount_cents);
    confirm.ask({
      title: `Give ${customerName} ${given} in credits?`,
      effect: `${given} is added to ${customerName}’s credits and taken off their next boxes. The audit log keeps your reason: “${body.reason}”.`,
      confirmLabel: `Give ${given}`,
      onConfirm: () =>
        mutation.mutate(
          { action: 'credits', body, idempotencyKey: attempt.keyFor(body) },
          { onSuccess: () => attempt.succeeded() },
        ),
    });
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
      <AllowanceNote allowance={allowance} />
      {confirm.dialog}
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
