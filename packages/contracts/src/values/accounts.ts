// Plain values of customer accounts: the `code` of the accounts API's error bodies (`{detail, code}`). Kept free of
// zod so the login form can tell wrong credentials apart without loading a schema library.
export const AccountErrorCode = {
  InvalidRequest: 'invalid_request',
  EmailTaken: 'email_taken',
  InvalidCredentials: 'invalid_credentials',
  NotAuthenticated: 'not_authenticated',
  CaptchaFailed: 'captcha_failed',
  /** Many failed logins for this address, from anywhere: the attempt must bring a captcha token. */
  CaptchaRequired: 'captcha_required',
  CaptchaUnavailable: 'captcha_unavailable',
  Throttled: 'throttled',
} as const;
export type AccountErrorCode = (typeof AccountErrorCode)[keyof typeof AccountErrorCode];
