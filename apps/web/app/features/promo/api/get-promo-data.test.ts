import { describe, expect, it } from 'vitest';
import { json, standInNetwork } from '../../../../test/network';
import { getPromoData, promoDataQueryOptions } from './get-promo-data';

const promo = {
  promo_code: 'FREEGIFT',
  discount_effect: 'get 40% off your first box',
  percent_off: 40,
  amount_off_cents: null,
  max_discount_cents: 8000,
  terms: '40% off, up to $80',
  deliveries: 1,
  is_gift_card: false,
  expires_at: null,
};

function stubFetch(status: number, body: unknown) {
  const calls: string[] = [];
  standInNetwork().on('GET', '/api/get_promo_data/', (request) => {
    calls.push(request.url.toString());
    expect(request.headers.get('Authorization')).toBe('Client larder-web');
    return json(body, status);
  });
  return calls;
}

describe('getPromoData', () => {
  it('asks for promo_code from promoCode and the other named fields, leaving out undefined ones', async () => {
    const calls = stubFetch(200, promo);
    await expect(getPromoData({ promoCode: 'FREEGIFT', source: 'signup', campaign: undefined })).resolves.toEqual(
      promo,
    );
    expect(calls).toEqual(['http://api.larder.test/api/get_promo_data/?promo_code=FREEGIFT&source=signup']);
  });

  it('throws the response body for any status other than 200', async () => {
    stubFetch(404, { detail: 'Promo code not found.', code: 'not_found' });
    await expect(getPromoData({ promoCode: 'NOPE' })).rejects.toEqual({
      detail: 'Promo code not found.',
      code: 'not_found',
    });
  });

  it("is cached under the key 'promos'", () => {
    expect(promoDataQueryOptions({ promoCode: 'FREEGIFT' }).queryKey[0]).toBe('promos');
  });
});
