// Cancelling the subscription (issue 16), from the account home's settings: a pause offered first, then a reason
// (and a note). Loaded when first opened (manage.tsx).
import type { CancelRequest } from '@larder/contracts/schemas/subscription';
import {
  CANCEL_NOTE_MAX_LENGTH,
  CANCEL_REASON_LABELS,
  CANCEL_REASONS,
  type CancelReason,
  PAUSE_WEEKS_MAX,
} from '@larder/contracts/values/subscription';
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { useCancel, usePause } from '../api/subscription-client';
import { ManageText } from '../model/texts';
import { dateLabel } from './date-label';
import { failureToast, successToast } from './notify';
import type { SubscriptionDialogProps } from './subscription-dialog';

export default function CancelFlow({ view, isOpen, onOpenChange }: SubscriptionDialogProps) {
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
