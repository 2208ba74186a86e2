// `/gift/` (issue 17): anyone buys a gift card — an amount from $25 to $500, who it is for, a message, the day it is
// emailed (today or later, the store's calendar) — and pays with the test provider's card form (checkout's fields and
// messages) or Stripe's Payment Element, whichever the store uses (POST /api/v2/gift-cards/payment-setup/ says). One Idempotency-Key per attempt, kept until it succeeds, so a retry buys once. The answer says when the
// card goes out; the buyer gets a receipt by email.
import { type GiftCardPaymentSetup, GiftCardPurchase } from '@larder/contracts/schemas/gift-cards';
import { GIFT_CARD_MESSAGE_MAX_LENGTH } from '@larder/contracts/values/gift-cards';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ConfirmStripeCard, StripeCard } from '../features/checkout/components/stripe-card';
import { TestCardFields } from '../features/checkout/components/test-card-fields';
import { type CardErrors, type CardValues, checkCard } from '../features/checkout/model/card-form';
import { CheckoutText } from '../features/checkout/model/checkout-texts';
import { giftCardPaymentSetup, purchaseGiftCard } from '../features/gift-cards/api/gift-cards-client';
import { ApiError } from '../lib/request';
import { Button } from '../ui/button';
import { Heading } from '../ui/heading';
import { Paragraph } from '../ui/paragraph';
import { Select } from '../ui/select';
import { TextInput } from '../ui/text-input';
import { giftDeliveryDays } from './gift-days';

export const GiftText = {
  Heading: 'Give the gift of Larder',
  Lead: 'A gift card for groceries and meals, emailed on the day you choose. It never expires.',
  Amount: 'Amount',
  RecipientName: 'Recipient’s name',
  RecipientEmail: 'Recipient’s email',
  SenderName: 'Your name',
  SenderEmail: 'Your email (for the receipt)',
  Message: 'Message (optional)',
  Day: 'Send it on',
  Today: 'Today',
  Pay: 'Card',
  Buy: (amount: string) => `Buy the ${amount} gift card`,
  DoneHeading: 'Your gift is on its way',
  Another: 'Send another gift card',
  Failed: "We couldn't complete the purchase. Try again.",
  PaymentLoading: 'Loading the card form…',
  PaymentUnavailable: "We couldn't load the card form. Reload the page to try again.",
} as const;

const AMOUNTS = [25, 50, 75, 100, 150, 200, 300, 500];
const DAYS_OFFERED = 60;

/** The next days in the store's calendar: [YYYY-MM-DD, label]. */
const deliveryDays = (): [string, string][] => giftDeliveryDays(new Date(), DAYS_OFFERED, GiftText.Today);

type Field = 'recipient_name' | 'recipient_email' | 'sender_name' | 'sender_email' | 'message';

