// Gift cards (issue 17): redeeming a code into the customer's credits, POST /api/v2/gift-cards/redeem/.
import { z } from 'zod';
import { GIFT_CARD_CODE_INPUT_MAX, GiftCardMessage } from '../values/gift-cards';

export const RedeemRequest = z.object({
  code: z.string().trim().min(1, GiftCardMessage.CodeRequired).max(GIFT_CARD_CODE_INPUT_MAX, GiftCardMessage.Unknown),
});
export type RedeemRequest = z.infer<typeof RedeemRequest>;

export const RedeemAnswer = z.object({
  /** What the card added to the credits. */
  amount_cents: z.number().int(),
  /** The credits after it. */
  balance_cents: z.number().int(),
  detail: z.string(),
});
export type RedeemAnswer = z.infer<typeof RedeemAnswer>;
