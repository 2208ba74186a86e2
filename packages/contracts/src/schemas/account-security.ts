// Password recovery, address verification and account settings (issue 14): requests and answers of
// /api/password/*, /api/email/* and /api/v2/customers/self/{email,password,sign-in-methods,sessions}.
import { z } from 'zod';
import { RecoveryMessage } from '../values/account-security';
import { FieldMessage } from '../values/messages';
import { EmailField, NameField, PasswordField } from './accounts';
import { SSO_PROVIDERS } from './sso';

/** A link's token as typed or pasted: bounded; its shape is checked by the service (400 token_invalid,
 * "This link is not valid. Ask for a new one."). */
export const TokenField = z.string().max(200, RecoveryMessage.TokenInvalid);

/** POST /api/password/forgot/ → 202 {detail} (the same answer for any address). */
export const ForgotPasswordRequest = z.object({ email: EmailField });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequest>;

/** The 202 of forgot-password, email change and verification resend. */
export const SentResponse = z.object({ detail: z.string() });
export type SentResponse = z.infer<typeof SentResponse>;

/** POST /api/password/reset/check/, /api/email/verify/, /api/email/confirm/ (a link's token). */
export const TokenRequest = z.object({ token: TokenField });
export type TokenRequest = z.input<typeof TokenRequest>;

/** The 200 of /api/password/reset/check/: the token is live; the page may ask for the new password. */
export const ResetTokenStatus = z.object({ valid: z.literal(true) });

/** POST /api/password/reset/ → 200 Customer, this browser signed in, every other session ended. */
export const ResetPasswordRequest = z.object({ token: TokenField, password: PasswordField });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

/** PATCH /api/v2/customers/self/ → 200 Customer. */
export const UpdateNameRequest = z.object({
  first_name: NameField(FieldMessage.FirstNameRequired),
  last_name: NameField(FieldMessage.LastNameRequired),
});
export type UpdateNameRequest = z.input<typeof UpdateNameRequest>;

/**
 * GET and PUT /api/v2/customers/self/email-preferences/ (issue 39): the store's emails a customer may turn off, the
 * reminder 48 hours before a cutoff and the "how was your box?" email after a delivery. Receipts, skip and pause
 * notices always go.
 */
export const EmailPreferences = z.strictObject({
  cutoff_reminders: z.boolean(),
  rating_requests: z.boolean(),
});
export type EmailPreferences = z.infer<typeof EmailPreferences>;

/** POST /api/v2/customers/self/email/ → 202: a confirmation goes to the new address, a notice to the old one. */
export const ChangeEmailRequest = z.object({
  email: EmailField,
  /** Required when the account has a password. */
  current_password: z.string().max(4096).optional(),
});
export type ChangeEmailRequest = z.input<typeof ChangeEmailRequest>;

/** POST /api/v2/customers/self/password/ → 200 Customer; every other session ends. */
export const ChangePasswordRequest = z.object({
  /** Required when the account has a password (an SSO-only account sets its first one without it). */
  current_password: z.string().max(4096).optional(),
  new_password: PasswordField,
});
export type ChangePasswordRequest = z.input<typeof ChangePasswordRequest>;

export const SignInIdentity = z.object({
  provider: z.enum(SSO_PROVIDERS),
  email: z.string().nullable(),
  linked_at: z.string(),
});

/** GET (and the answer of DELETE …/{provider}/) /api/v2/customers/self/sign-in-methods/. */
export const SignInMethods = z.object({
  has_password: z.boolean(),
  identities: z.array(SignInIdentity),
});
export type SignInMethods = z.infer<typeof SignInMethods>;
