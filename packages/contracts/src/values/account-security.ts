// Plain values of password recovery, address verification and account settings (issue 14): the error codes of the
// token and settings endpoints and every text a page shows for them. Kept free of zod so pages can use them cheaply.

/** `code` of a 400 for a link's token: unknown or malformed, past its time, or already used. */
export const TokenErrorCode = {
  Invalid: 'token_invalid',
  Expired: 'token_expired',
  Used: 'token_used',
} as const;
export type TokenErrorCode = (typeof TokenErrorCode)[keyof typeof TokenErrorCode];

export const AccountSettingsErrorCode = {
  /** The current password typed to confirm a change is wrong (400, under `current_password`). */
  WrongCurrentPassword: 'wrong_current_password',
  /** Unlinking would leave the account with no way to sign in (409). */
  LastSignInMethod: 'last_sign_in_method',
  /** The identity being linked already belongs to another account (409). */
  IdentityTaken: 'sso_identity_taken',
  /** The new address is the one the account already has (400, under `email`). */
  SameEmail: 'same_email',
  /** SSO: the address belongs to a password account that never verified it; log in, then link (409). */
  LinkRequired: 'sso_link_required',
} as const;

/** Links sent by email are valid this long. */
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;
export const EMAIL_VERIFICATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const EMAIL_CHANGE_TTL_SECONDS = 24 * 60 * 60;

/** A link's token: 32 random bytes, base64url (43 characters). */
export const EMAIL_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RecoveryMessage = {
  /** The one answer to "forgot password", whether or not the address has an account. */
  LinkSent: 'If an account exists for that address, we sent a link.',
  TokenInvalid: 'This link is not valid. Ask for a new one.',
  TokenExpired: 'This link has expired. Ask for a new one.',
  TokenUsed: 'This link has already been used. Ask for a new one.',
  /** SSO answer when the address belongs to a password account whose address was never verified (409). */
  LinkRequired:
    "There's already an account with this email address. Log in with your password, then link this sign-in from your account settings.",
} as const;

export const SettingsMessage = {
  WrongCurrentPassword: 'Your current password is not correct.',
  LastSignInMethod: 'Add a password or another sign-in before removing this one.',
  IdentityTaken: 'That sign-in already belongs to another account.',
  SameEmail: 'That is already your email address.',
  EmailChangeSent: 'We sent a link to your new address. The change takes effect when you open it.',
  VerificationSent: 'We sent you a new verification link.',
} as const;

/** The storefront pages our emails link to (the token goes in `?token=`). */
export const EmailLinkPath = {
  ResetPassword: '/password/reset/',
  ForgotPassword: '/password/forgot/',
  VerifyEmail: '/email/verify/',
  ConfirmEmail: '/email/confirm/',
} as const;
