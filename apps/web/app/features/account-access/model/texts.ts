// The login page's texts, and those of the parts the sign-up page shares with it.

/** The shared fields' labels and the divider above the SSO buttons. */
export const AccountText = {
  Email: 'Email',
  Password: 'Password',
  Or: 'or',
} as const;

export const LoginText = {
  Heading: 'Welcome back',
  Lead: 'Log in to see your plan and your next delivery.',
  Submit: 'Log in',
  NoAccount: 'New here?',
  SignupLink: 'Create an account',
  InvalidCredentials: "That email and password don't match an account. Check them and try again.",
  /** Many failed logins for this address and no check this page can run (no reCAPTCHA site key). */
  CaptchaRequired: 'Too many attempts to log in to this account. Try again later or reset your password.',
} as const;
