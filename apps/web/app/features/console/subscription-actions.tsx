// The subscription's changes on a customer's page (issue 42, point 1), only those that fit its state now: an active
// subscription is paused or canceled, a paused one resumed now or canceled, a canceled one started again; a week the
// customer skipped is put back while the server says it can be (`can_unskip`). The forms replace each other as the
// state changes, so their outcome is one message above them that stays in view. Starting charges again for every week
// (reactivate, end a pause) asks first (confirm-action.tsx); putting one week back does not.
import type { AdminCustomerDetail } from '@larder/contracts/schemas/admin-console';
import { CANCEL_REASON_LABELS, CANCEL_REASONS, PAUSE_WEEKS_MAX } from '@larder/contracts/values/subscription';
import { useState } from 'react';
import { Select } from '../../ui/select';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ChangeForm, ReasonInput, useCustomerChange, useReason } from './customer-change-form';

type Message = ReturnType<typeof useChangeMessage>;
type Week = AdminCustomerDetail['orders'][number];

export function SubscriptionActions({ page }: { page: AdminCustomerDetail }) {
  const message = useChangeMessage();
  const { customer: c, subscription } = page;
  const skipped = page.orders.filter((order) => order.can_unskip);
  const open = page.orders.filter((order) => order.status === 'scheduled' && Date.parse(order.cutoff_at) > Date.now());
  const status = subscription?.status;
  return (
    <>
      <div aria-live="polite" className="console__actions-message">
        {message.shown}
      </div>
      {status === 'canceled' ? null : <SkipForm customerId={c.id} weeks={open} message={message} />}
      {skipped.length > 0 ? <UnskipForm customerId={c.id} weeks={skipped} message={message} /> : null}
      {status === 'active' ? <PauseForm customerId={c.id} message={message} /> : null}
      {status === 'paused' && subscription ? (
        <ResumeForm customerId={c.id} name={c.name} until={subscription.paused_until} message={message} />
      ) : null}
      {status === 'active' || status === 'paused' ? (
        <CancelForm customerId={c.id} customerName={c.name} message={message} />
      ) : null}
      {status === 'canceled' ? <ReactivateForm customerId={c.id} name={c.name} message={message} /> : null}
    </>
  );
}

const weekItems = (weeks: Week[]) =>
  weeks.map((order) => ({ key: String(order.id), textValue: `${order.delivery_date} (order ${order.id})` }));

function SkipForm({ customerId, weeks, message }: { customerId: number; weeks: Week[]; message: Message }) {
  const [week, setWeek] = useState<string>('');
  const reason = useReason();
  const { mutation } = useCustomerChange(customerId, 'Week skipped.', message);
  if (weeks.length === 0) {
    return (
      <div className="console__form">
        <h3>Skip a week</h3>
        <p>No week can be skipped: none is scheduled before its cutoff.</p>
      </div>
    );
  }
  const chosen = weeks.some((order) => String(order.id) === week) ? week : String(weeks[0]?.id ?? '');
  return (
    <ChangeForm
      title="Skip a week"
      id="skip"
      label="Skip the week"
      submit={() =>
        reason.given() && mutation.mutate({ action: 'skip', body: { order_id: Number(chosen), reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={null}
    >
      <Select label="Week" items={weekItems(weeks)} value={chosen} onChange={(key) => setWeek(key ?? '')} />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function UnskipForm({ customerId, weeks, message }: { customerId: number; weeks: Week[]; message: Message }) {
  const [week, setWeek] = useState<string>('');
  const reason = useReason();
  const { mutation } = useCustomerChange(
    customerId,
    'Week put back: it is scheduled and charged at its cutoff.',
    message,
  );
  const chosen = weeks.some((order) => String(order.id) === week) ? week : String(weeks[0]?.id ?? '');
  return (
    <ChangeForm
      title="Put a skipped week back"
      id="unskip"
      label="Put the week back"
      submit={() =>
        reason.given() &&
        mutation.mutate({ action: 'unskip', body: { order_id: Number(chosen), reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={null}
    >
      <Select label="Skipped week" items={weekItems(weeks)} value={chosen} onChange={(key) => setWeek(key ?? '')} />
      <ReasonInput reason={reason} />
    </ChangeForm>
  );
}

function PauseForm({ customerId, message }: { customerId: number; message: Message }) {
  const [weeks, setWeeks] = useState('1');
  const reason = useReason();
  const { mutation } = useCustomerChange(customerId, 'Subscription paused.', message);
  return (
    <ChangeForm
      title="Pause the subscription"
      id="pause"
      label="Pause"
      submit={() =>
        reason.given() && mutation.mutate({ action: 'pause', body: { weeks: Number(weeks), reason: reason.value } })
      }
      isPending={mutation.isPending}
      shown={null}
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

function ResumeForm({
  customerId,
  name,
  until,
  message,
}: {
  customerId: number;
  name: string;
  until: string | null;
  message: Message;
}) {
  const confirm = useConfirmAction();
  const reason = useReason();
  const { mutation } = useCustomerChange(customerId, 'Pause ended: the paused weeks are scheduled again.', message);
  return (
    <ChangeForm
      title="End the pause"
      id="resume"
      label="End the pause now"
      submit={() => {
        if (!reason.given()) return;
        const body = { reason: reason.value };
        confirm.ask({
          title: `End ${name}’s pause now?`,
          effect: `The weeks paused${until ? ` until ${until}` : ''} are scheduled again, and each box is charged at its cutoff as usual. Pause again to undo this.`,
          confirmLabel: 'End the pause',
          onConfirm: () => mutation.mutate({ action: 'resume', body }),
        });
      }}
      isPending={mutation.isPending}
      shown={null}
    >
      <p>Paused{until ? ` until ${until}` : ''}.</p>
      <ReasonInput reason={reason} />
      {confirm.dialog}
    </ChangeForm>
  );
}

function CancelForm({
  customerId,
  customerName,
  message,
}: {
  customerId: number;
  customerName: string;
  message: Message;
}) {
  const confirm = useConfirmAction();
  const [cancelReason, setCancelReason] = useState<string>('other');
  const reason = useReason();
  const { mutation } = useCustomerChange(customerId, 'Subscription canceled.', message);
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
          effect: `The subscription ends now: every box still before its cutoff is skipped and not charged, and no new week is scheduled. Reactivate it to undo this.`,
          confirmLabel: 'Cancel the subscription',
          onConfirm: () => mutation.mutate({ action: 'cancel', body }),
        });
      }}
      isPending={mutation.isPending}
      shown={null}
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

function ReactivateForm({ customerId, name, message }: { customerId: number; name: string; message: Message }) {
  const confirm = useConfirmAction();
  const reason = useReason();
  const { mutation } = useCustomerChange(customerId, 'Subscription reactivated.', message);
  return (
    <ChangeForm
      title="Reactivate the subscription"
      id="reactivate"
      label="Reactivate"
      submit={() => {
        if (!reason.given()) return;
        const body = { reason: reason.value };
        confirm.ask({
          title: `Reactivate ${name}’s subscription?`,
          effect:
            'Boxes are scheduled again from the next week whose cutoff is ahead, each charged at its cutoff; weeks the customer skipped stay skipped. Cancel again to undo this.',
          confirmLabel: 'Reactivate the subscription',
          onConfirm: () => mutation.mutate({ action: 'reactivate', body }),
        });
      }}
      isPending={mutation.isPending}
      shown={null}
    >
      <ReasonInput reason={reason} />
      {confirm.dialog}
    </ChangeForm>
  );
}
