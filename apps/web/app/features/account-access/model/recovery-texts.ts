// The texts of the password-recovery pages (the API's own messages come from the contracts).
import { RecoveryMessage, TokenErrorCode } from '@larder/contracts/values/account-security';

export const RecoveryText = {
  ForgotLink: 'Forgot password?',
  ForgotHeading: 'Reset your password',
  ForgotLead: "Enter the email address of your account and we'll send you a link to choose a new password.",
  ForgotSubmit: 'Send the link',
  BackToLogin: 'Back to log in',
  TooMany: 'Too many attempts. Wait a few minutes and try again.',
  Failed: 'Something went wrong. Try again in a moment.',
  ResetHeading: 'Choose a new password',
  ResetLead: 'Your new password signs you out everywhere else.',
  NewPassword: 'New password',
  ResetSubmit: 'Save and log in',
  Checking: 'Checking your link…',
  AskAgain: 'Ask for a new link',
} as const;

/** What a page shows for a link's token the API refused (expired, used, or anything else). */
export function tokenProblem(code: string | undefined): string {
  if (code === TokenErrorCode.Expired) return RecoveryMessage.TokenExpired;
  if (code === TokenErrorCode.Used) return RecoveryMessage.TokenUsed;
  return RecoveryMessage.TokenInvalid;
}
