// The texts of account settings, the verification banner and the emailed-link pages (the API's messages come from
// the contracts).
export const SettingsText = {
  Heading: 'Account settings',
  BackToAccount: 'Back to your account',
  LogInFirst: 'Log in to change your account settings.',
  LogIn: 'Log in',
  NameHeading: 'Your name',
  FirstName: 'First name',
  LastName: 'Last name',
  SaveName: 'Save name',
  NameSaved: 'Your name is saved.',
  EmailHeading: 'Email address',
  CurrentEmail: 'Current address',
  Unverified: '(not verified yet)',
  NewEmail: 'New email address',
  CurrentPassword: 'Current password',
  SendConfirmation: 'Send confirmation',
  PasswordHeading: 'Password',
  SetPasswordHeading: 'Set a password',
  SetPasswordLead: 'You sign in with a provider. A password lets you log in with your email address too.',
  NewPassword: 'New password',
  SavePassword: 'Save password',
  PasswordSaved: 'Your password is changed. Other devices were signed out.',
  MethodsHeading: 'Sign-in methods',
  MethodsLead: 'Link a provider to sign in with it. You always keep at least one way in.',
  PasswordMethod: 'Email and password',
  Unlink: 'Unlink',
  Linked: 'Linked',
  LinkMore: 'Link another:',
  EverywhereHeading: 'Sign out everywhere',
  EverywhereLead: 'Ends every session of your account, on every device, this one too.',
  EverywhereButton: 'Sign out everywhere',
  Failed: 'Something went wrong. Try again in a moment.',
  TooMany: 'Too many attempts. Wait a few minutes and try again.',
  SettingsLink: 'Account settings',
  EmailsHeading: 'Emails from us',
  EmailsLead: 'Receipts and the notices of skips and pauses always come. These you can turn off:',
  EmailsLabel: 'Send me',
  ReminderEmails: 'A reminder 2 days before each box locks, with what is in it',
  RatingEmails: 'An email after each delivery to rate the box',
  SaveEmails: 'Save email choices',
  EmailsSaved: 'Your email choices are saved.',
} as const;

export const ProviderName: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

export const BannerText = {
  Verify: (email: string) => `Please verify your email address. We sent a link to ${email}.`,
  Resend: 'Resend the link',
} as const;

export const EmailLinkText = {
  VerifyHeading: 'Verify your email address',
  ConfirmHeading: 'Confirm your new email address',
  Working: 'One moment…',
  Verified: 'Your email address is verified.',
  Confirmed: (email: string) => `Your email address is now ${email}.`,
  ResendHint: 'You can ask for a new link from your account page.',
  GoToAccount: 'Go to your account',
} as const;
