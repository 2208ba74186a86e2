// Replacing the subscription's card (issue 16), from the account home ("Update card", and the failed-payment banner):
// the test provider's own form with its bank confirmation step, or Stripe's Payment Element. The server puts every
// unpaid box on the new card and charges a failed payment again at once. Loaded when first opened
// (subscription-payment.tsx).
import type { CardAnswer } from '@larder/contracts/schemas/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { authenticateTestCard, keepStripeCard, saveTestCard } from '../features/checkout/api/checkout-client';
import { type ConfirmStripeCard, StripeCard } from '../features/checkout/components/stripe-card';
import { TestCardFields } from '../features/checkout/components/test-card-fields';
import { type CardErrors, type CardValues, checkCard } from '../features/checkout/model/card-form';
import { CheckoutText } from '../features/checkout/model/checkout-texts';
import { refreshAccount } from '../features/subscription/api/subscription-client';
import { failureMessage, successToast } from '../features/subscription/components/notify';
import type { SubscriptionDialogProps } from '../features/subscription/components/subscription-dialog';
import { CardText } from '../features/subscription/model/texts';
import { Button } from '../ui/button';
import { Modal } from '../ui/modal';
import { Paragraph } from '../ui/paragraph';

export default function CardUpdate({ view, isOpen, onOpenChange }: SubscriptionDialogProps) {
  const queryClient = useQueryClient();
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '', zip: view.shipping?.zip ?? '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [pendingAction, setPendingAction] = useState<string | undefined>();
  const [confirmStripe, setConfirmStripe] = useState<ConfirmStripeCard | undefined>();
  const onStripeReady = useCallback((confirm: ConfirmStripeCard | undefined) => setConfirmStripe(() => confirm), []);
  const hadFailure = view.upcoming.concat(view.recent).some((order) => order.status === 'payment_failed');

  const run = async (work: () => Promise<CardAnswer | undefined>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await work();
      if (!answer) return;
      if (answer.status === 'requires_action') {
        setPendingAction(answer.action_id);
        return;
      }
      await refreshAccount(queryClient);
      successToast(hadFailure ? CardText.Paid : CardText.Saved);
      onOpenChange(false);
    } catch (error) {
      setFailure(failureMessage(error, CardText.Failed));
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      if (view.payment_provider === 'stripe') {
        if (!confirmStripe) return undefined;
        return keepStripeCard(await confirmStripe());
      }
      const checked = checkCard(card);
      if ('errors' in checked) {
        setErrors(checked.errors);
        return undefined;
      }
      return saveTestCard(checked.body);
    });

  return (
    <>
      <Modal
        isOpen={isOpen && pendingAction === undefined}
        onOpenChange={onOpenChange}
        title={CardText.Title}
        footer={() => (
          <Button isLoading={busy} onClick={() => void save()}>
            {CardText.Save}
          </Button>
        )}
      >
        {view.payment_provider === 'stripe' ? (
          isOpen && <StripeCard onReady={onStripeReady} />
        ) : (
          <div className="card-update">
            <Paragraph variant="caption">{CheckoutText.TestProviderNote}</Paragraph>
            <TestCardFields
              values={card}
              errors={errors}
              onChange={(name, value) => setCard((current) => ({ ...current, [name]: value }))}
              onErrorClear={(name) => setErrors((current) => ({ ...current, [name]: undefined }))}
            />
          </div>
        )}
        {failure && (
          <p className="card-update__error" role="alert">
            {failure}
          </p>
        )}
      </Modal>
      <Modal
        isOpen={pendingAction !== undefined}
        onOpenChange={(open) => {
          if (!open) setPendingAction(undefined);
        }}
        title={CheckoutText.ConfirmCardTitle}
        isDismissable={false}
        footer={() => (
          <>
            <Button
              prominence="secondary"
              onClick={() => {
                const action = pendingAction;
                setPendingAction(undefined);
                if (action) void run(() => authenticateTestCard(action, false));
              }}
            >
              {CheckoutText.CancelConfirm}
            </Button>
            <Button
              onClick={() => {
                const action = pendingAction;
                setPendingAction(undefined);
                if (action) void run(() => authenticateTestCard(action, true));
              }}
            >
              {CheckoutText.ConfirmCard}
            </Button>
          </>
        )}
      >
        <Paragraph>{CheckoutText.ConfirmCardBody}</Paragraph>
      </Modal>
    </>
  );
}
