// Gift cards (apps/api/src/modules/gift-cards/routes.ts): buying one, and redeeming one into the customer's credits.
import type {
  GiftCardPaymentSetup,
  GiftCardPurchase,
  GiftCardPurchased,
  RedeemAnswer,
} from '@larder/contracts/schemas/gift-cards';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export function useRedeemGiftCard() {
  return useMutation({
    mutationFn: (code: string) =>
      requestJson<RedeemAnswer>({ method: 'POST', path: '/api/v2/gift-cards/redeem/', body: { code } }),
  });
}

/** Buying a gift card: the key is the purchase, so a retry after a lost answer buys once. */
export const purchaseGiftCard = (body: GiftCardPurchase, idempotencyKey: string) =>
  requestJson<GiftCardPurchased>(
    { method: 'POST', path: '/api/v2/gift-cards/', body, headers: { 'Idempotency-Key': idempotencyKey } },
    { expect: [200, 201] },
  );

/** How this store takes the card for a gift card (Stripe: a SetupIntent for a guest). */
export const giftCardPaymentSetup = () =>
  requestJson<GiftCardPaymentSetup>({ method: 'POST', path: '/api/v2/gift-cards/payment-setup/' });
