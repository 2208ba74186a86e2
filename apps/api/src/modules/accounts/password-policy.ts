// The sign-up password policy, with Django's semantics (MinimumLengthValidator, CommonPasswordValidator):
// at least PASSWORD_MIN_LENGTH code points, and the lower-cased, trimmed password not in a list of common ones.
// The list is zxcvbn-ts's ranked common passwords (49,233 entries, short ones included, so a password can be
// both too short and too common: '123456'). docs/decisions/012-password-policy.md says why this list.
import { PasswordField, passwordLength } from '@larder/contracts/schemas/accounts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@larder/contracts/values/limits';
import { PasswordError } from '@larder/contracts/values/messages';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase().trim());
}

/** The policy's complaints in the order the client shows them; empty when the password is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) problems.push(PasswordError.TooShort);
  if (isCommonPassword(password)) problems.push(PasswordError.TooCommon);
  return problems;
}

/** A new password field (sign-up, reset, change): the contract's checks, then the policy's complaints. */
export const NewPasswordField = PasswordField.superRefine((password, context) => {
  const length = passwordLength(password);
  if (length === 0 || length > PASSWORD_MAX_LENGTH) return; // already reported, and never hashed
  for (const message of passwordProblems(password)) context.addIssue({ code: 'custom', message });
});
