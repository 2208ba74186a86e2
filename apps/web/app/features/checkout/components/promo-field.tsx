// The checkout's promo field and its label: the offer that applies to the first box — the code's, or the friend's
// referral offer when it takes more off (offers never stack: docs/decisions/231-referrals.md) — a code to remove, or
// the field to enter one. The code the visitor came with is applied once when the page opens.
import type { Checkout } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/text-input';
import { applyPromo, removePromo } from '../api/checkout-client';
import { CheckoutText } from '../model/checkout-texts';

const message = (error: unknown) => (error instanceof ApiError && error.detail ? error.detail : CheckoutText.Failed);

export function PromoField({
  checkout,
  suggested,
  onCheckout,
}: {
  checkout: Checkout;
  suggested: string | undefined;
  onCheckout: (checkout: Checkout) => void;
}) {
  const [code, setCode] = useState(suggested ?? '');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const triedSuggested = useRef(false);
  const run = async (action: () => Promise<Checkout>) => {
    setBusy(true);
    setError(undefined);
    try {
      onCheckout(await action());
    } catch (failure) {
      setError(message(failure));
    } finally {
      setBusy(false);
    }
  };
  // The code the visitor landed with is applied once, unless it is the one already there; a refusal shows why.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (triedSuggested.current || !suggested) return;
    triedSuggested.current = true;
    if (checkout.promo?.code.toLowerCase() === suggested.toLowerCase()) return;
    void run(() => applyPromo(suggested));
  }, []);
  // The friend's referral offer applies instead of any code when it takes more off: the label names the one used.
  const referral =
    checkout.referral_offer_cents === null ? null : (
      <p className="checkout__address" role="status">
        <strong>{CheckoutText.ReferralOfferName}</strong>:{' '}
        {CheckoutText.referralOffer(formatCents(checkout.referral_offer_cents))}
      </p>
    );
  if (checkout.promo) {
    return (
      <div>
        {referral}
        {referral ? (
          <p className="checkout__address">{CheckoutText.referralInstead(checkout.promo.code)}</p>
        ) : (
          <p className="checkout__address" role="status">
            <strong>{checkout.promo.code}</strong>: {checkout.promo.discount_effect} ({checkout.promo.terms})
          </p>
        )}
        {checkout.promo_refusal ? (
          <p className="checkout__address" role="alert">
            {checkout.promo_refusal}
          </p>
        ) : null}
        <button type="button" className="checkout__link-button" disabled={busy} onClick={() => void run(removePromo)}>
          {CheckoutText.RemovePromo}
        </button>
      </div>
    );
  }
  return (
    <>
      {referral}
      <form
        className="checkout__promo"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim() !== '') void run(() => applyPromo(code.trim()));
        }}
      >
        <TextInput
          label={CheckoutText.PromoLabel}
          value={code}
          onChange={setCode}
          errorMessage={error}
          maxLength={64}
        />
        <Button type="submit" prominence="secondary" isLoading={busy}>
          {CheckoutText.ApplyPromo}
        </Button>
      </form>
    </>
  );
}
