import { describe, expect, it } from 'vitest';
import { rememberedPromoCode, rememberLandingPromoCode, rememberPromoCode } from './promo-code';

describe('the landing promo code', () => {
  it('is kept for the browser session', () => {
    rememberPromoCode('?utm_source=x&promo_code=SPRING25');
    expect(rememberedPromoCode()).toBe('SPRING25');
  });

  it('is replaced by a later landing with a code, not by one without', () => {
    rememberPromoCode('?promo_code=SPRING25');
    rememberPromoCode('?utm_source=x');
    expect(rememberedPromoCode()).toBe('SPRING25');
    rememberPromoCode('?promo_code=SUMMER30');
    expect(rememberedPromoCode()).toBe('SUMMER30');
  });

  it('ignores codes that are not codes', () => {
    rememberPromoCode(`?promo_code=${'x'.repeat(500)}`);
    expect(rememberedPromoCode()).toBeUndefined();
    sessionStorage.setItem('promo_code', '   ');
    expect(rememberedPromoCode()).toBeUndefined();
  });

  it('from an offer landing page: the first landing of the session wins', () => {
    sessionStorage.clear();
    rememberLandingPromoCode('FIRST40');
    rememberLandingPromoCode('SECOND20');
    expect(rememberedPromoCode()).toBe('FIRST40');
  });
});
