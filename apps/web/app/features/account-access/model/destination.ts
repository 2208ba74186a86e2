// Where a visitor goes after signing up or signing in: `next` when it is a page of this
// site, otherwise the plan page (`/survey/plan/` in the native apps); an SSO login of a customer who already
// checked out goes to `/my{product}/`, unless the destination is a gift-card redemption.
import { paths } from '../../../site-routes';

/** A destination that redeems a gift card skips the quiz save and goes straight there. */
export function isRedeemDestination(next: string | null | undefined): boolean {
  return typeof next === 'string' && next.includes('redeem');
}

/**
 * `next` as a path of this site (path, query and hash), or undefined when it is missing or points elsewhere:
 * absolute URLs of other origins, protocol-relative `//host` (also as the result of dot segments), backslash tricks
 * and `javascript:` are refused.
 */
export function safeNext(next: string | null | undefined, siteOrigin: string): string | undefined {
  if (typeof next !== 'string' || next === '' || next.length > 2000) return undefined;
  if (!next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return undefined;
  // Control characters (tabs, newlines) are dropped by URL parsing and could hide a second slash.
  if (Array.from(next).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return undefined;
  try {
    const url = new URL(next, siteOrigin);
    if (url.origin !== new URL(siteOrigin).origin) return undefined;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise to `//host` (`/.//evil.example`): as a location that is another site.
    if (path.startsWith('//') || path.startsWith('/\\')) return undefined;
    return path;
  } catch {
    return undefined;
  }
}

export interface DestinationInput {
  next: string | undefined;
  isNativeApp: boolean;
}

/** The plan page for this device. */
export function planPage(isNativeApp: boolean): string {
  return isNativeApp ? paths.nativePlan : paths.plan;
}

/** After a sign-up (form, or an SSO login that created the account). */
export function postSignupDestination({ next, isNativeApp }: DestinationInput): string {
  return next ?? planPage(isNativeApp);
}

/** After a login (form, or an SSO login of an existing account). */
export function postLoginDestination({
  next,
  isNativeApp,
  didCheckout,
  brandSlug,
}: DestinationInput & { didCheckout: boolean; brandSlug: string }): string {
  if (didCheckout && !isRedeemDestination(next)) return paths.account(brandSlug);
  return next ?? planPage(isNativeApp);
}
