// The one state machine of a gift card: a purchase is `pending` until its charge says `active` (paid) or `failed`;
// an active card is `redeemed` into a customer's credits or `void`ed by an operator. `allowedGiftCardMove` is the only
// function that decides; the repository's `moveGiftCard` asks it before every status write.
export type GiftCardStatus = 'pending' | 'active' | 'redeemed' | 'void' | 'failed';

const MOVES: Readonly<Record<GiftCardStatus, readonly GiftCardStatus[]>> = {
  pending: ['active', 'failed'],
  active: ['redeemed', 'void'],
  redeemed: [],
  void: [],
  failed: [],
};

export function allowedGiftCardMove(from: GiftCardStatus, to: GiftCardStatus): boolean {
  return MOVES[from].includes(to);
}

/** The statuses a card may come to `to` from. */
export function giftCardSourcesOf(to: GiftCardStatus): GiftCardStatus[] {
  return (Object.keys(MOVES) as GiftCardStatus[]).filter((from) => allowedGiftCardMove(from, to));
}
