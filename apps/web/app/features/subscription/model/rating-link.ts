// The delivered email's one-tap rating (issue 39): its stars link to the account home at
// `?rate=<orderId>&stars=<n>#rate-delivery-<orderId>` (apps/api/src/modules/email/catalog.tsx), its button at
// `?rate=<orderId>#rate-delivery-<orderId>`. The page opens that box's delivery rating with those stars chosen; it
// never sends it (a GET never writes): the customer confirms with the form's button.

export interface RatingLink {
  orderId: number;
  /** 1 to 5, or null when the link chose none. */
  stars: number | null;
}

const ID = /^[1-9][0-9]{0,15}$/;
const STARS = /^[1-5]$/;

/** The rating the address links to, or null; stars that are not 1 to 5 are ignored, not guessed. */
export function ratingLinkOf(search: URLSearchParams): RatingLink | null {
  const rate = search.get('rate');
  if (rate === null || !ID.test(rate)) return null;
  const stars = search.get('stars');
  return { orderId: Number(rate), stars: stars !== null && STARS.test(stars) ? Number(stars) : null };
}
