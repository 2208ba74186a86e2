// The subscription's settings on the account home (issue 16): the delivery day (the zone's days), pause for 1–4
// weeks or resume, cancel with a reason (a pause offered first) or reactivate. Each change shows a toast; the server
// emails the customer too.
import type { CancelRequest, SubscriptionView } from '@larder/contracts/schemas/subscription';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  PAUSE_WEEKS_MAX,
  weekdayName,
} from '@larder/contracts/values/subscription';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { useCancel, useChangeDay, usePause, useReactivate, useResume } from '../api/subscription-client';
import { ManageText } from '../model/texts';
import { failureToast, successToast } from './notify';

const dateLabel = (view: SubscriptionView, date: string) =>
  view.upcoming.find((order) => order.delivery.date === date)?.delivery.label ?? date;

function CancelFlow({
  view,
  isOpen,
  onOpenChange,
}: {
  view: SubscriptionView;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<'offer' | 'reason'>('offer');
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const cancel = useCancel();
  const pause = usePause();
  const close = () => {
    onOpenChange(false);
    setStep('offer');
  };
  const submit = () => {
    if (!reason) {
      setReasonError(ManageText.ReasonRequired);
      return;
    }
    const body: CancelRequest = note.trim() ? { reason, note: note.trim() } : { reason };
    cancel.mutate(body, {
      onSuccess: () => {
        successToast(ManageText.Canceled);
        close();
      },
      onError: failureToast,
    });
  };
  const pauseInstead = () =>
    pause.mutate(PAUSE_WEEKS_MAX, {
      onSuccess: (changed) => {
        successToast(ManageText.paused(changed.paused_until ? dateLabel(changed, changed.paused_until) : ''));
        close();
      },
      onError: failureToast,
    });
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      title={step === 'offer' ? ManageText.CancelTitle : ManageText.ReasonTitle}
      footer={() =>
        step === 'offer' ? (
          <>
            <Button prominence="secondary" onClick={() => setStep('reason')}>
              {ManageText.ContinueCancel}
            </Button>
            {view.status === 'active' && (
              <Button isLoading={pause.isPending} onClick={pauseInstead}>
                {ManageText.PauseOffer}
              </Button>
            )}
          </>
        ) : (
          <>
            <Button prominence="secondary" onClick={close}>
              {ManageText.KeepSubscription}
            </Button>
            <Button buttonStyle="critical" isLoading={cancel.isPending} onClick={submit}>
              {ManageText.ConfirmCancel}
            </Button>
          </>
        )
      }
    >
      {step === 'offer' ? (
        <Paragraph>{ManageText.PauseInstead}</Paragraph>
      ) : (
        <div className="manage__form">
          <Select
            label={ManageText.Reason}
            isRequired
            value={reason}
            errorMessage={reasonError}
            onChange={(key) => {
              setReason(CANCEL_REASONS.find((entry) => entry === key) ?? null);
              setReasonError(undefined);
            }}
            items={CANCEL_REASONS.map((key) => ({ key, textValue: CANCEL_REASON_LABELS[key] }))}
          />
          <TextInput label={ManageText.Note} value={note} onChange={setNote} maxLength={CANCEL_NOTE_MAX_LENGTH} />
        </div>
      )}
    </Modal>
  );
}

export function ManageSubscription({ view }: { view: SubscriptionView }) {
  const [weekday, setWeekday] = useState(String(view.delivery_weekday ?? ''));
  const [weeks, setWeeks] = useState('1');
  const [canceling, setCanceling] = useState(false);
  const changeDay = useChangeDay();
  const pause = usePause();
  const resume = useResume();
  const reactivate = useReactivate();

  return (
    <section className="manage" aria-labelledby="manage-subscription">
      <Heading variant="H3" level={2} id="manage-subscription">
        {ManageText.Heading}
      </Heading>
      {view.status === 'canceled' ? (
        <div className="manage__row">
          <Paragraph>{ManageText.CanceledState}</Paragraph>
          <Button
            isLoading={reactivate.isPending}
            onClick={() =>
              reactivate.mutate(undefined, {
                onSuccess: () => successToast(ManageText.Reactivated),
                onError: failureToast,
              })
            }
          >
            {ManageText.Reactivate}
          </Button>
        </div>
      ) : (
        <>
          {view.status === 'active' && (
            <div className="manage__row">
              <Select
                label={ManageText.DeliveryDay}
                value={weekday}
                onChange={(key) => setWeekday(key ?? weekday)}
                items={view.delivery_weekdays.map((day) => ({ key: String(day), textValue: weekdayName(day) }))}
              />
              <Button
                prominence="secondary"
                isDisabled={weekday === String(view.delivery_weekday)}
                isLoading={changeDay.isPending}
                onClick={() =>
                  changeDay.mutate(Number(weekday), {
                    onSuccess: () => successToast(ManageText.dayChanged(weekdayName(Number(weekday)))),
                    onError: failureToast,
                  })
                }
              >
                {ManageText.ChangeDay}
              </Button>
            </div>
          )}
          {view.status === 'paused' ? (
            <div className="manage__row">
              <Paragraph>
                {ManageText.pausedUntil(view.paused_until ? dateLabel(view, view.paused_until) : '')}
              </Paragraph>
              <Button
                isLoading={resume.isPending}
                onClick={() =>
                  resume.mutate(undefined, { onSuccess: () => successToast(ManageText.Resumed), onError: failureToast })
                }
              >
                {ManageText.Resume}
              </Button>
            </div>
          ) : (
            <div className="manage__row">
              <Select
                label={ManageText.PauseWeeks}
                value={weeks}
                onChange={(key) => setWeeks(key ?? weeks)}
                items={Array.from({ length: PAUSE_WEEKS_MAX }, (_, index) => ({
                  key: String(index + 1),
                  textValue: ManageText.weeks(index + 1),
                }))}
              />
              <Button
                prominence="secondary"
                isLoading={pause.isPending}
                onClick={() =>
                  pause.mutate(Number(weeks), {
                    onSuccess: (changed) =>
                      successToast(
                        ManageText.paused(changed.paused_until ? dateLabel(changed, changed.paused_until) : ''),
                      ),
                    onError: failureToast,
                  })
                }
              >
                {ManageText.Pause}
              </Button>
            </div>
          )}
          <div className="manage__row">
            <Button prominence="tertiary-underlined" onClick={() => setCanceling(true)}>
              {ManageText.Cancel}
            </Button>
          </div>
        </>
      )}
      <CancelFlow view={view} isOpen={canceling} onOpenChange={setCanceling} />
    </section>
  );
}
