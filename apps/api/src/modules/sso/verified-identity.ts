// What a provider vouched for after verification, in one shape for the three providers, and the careful reading
// of claims that come from outside (an email that is not an address is no email; an over-long name is cut).
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@larder/contracts/schemas/accounts';
import type { SsoProvider } from '@larder/contracts/schemas/sso';
import { z } from 'zod';

/** Clock skew allowed between us and the provider when checking exp, iat and nbf. */
export const CLOCK_TOLERANCE_SECONDS = 60;

export interface VerifiedIdentity {
  provider: SsoProvider;
  /** The provider's stable user id (`sub`, Facebook's user id). */
  subject: string;
  email: string | undefined;
  /** The provider vouches that the person controls `email` (Google and Apple `email_verified`; never Facebook). */
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
}

const Email = z.email().max(EMAIL_MAX_LENGTH);

export function emailClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = Email.safeParse(value.trim());
  return parsed.success ? parsed.data : undefined;
}

/** `email_verified` as Google (boolean) and Apple (boolean or the string "true") send it. */
export function isVouched(value: unknown): boolean {
  return value === true || value === 'true';
}

export function nameClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Control characters never belong in a name.
  const name = Array.from(value.replace(/\p{Cc}/gu, '').trim())
    .slice(0, NAME_MAX_LENGTH)
    .join('')
    .trim();
  return name === '' ? undefined : name;
}
