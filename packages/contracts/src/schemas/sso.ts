// Sign in with Google, Apple and Facebook (issue 5; docs/decisions/040-sso-account-linking.md and
// 041-sso-verification.md): request bodies, the answer, error codes.
// The server verifies every token with the provider; the client only hands over what the provider's SDK gave it.
import { z } from 'zod';
import { AccountSettingsErrorCode } from '../values/account-security';
import { Customer } from './accounts';
import { freeText } from './free-text';

export const SSO_PROVIDERS = ['google', 'apple', 'facebook'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** A signed ID token is a few kB at most; anything longer is refused before any parsing. */
export const ID_TOKEN_MAX_LENGTH = 10_000;
export const APPLE_CODE_MAX_LENGTH = 2048;
/** Apple's `user` JSON (name and email), sent by the client on the first authorisation only. */
export const APPLE_USER_MAX_LENGTH = 2048;
export const FACEBOOK_TOKEN_MAX_LENGTH = 4096;
/** Seconds an Apple login state lives; the client asks for a fresh one before it is this old. */
export const APPLE_LOGIN_STATE_TTL_SECONDS = 600;

const tooLong = (max: number) => `Ensure this field has no more than ${max} characters.`;
const required = 'This field is required.';
const token = (max: number) => z.string(required).min(1, required).max(max, tooLong(max));

/** A form boolean: true/false (JSON), 'true'/'false' or '1'/'0' (form-encoded). */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], 'Must be a valid boolean.')
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * `intent=link` (settings page, signed in): the verified identity is added to the signed-in account instead of
 * signing in (200 {customer, created: false}; 409 sso_identity_taken when another account holds it).
 */
const intent = z.enum(['login', 'link'], 'Must be login or link.').default('login');
export type SsoIntent = z.infer<typeof intent>;

/** POST /api/google_login/ (JSON): the ID token Google Identity Services handed to the page. */
export const GoogleLoginRequest = z.object({ idToken: token(ID_TOKEN_MAX_LENGTH), intent });
export type GoogleLoginRequest = z.input<typeof GoogleLoginRequest>;

/** GET /api/apple_login/state/: a single-use state and nonce bound to this browser, for `AppleID.auth.init`. */
export const AppleLoginState = z.object({ state: z.string(), nonce: z.string() });
export type AppleLoginState = z.infer<typeof AppleLoginState>;

/** An issued state or nonce: 32 random bytes, base64url. */
export const APPLE_STATE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** POST /api/apple_login/ (form-encoded): what Sign in with Apple JS answered, plus whether this is the web. */
export const AppleLoginRequest = z.object({
  code: token(APPLE_CODE_MAX_LENGTH),
  id_token: token(ID_TOKEN_MAX_LENGTH),
  state: z.string(required).regex(APPLE_STATE_PATTERN, 'Invalid state.'),
  /** true for the web (the token's audience is the Services ID), false for the native apps (the bundle id). */
  is_web: formBoolean,
  /** Apple's `user` object as JSON ({"name": {"firstName", "lastName"}, "email"}); only on the first authorisation. */
  user: freeText({ max: APPLE_USER_MAX_LENGTH, tooLong: tooLong(APPLE_USER_MAX_LENGTH) }).optional(),
  intent,
});
export type AppleLoginRequest = z.input<typeof AppleLoginRequest>;

/** POST /api/facebook_login/ (form-encoded): the Facebook SDK's `authResponse.userID` and `accessToken`. */
export const FacebookLoginRequest = z.object({
  user_id: z.string(required).regex(/^\d{1,64}$/, 'Invalid user id.'),
  token: token(FACEBOOK_TOKEN_MAX_LENGTH).regex(/^[\x21-\x7e]+$/, 'Invalid token.'),
  intent,
});
export type FacebookLoginRequest = z.input<typeof FacebookLoginRequest>;

/** The answer of all three: the customer, and whether this login created the account (then it counts as a sign-up). */
export const SsoLoginResponse = z.object({ customer: Customer, created: z.boolean() });
export type SsoLoginResponse = z.infer<typeof SsoLoginResponse>;

export const SsoErrorCode = {
  /** The token, code or state could not be verified (401). */
  InvalidCredentials: 'sso_invalid_credentials',
  /** The provider did not answer in time or answered nonsense (503). */
  ProviderUnavailable: 'sso_provider_unavailable',
  /** The provider shared no email address, which a new account needs (400). */
  EmailRequired: 'sso_email_required',
  /** Another account has the address and the provider does not vouch for it, so it is not joined (409). */
  EmailTaken: 'email_taken',
  /** The address belongs to a password account that never verified it: log in with the password, then link (409). */
  LinkRequired: AccountSettingsErrorCode.LinkRequired,
} as const;

export const SsoMessage = {
  InvalidCredentials: 'The login credentials could not be verified.',
  ProviderUnavailable: 'The sign-in provider is temporarily unavailable.',
  EmailRequired: 'The sign-in provider did not share an email address.',
  EmailTaken: "There's already an account with this email address.",
} as const;
