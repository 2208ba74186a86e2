// Customer accounts: the customer as read, the sign-up and login payloads, error bodies.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../values/limits';
import { FieldMessage } from '../values/messages';
import { NO_CONTROL_CHARACTERS, tooLongMessage } from '../values/text';
import { freeText } from './free-text';

export const NAME_MAX_LENGTH = 150;
export const EMAIL_MAX_LENGTH = 254;
export const CAPTCHA_TOKEN_MAX_LENGTH = 4096;

/** Texts of the accounts API's error bodies (the client maps codes, not these texts, to what it shows). */
export const AccountMessage = {
  InvalidCredentials: 'Unable to log in with provided credentials.',
  NotAuthenticated: 'Authentication credentials were not provided.',
  CaptchaFailed: 'Captcha verification failed.',
  CaptchaRequired: 'Too many attempts to log in to this account. Complete the check to continue.',
  CaptchaUnavailable: 'Captcha verification is temporarily unavailable.',
  Throttled: 'Request was throttled.',
} as const;

// The error codes live in a zod-free module so the web app's account forms can use them without loading zod; the
// API keeps importing them from here.

export { tooLongMessage };

/** Password length as Django counts it: Unicode code points, not UTF-16 units. */
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length += 1;
  return length;
}

/** The customer as the API returns it (GET /api/v2/customers/self/, sign-up, login). */
export const Customer = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  did_checkout: z.boolean(),
  /** Whether the address was confirmed by a link we sent, or vouched for by Google or Apple (issue 14). */
  email_verified: z.boolean(),
});
export type Customer = z.infer<typeof Customer>;

/** A first or last name (sign-up, settings). */
export const NameField = (requiredMessage: string) => freeText({ max: NAME_MAX_LENGTH, required: requiredMessage });

/** An email address as the sign-up form takes it. */
export const EmailField = z
  .string()
  .trim()
  .min(1, FieldMessage.EmailInvalid)
  .max(EMAIL_MAX_LENGTH, FieldMessage.EmailInvalid)
  .regex(NO_CONTROL_CHARACTERS, FieldMessage.EmailInvalid)
  .pipe(z.email(FieldMessage.EmailInvalid));

/** A password field (the server adds the policy: length, common passwords). */
export const PasswordField = z
  .string()
  .min(1, FieldMessage.PasswordRequired)
  // Code points are what count (the refine); no password within them is longer than twice as many UTF-16 units,
  // so this outer bound refuses nothing valid and tells every reader of the schema the text is bounded.
  .max(2 * PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH))
  .refine((value) => passwordLength(value) <= PASSWORD_MAX_LENGTH, tooLongMessage(PASSWORD_MAX_LENGTH));

const captchaToken = z.string().max(CAPTCHA_TOKEN_MAX_LENGTH, tooLongMessage(CAPTCHA_TOKEN_MAX_LENGTH)).default('');

/** POST /api/signup/ (form-encoded). The server adds the password policy (length, common passwords). */
export const SignupRequest = z.object({
  first_name: NameField(FieldMessage.FirstNameRequired),
  last_name: NameField(FieldMessage.LastNameRequired),
  email: EmailField,
  password: PasswordField,
  captcha_token: captchaToken,
});
export type SignupRequest = z.input<typeof SignupRequest>;

/** POST /api/login/ (form-encoded or JSON). */
export const LoginRequest = z.object({ email: EmailField, password: PasswordField, captcha_token: captchaToken });
export type LoginRequest = z.input<typeof LoginRequest>;

/** Every error body: `{detail, code}`, plus field errors (`{password: ['password is too short']}`) on a 400. */
export const ErrorBody = z.looseObject({ detail: z.string(), code: z.string() });
export type ErrorBody = z.infer<typeof ErrorBody>;

/** POST /api/logout/ answers 204 with no body. */
export const LOGOUT_STATUS = 204;