export function GiftPurchase({ senderName = '', senderEmail = '' }: { senderName?: string; senderEmail?: string }) {
  const [amount, setAmount] = useState('50');
  const [values, setValues] = useState<Record<Field, string>>({
    recipient_name: '',
    recipient_email: '',
    sender_name: senderName,
    sender_email: senderEmail,
    message: '',
  });
  const [days] = useState(deliveryDays);
  const [day, setDay] = useState(days[0]?.[0] ?? '');
  const [card, setCard] = useState<CardValues>({ number: '', expiry: '', cvc: '', zip: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const key = useRef<string | undefined>(undefined);
  const [payment, setPayment] = useState<GiftCardPaymentSetup | undefined>();
  const [paymentFailed, setPaymentFailed] = useState(false);
  const [confirmStripe, setConfirmStripe] = useState<ConfirmStripeCard | undefined>();
  const onStripeReady = useCallback((confirm: ConfirmStripeCard | undefined) => setConfirmStripe(() => confirm), []);
  useEffect(() => {
    giftCardPaymentSetup().then(setPayment, () => setPaymentFailed(true));
  }, []);
  const beginStripe = useCallback(async () => {
    if (payment?.provider !== 'stripe') throw new Error('not Stripe');
    return payment;
  }, [payment]);
  const stripe = payment?.provider === 'stripe';

  const text = (field: Field) => ({
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    errorMessage: errors[field],
    onErrorClear: () => setErrors((current) => ({ ...current, [field]: undefined })),
  });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(undefined);
    const checkedCard = stripe ? undefined : checkCard(card);
    const body: GiftCardPurchase = {
      amount_cents: Number(amount) * 100,
      ...values,
      message: values.message.trim() || undefined,
      deliver_on: day,
      ...(checkedCard && 'body' in checkedCard ? { card: checkedCard.body } : {}),
    };
    const parsed = GiftCardPurchase.safeParse(body);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values) found[field as Field] ??= issue.message;
      }
    }
    if ((checkedCard && 'errors' in checkedCard) || Object.keys(found).length > 0) {
      setErrors(found);
      setCardErrors(checkedCard && 'errors' in checkedCard ? checkedCard.errors : {});
      return;
    }
    setBusy(true);
    key.current ??= crypto.randomUUID();
    try {
      if (payment?.provider === 'stripe') {
        if (!confirmStripe) return;
        body.stripe = { setup_intent_id: await confirmStripe(), customer_id: payment.customer_id };
      }
      const bought = await purchaseGiftCard(body, key.current);
      key.current = undefined;
      setDone(bought.detail);
    } catch (error) {
      // A refusal (declined card, a field) is final for this key's attempt: the next try is a new purchase.
      if (error instanceof ApiError && error.status < 500) key.current = undefined;
      setFailure(
        error instanceof ApiError && error.detail
          ? error.detail
          : error instanceof Error && stripe
            ? error.message
            : GiftText.Failed,
      );
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <section aria-labelledby="gift-done" className="gift">
        <Heading variant="H2" level={2} id="gift-done">
          {GiftText.DoneHeading}
        </Heading>
        <Paragraph variant="lead" role="status">
          {done}
        </Paragraph>
        <Button prominence="secondary" onClick={() => setDone(undefined)}>
          {GiftText.Another}
        </Button>
      </section>
    );
  }

  return (
    <form className="gift" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Select
        label={GiftText.Amount}
        value={amount}
        onChange={(key) => setAmount(key ?? amount)}
        items={AMOUNTS.map((dollars) => ({ key: String(dollars), textValue: `$${dollars}` }))}
      />
      <TextInput
        label={GiftText.RecipientName}
        autoComplete="off"
        isRequired
        maxLength={150}
        {...text('recipient_name')}
      />
      <TextInput
        label={GiftText.RecipientEmail}
        type="email"
        autoComplete="off"
        isRequired
        {...text('recipient_email')}
      />
      <TextInput label={GiftText.Message} maxLength={GIFT_CARD_MESSAGE_MAX_LENGTH} showCounter {...text('message')} />
      <Select
        label={GiftText.Day}
        value={day}
        onChange={(key) => setDay(key ?? day)}
        items={days.map(([key, label]) => ({ key, textValue: label }))}
      />
      <TextInput label={GiftText.SenderName} autoComplete="name" isRequired maxLength={150} {...text('sender_name')} />
      <TextInput label={GiftText.SenderEmail} type="email" autoComplete="email" isRequired {...text('sender_email')} />
      <fieldset className="gift__card">
        <legend>{GiftText.Pay}</legend>
        {stripe ? (
          <StripeCard onReady={onStripeReady} begin={beginStripe} />
        ) : payment ? (
          <>
            <Paragraph variant="caption">{CheckoutText.TestProviderNote}</Paragraph>
            <TestCardFields
              values={card}
              errors={cardErrors}
              onChange={(field, value) => setCard((current) => ({ ...current, [field]: value }))}
              onErrorClear={(field) => setCardErrors((current) => ({ ...current, [field]: undefined }))}
            />
          </>
        ) : (
          <Paragraph role={paymentFailed ? 'alert' : 'status'}>
            {paymentFailed ? GiftText.PaymentUnavailable : GiftText.PaymentLoading}
          </Paragraph>
        )}
      </fieldset>
      {failure && (
        <p className="gift__error" role="alert">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" size="large" isLoading={busy} isDisabled={!payment}>
          {GiftText.Buy(`$${amount}`)}
        </Button>
      </div>
    </form>
  );
}
