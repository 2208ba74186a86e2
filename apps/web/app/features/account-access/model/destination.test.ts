import { describe, expect, it } from 'vitest';
import { isRedeemDestination, postLoginDestination, postSignupDestination, safeNext } from './destination';

const ORIGIN = 'https://larder.test';

describe('safeNext', () => {
  it.each([
    ['/plan/', '/plan/'],
    ['/gift/redeem/?code=ABC#top', '/gift/redeem/?code=ABC#top'],
    ['/checkout/shipping/', '/checkout/shipping/'],
  ])('keeps the site path %s', (next, expected) => expect(safeNext(next, ORIGIN)).toBe(expected));

  it.each([
    ['https://evil.example/plan/'],
    ['//evil.example/plan/'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['plan/'],
    ['/\t/evil.example'],
    // Dot segments that normalise to a protocol-relative `//host` (security review finding 4).
    ['/.//evil.example'],
    ['/%2e//evil.example'],
    ['/%2E//evil.example/plan/'],
    ['/a/..//evil.example'],
    [''],
    [undefined],
    [null],
  ])('refuses %s', (next) => expect(safeNext(next, ORIGIN)).toBeUndefined());
});

describe('destinations', () => {
  it('sends a new customer to the plan page, or the native plan page in the apps', () => {
    expect(postSignupDestination({ next: undefined, isNativeApp: false })).toBe('/plan/');
    expect(postSignupDestination({ next: undefined, isNativeApp: true })).toBe('/survey/plan/');
  });

  it('prefers next', () => {
    expect(postSignupDestination({ next: '/checkout/shipping/', isNativeApp: true })).toBe('/checkout/shipping/');
  });

  it('sends a returning customer who checked out to /my{product}/ unless redeeming', () => {
    const base = { isNativeApp: false, didCheckout: true, brandSlug: 'larder' };
    expect(postLoginDestination({ ...base, next: undefined })).toBe('/mylarder/');
    expect(postLoginDestination({ ...base, next: '/plan/' })).toBe('/mylarder/');
    expect(postLoginDestination({ ...base, next: '/gift/redeem/' })).toBe('/gift/redeem/');
  });

  it('sends a customer who never checked out to the destination', () => {
    const base = { isNativeApp: false, didCheckout: false, brandSlug: 'larder' };
    expect(postLoginDestination({ ...base, next: undefined })).toBe('/plan/');
    expect(postLoginDestination({ ...base, next: '/checkout/shipping/' })).toBe('/checkout/shipping/');
  });

  it('recognises redeem destinations', () => {
    expect(isRedeemDestination('/gift/redeem/')).toBe(true);
    expect(isRedeemDestination('/plan/')).toBe(false);
    expect(isRedeemDestination(undefined)).toBe(false);
  });
});
