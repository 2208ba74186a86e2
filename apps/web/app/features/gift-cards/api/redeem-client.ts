// Redeeming a gift card (apps/api/src/modules/gift-cards/routes.ts): the balance becomes the customer's credits.
import type { RedeemAnswer } from '@larder/contracts/schemas/gift-cards';
import { useMutation } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export function useRedeemGiftCard() {
  return useMutation({
    mutationFn: (code: string) =>
      requestJson<RedeemAnswer>({ method: 'POST', path: '/api/v2/gift-cards/redeem/', body: { code } }),
  });
}
