// The changes an operator makes on a customer's page, each with a reason the audit log keeps: give credits and resend
// the verification email (support and up; support up to a limit the server sets), skip a week, pause and cancel
// (operations and up). The server checks the role again; its refusal is shown as it words it.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { supportCreditsNote } from '@larder/contracts/values/admin-console';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, PAUSE_WEEKS_MAX } from '@larder/contracts/values/subscription';
import { useState } from 'react';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { useAttemptKey } from './attempt-key';
import { useConfirmAction } from './confirm-action';
import { ChangeForm, ReasonInput, useCustomerChange, useReason } from './customer-change-form';

export function CustomerActions({ page, role }: { page: AdminCustomerDetail; role: OperatorRole }) {
  const { customer: c, subscription } = page;
  const openWeeks = page.orders.filter(
    (order) => order.status === 'scheduled' && Date.parse(order.cutoff_at) > Date.now(),
  );
  return (
    <div className="console__actions">
      <CreditsForm customerId={c.id} customerName={c.name} allowance={page.support_credits} />
      {c.email_verified ? null : <VerificationForm customerId={c.id} />}
      {roleAtLeast(role, 'operations') ? (
        <>
          <SkipForm customerId={c.id} weeks={openWeeks} />
          {/* Kept on the page whatever the status, so a change's answer stays in view; the server refuses a
              pause of a canceled subscription or a second cancel in its own words. */}
          {subscription ? <PauseForm customerId={c.id} /> : null}
          {subscription ? <CancelForm customerId={c.id} customerName={c.name} /> : null}
        </>
      ) : (
        <p>Skipping a week, pausing and canceling need the operations role; yours is {role}.</p>
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

function CancelForm({ customerId, customerName }: { customerId: number; customerName: string }) {
  const confirm = useConfirmAction();
  const [cancelReason, setCancelReason] = useState<string>('other');
  const reason = useReason();
  const { mutation, shown } = useCustomerChange(customerId, 'Subscription canceled.');
  return (
    <ChangeForm
      title="Cancel the subscription"
      id="cancel"
      label="Cancel the subscription"
      submit={() => {
        if (!reason.given()) return;
        const body = { cancel_reason: cancelReason, reason: reason.value };
        confirm.ask({
          title: `Cancel ${customerName}’s subscription?`,
          effect: `The subscription ends now: every box still before its cutoff is skipped and not charged, and no new week is scheduled.`,
          confirmLabel: 'Cancel the subscription',
          onConfirm: () => mutation.mutate({ action: 'cancel', body }),
        });
      }}
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
      {confirm.dialog}
    </ChangeForm>
  );
}
