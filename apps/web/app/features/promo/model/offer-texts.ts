// The limited-time offers' words (docs/decisions/110-front-door-offers-survey.md).
import type { PromoData } from '@larder/contracts/schemas/promos';

export const OfferText = {
  ListHeading: 'Limited-time offers',
  ListLead: 'Offers change every week. Pick one and claim it when you sign up.',
  ListEmpty: 'There are no limited-time offers right now. Every new customer still gets a free gift for life.',
  LandingHeading: 'Claim your free gift',
  FreeGift:
    'Every new customer picks a free gift before their first box, and it comes free in every box for as long as they subscribe.',
  Claim: 'Claim offer',
  Unavailable: 'This offer is not available',
  UnavailableLead: 'The code may have ended, or it may have been mistyped. You can still claim our current offer:',
  DefaultOffer: 'A free gift in every box for life.',
  SeeAll: 'See all offers',
} as const;

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "Offer ends December 31, 2030." or "No end date." */
export function offerDates(offer: Pick<PromoData, 'expires_at'>): string {
  return offer.expires_at ? `Offer ends ${dateFormat.format(new Date(offer.expires_at))}.` : 'No end date.';
}

/** "Get 40% off your first box" from "get 40% off your first box". */
export function offerHeadline(offer: Pick<PromoData, 'discount_effect'>): string {
  const effect = offer.discount_effect.trim();
  return effect.charAt(0).toUpperCase() + effect.slice(1);
}

/** What the discount covers: "for your first delivery" or "for your first 3 deliveries". */
export function offerDeliveries(offer: Pick<PromoData, 'deliveries'>): string {
  return offer.deliveries === 1 ? 'For your first delivery.' : `For your first ${offer.deliveries} deliveries.`;
}
