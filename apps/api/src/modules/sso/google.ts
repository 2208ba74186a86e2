// Google ID tokens (Google Identity Services): RS256 only, signed by a key of Google's JWKS, issued by
// accounts.google.com, for one of our OAuth client ids, not expired.
// https://developers.google.com/identity/gsi/web/guides/verify-google-id-token
import { jwtVerify } from 'jose';
import type { Clock } from '../../lib/clock';
import { asVerificationError, SsoVerificationError } from './provider-errors';
import type { RemoteKeySet } from './remote-key-set';
import { CLOCK_TOLERANCE_SECONDS, emailClaim, isVouched, nameClaim, type VerifiedIdentity } from './verified-identity';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export interface GoogleSettings {
  clientIds: string[];
  keys: RemoteKeySet;
  clock: Clock;
}

export async function verifyGoogleIdToken(idToken: string, settings: GoogleSettings): Promise<VerifiedIdentity> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(idToken, settings.keys.getKey, {
      algorithms: ['RS256'],
      issuer: GOOGLE_ISSUERS,
      audience: settings.clientIds,
      currentDate: settings.clock.now(),
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    asVerificationError(error, 'google id token');
  }
  const subject = payload.sub;
  if (typeof subject !== 'string' || subject === '' || subject.length > 255) {
    throw new SsoVerificationError('google id token: no usable sub');
  }
  const email = emailClaim(payload.email);
  return {
    provider: 'google',
    subject,
    email,
    emailVerified: email !== undefined && isVouched(payload.email_verified),
    firstName: nameClaim(payload.given_name),
    lastName: nameClaim(payload.family_name),
  };
}
