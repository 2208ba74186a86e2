import { describe, expect, it } from 'vitest';
import { offerDates, offerDeliveries, offerHeadline } from './offer-texts';

describe('offer texts', () => {
  it('says when an offer ends, in the UTC date it ends', () => {
    expect(offerDates({ expires_at: '2030-12-31T12:00:00.000Z' })).toBe('Offer ends December 31, 2030.');
    expect(offerDates({ expires_at: null })).toBe('No end date.');
  });

  it('turns the discount effect into a headline and counts deliveries', () => {
    expect(offerHeadline({ discount_effect: 'get 40% off your first box' })).toBe('Get 40% off your first box');
    expect(offerDeliveries({ deliveries: 1 })).toBe('For your first delivery.');
    expect(offerDeliveries({ deliveries: 3 })).toBe('For your first 3 deliveries.');
  });
});
