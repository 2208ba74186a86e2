// /checkout/payment/: where it goes, the card (the test provider's own form, or Stripe's Payment Element), the promo
// code, and "Place order": the card is saved first (a 3-D Secure card asks for the bank's confirmation), then the
// order is placed with this checkout's Idempotency-Key, so a retry or a double click places one order.
import type { BoxLine, CardAnswer, Checkout, Order } from '@larder/contracts/schemas/checkout';
import { CheckoutMessage } from '@larder/contracts/values/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { publicEnv } from '../../../lib/env';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Paragraph } from '../../../ui/paragraph';
import { authenticateTestCard, chooseFreeGift, keepStripeCard, placeOrder, saveTestCard } from '../api/checkout-client';
import { type CardErrors, type CardValues, checkCard } from '../model/card-form';
import { CheckoutText } from '../model/checkout-texts';
import { forgetOrderKey, orderKey } from '../model/order-key';
import { fieldErrorsOf } from '../model/shipping-form';
import { BoxSummary } from './box-summary';
import { CheckoutFrame } from './checkout-frame';
import { DeliveryAddress } from './delivery-address';
import { PromoField } from './promo-field';
import { type ConfirmStripeCard, StripeCard } from './stripe-card';
import { TestCardFields } from './test-card-fields';

export interface PaymentPageProps {
  checkout: Checkout;
  pictureOrigin: string;
  shippingPath: string;
  /** The code the visitor came with (sign-up flow), offered in the promo field. */
  suggestedPromoCode: string | undefined;
  onCheckout: (checkout: Checkout) => void;
  onQuantity: (line: BoxLine, quantity: number) => void;
  isUpdatingBox: boolean;
  /** The amount of food module (`web.amount_of_food_module`). */
  amountOfFood?: boolean;
  onPlaced: (order: Order) => void;
}

const message = (error: unknown) => (error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);

