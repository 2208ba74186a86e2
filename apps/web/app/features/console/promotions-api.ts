// The console's calls for promotions and gift cards (docs/decisions/200-operators.md).
import type {
  AdminGiftCard,
  AdminPromotion,
  AdminRedemption,
  GiftCardIssueRequest,
  PromotionCreateRequest,
} from '@larder/contracts/schemas/admin-store';
import { requestJson } from '../../lib/request';

export const promotionsKey = ['console', 'promotions'] as const;
export const giftCardsKey = ['console', 'gift-cards'] as const;

export function fetchPromotions() {
  return requestJson<{ results: AdminPromotion[] }>({ path: '/api/admin/promotions/' });
}

export function createPromotion(body: PromotionCreateRequest) {
  return requestJson<AdminPromotion>({ method: 'POST', path: '/api/admin/promotions/', body }, { expect: [201] });
}

/** Disables a code, or enables a disabled one again (the undo). */
export function setPromotionActive(code: string, active: boolean) {
  return requestJson<AdminPromotion>({
    method: 'POST',
    path: `/api/admin/promotions/${encodeURIComponent(code)}/${active ? 'enable' : 'disable'}/`,
  });
}

export function fetchRedemptions(code: string) {
  return requestJson<{ code: string; results: AdminRedemption[] }>({
    path: `/api/admin/promotions/${encodeURIComponent(code)}/redemptions/`,
  });
}

export function fetchGiftCards() {
  return requestJson<{ results: AdminGiftCard[] }>({ path: '/api/admin/gift-cards/' });
}

export function issueGiftCard({ body, idempotencyKey }: { body: GiftCardIssueRequest; idempotencyKey: string }) {
  return requestJson<{ code: string; card: AdminGiftCard }>(
    { method: 'POST', path: '/api/admin/gift-cards/', body, headers: { 'Idempotency-Key': idempotencyKey } },
    { expect: [201] },
  );
}

export function voidGiftCard(id: number) {
  return requestJson<AdminGiftCard>({ method: 'POST', path: `/api/admin/gift-cards/${id}/void/` });
}