function FreeGiftPicker({ checkout, onCheckout }: { checkout: Checkout; onCheckout: (checkout: Checkout) => void }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  if (checkout.free_gift_options.length === 0) return null;
  const pick = async (productId: number) => {
    setBusy(true);
    setError(undefined);
    try {
      onCheckout(await chooseFreeGift(productId));
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="checkout__fieldset" aria-busy={busy || undefined}>
      <legend className="checkout__legend">{CheckoutText.FreeGiftLegend}</legend>
      <p className="checkout__muted">{CheckoutText.FreeGiftHint}</p>
      <div className="checkout__days">
        {checkout.free_gift_options.map((gift) => (
          <label key={gift.id} className="checkout__day checkout__gift">
            <input
              type="radio"
              name="free_gift"
              value={gift.id}
              checked={checkout.free_gift?.id === gift.id}
              disabled={busy}
              onChange={() => void pick(gift.id)}
            />
            <img src={`${publicEnv.apiOrigin}${gift.picture}`} alt="" width={32} height={32} loading="lazy" />
            <span>
              <span className="checkout__day-label">{gift.name}</span>
              <span className="checkout__day-cutoff">{CheckoutText.FreeGiftFree}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p className="checkout__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function PaymentPage(props: PaymentPageProps) {
  const { checkout, onCheckout, onPlaced } = props;
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '', zip: checkout.shipping?.zip ?? '' });
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [replacingCard, setReplacingCard] = useState(false);
  const [pendingAction, setPendingAction] = useState<string | undefined>();
  const [confirmStripe, setConfirmStripe] = useState<ConfirmStripeCard | undefined>();
  const onStripeReady = useCallback((confirm: ConfirmStripeCard | undefined) => setConfirmStripe(() => confirm), []);
  const { isSubmitting, onSubmit, send } = useSingleSubmit();
  const needsCard = checkout.card === null || replacingCard;
  const shipping = checkout.shipping;

  const place = async () => {
    try {
      const order = await placeOrder(orderKey());
      forgetOrderKey();
      onPlaced(order);
    } catch (error) {
      setFailure(message(error));
    }
  };

  const afterCard = async (answer: CardAnswer) => {
    if (answer.status === 'requires_action') {
      setPendingAction(answer.action_id);
      return;
    }
    onCheckout(answer.checkout);
    setReplacingCard(false);
    await place();
  };

  const saveCardThenPlace = async () => {
    if (checkout.payment_provider === 'stripe') {
      if (!confirmStripe) return;
      let setupIntentId: string;
      try {
        setupIntentId = await confirmStripe();
      } catch (error) {
        setFailure(error instanceof Error ? error.message : CheckoutText.Failed);
        return;
      }
      await afterCard(await keepStripeCard(setupIntentId));
      return;
    }
    const checked = checkCard(card);
    if ('errors' in checked) {
      setCardErrors(checked.errors);
      return;
    }
    try {
      await afterCard(await saveTestCard(checked.body));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fields = fieldErrorsOf(error.body, ['number', 'exp_month', 'exp_year', 'cvc', 'zip']);
        const expiry = fields.exp_month ?? fields.exp_year;
        if (Object.keys(fields).length > 0) {
          setCardErrors({ number: fields.number, expiry, cvc: fields.cvc, zip: fields.zip });
          return;
        }
      }
      setFailure(message(error));
    }
  };

  const submit = onSubmit(async () => {
    setFailure(undefined);
    if (needsCard && checkout.payment_provider === 'test') {
      const checked = checkCard(card);
      if ('errors' in checked) {
        setCardErrors(checked.errors);
        return;
      }
    }
    await send(() => (needsCard ? saveCardThenPlace() : place()));
  });

  const answerBank = (approve: boolean) =>
    send(async () => {
      const action = pendingAction;
      setPendingAction(undefined);
      if (!action) return;
      try {
        await afterCard(await authenticateTestCard(action, approve));
      } catch (error) {
        setFailure(message(error));
      }
    });

  return (
    <CheckoutFrame
      heading={CheckoutText.PaymentHeading}
      summary={
        <BoxSummary
          checkout={checkout}
          pictureOrigin={props.pictureOrigin}
          onQuantity={props.onQuantity}
          isUpdating={props.isUpdatingBox}
          amountOfFood={props.amountOfFood}
          promo={<PromoField checkout={checkout} suggested={props.suggestedPromoCode} onCheckout={onCheckout} />}
        />
      }
    >
      {shipping && checkout.delivery && (
        <section aria-labelledby="delivering-to">
          <h2 id="delivering-to" className="checkout__legend">
            {CheckoutText.DeliveringTo}
          </h2>
          <DeliveryAddress shipping={shipping} />
          <p className="checkout__address">
            <strong>{checkout.delivery.label}</strong> · {checkout.delivery.cutoff_label}
          </p>
          <Link to={props.shippingPath}>{CheckoutText.EditShipping}</Link>
        </section>
      )}
      <FreeGiftPicker checkout={checkout} onCheckout={onCheckout} />
      <form noValidate onSubmit={submit} className="checkout__step" aria-label={CheckoutText.CardLegend}>
        <fieldset className="checkout__fieldset">
          <legend className="checkout__legend">{CheckoutText.CardLegend}</legend>
          {!needsCard && checkout.card ? (
            <div>
              <p className="checkout__address">
                {CheckoutText.savedCard(
                  checkout.card.brand,
                  checkout.card.last4,
                  checkout.card.exp_month,
                  checkout.card.exp_year,
                )}
              </p>
              <button type="button" className="checkout__link-button" onClick={() => setReplacingCard(true)}>
                {CheckoutText.UseAnotherCard}
              </button>
            </div>
          ) : checkout.payment_provider === 'stripe' ? (
            <StripeCard onReady={onStripeReady} />
          ) : (
            <>
              <p className="checkout__muted">{CheckoutText.TestProviderNote}</p>
              <TestCardFields
                values={card}
                errors={cardErrors}
                pairClassName="checkout__pair"
                onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
                onErrorClear={(field) => setCardErrors((current) => ({ ...current, [field]: undefined }))}
              />
            </>
          )}
        </fieldset>
        <p className="checkout__total">{CheckoutText.totalLine(formatCents(checkout.totals.total_cents))}</p>
        <Paragraph variant="caption">{CheckoutMessage.Consent}</Paragraph>
        {failure && (
          <p className="checkout__error" role="alert">
            {failure}
          </p>
        )}
        <div className="checkout__actions">
          <Button type="submit" size="large" isLoading={isSubmitting}>
            {CheckoutText.PlaceOrder}
          </Button>
        </div>
      </form>
      <Modal
        isOpen={pendingAction !== undefined}
        onOpenChange={(open) => {
          if (!open) void answerBank(false);
        }}
        title={CheckoutText.ConfirmCardTitle}
        isDismissable={false}
        footer={() => (
          <>
            <Button prominence="secondary" onClick={() => void answerBank(false)}>
              {CheckoutText.CancelConfirm}
            </Button>
            <Button onClick={() => void answerBank(true)}>{CheckoutText.ConfirmCard}</Button>
          </>
        )}
      >
        <Paragraph>{CheckoutText.ConfirmCardBody}</Paragraph>
      </Modal>
    </CheckoutFrame>
  );
}
