// Sign in with Apple: the ID token is verified against Apple's JWKS (RS256, issuer https://appleid.apple.com,
// audience the Services ID on the web or the bundle id in the apps, not expired, the nonce issued with the state),
// then the authorisation code is exchanged at Apple's token endpoint with a client secret we sign (ES256, from the
// team id, key id and private key), which proves the code is live and was issued to us for the same person.
// https://developer.apple.com/documentation/accountorganizationaldatasharing/generate-and-validate-tokens
import { type CryptoKey, decodeJwt, importPKCS8, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { asVerificationError, ProviderUnavailableError, SsoVerificationError } from './provider-errors';
import { callProvider } from './provider-http';
import type { RemoteKeySet } from './remote-key-set';
import { CLOCK_TOLERANCE_SECONDS, emailClaim, isVouched, nameClaim, type VerifiedIdentity } from './verified-identity';

export const APPLE_ISSUER = 'https://appleid.apple.com';
/** The audience of our client secret, whatever the token endpoint's address (tests use a stand-in). */
const CLIENT_SECRET_AUDIENCE = 'https://appleid.apple.com';
const CLIENT_SECRET_LIFETIME_SECONDS = 300;

export interface AppleSettings {
  servicesId: string | undefined;
  bundleId: string | undefined;
  teamId: string;
  keyId: string;
  privateKeyPem: string;
  tokenUrl: string;
  redirectUri: string | undefined;
  keys: RemoteKeySet;
  clock: Clock;
  timeoutMs: number;
}

export interface AppleLogin {
  code: string;
  idToken: string;
  isWeb: boolean;
  /** The nonce issued with the state the client sent back. */
  nonce: string;
  /** Apple's `user` JSON, sent on the first authorisation only. */
  user: string | undefined;
}

const AppleUser = z.object({
  name: z.object({ firstName: z.unknown().optional(), lastName: z.unknown().optional() }).optional(),
});

/** The name Apple gives once, at the first authorisation; anything unreadable is no name. */
export function appleUserName(user: string | undefined): { firstName?: string; lastName?: string } {
  if (user === undefined) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(user);
  } catch {
    return {};
  }
  const result = AppleUser.safeParse(parsed);
  if (!result.success) return {};
  return { firstName: nameClaim(result.data.name?.firstName), lastName: nameClaim(result.data.name?.lastName) };
}

const TokenAnswer = z.object({ id_token: z.string() });
const TokenError = z.object({ error: z.string() });

export class AppleSignIn {
  private privateKey: Promise<CryptoKey> | undefined;

  constructor(private readonly settings: AppleSettings) {}

  /** The client id of this login: the Services ID on the web, the bundle id in the apps. */
  private clientId(isWeb: boolean): string {
    const clientId = isWeb ? this.settings.servicesId : this.settings.bundleId;
    if (clientId === undefined) {
      throw new SsoVerificationError(`apple: no ${isWeb ? 'Services ID' : 'bundle id'} is configured`);
    }
    return clientId;
  }

  async verify(login: AppleLogin): Promise<VerifiedIdentity> {
    const clientId = this.clientId(login.isWeb);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(login.idToken, this.settings.keys.getKey, {
        algorithms: ['RS256'],
        issuer: APPLE_ISSUER,
        audience: clientId,
        currentDate: this.settings.clock.now(),
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp', 'nonce'],
      }));
    } catch (error) {
      asVerificationError(error, 'apple id token');
    }
    if (payload.nonce !== login.nonce) throw new SsoVerificationError('apple id token: nonce mismatch');
    const subject = payload.sub;
    if (typeof subject !== 'string' || subject === '' || subject.length > 255) {
      throw new SsoVerificationError('apple id token: no usable sub');
    }

    await this.exchangeCode(login.code, clientId, subject);

    const email = emailClaim(payload.email);
    const { firstName, lastName } = appleUserName(login.user);
    return {
      provider: 'apple',
      subject,
      email,
      emailVerified: email !== undefined && isVouched(payload.email_verified),
      firstName,
      lastName,
    };
  }

  /** Redeems the code at Apple's token endpoint; the ID token it answers must name the same person. */
  private async exchangeCode(code: string, clientId: string, subject: string): Promise<void> {
    const form = new URLSearchParams({
      client_id: clientId,
      client_secret: await this.clientSecret(clientId),
      code,
      grant_type: 'authorization_code',
    });
    if (this.settings.redirectUri) form.set('redirect_uri', this.settings.redirectUri);
    const answer = await callProvider('apple token endpoint', this.settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      timeoutMs: this.settings.timeoutMs,
    });
    if (answer.status === 200) {
      const tokens = TokenAnswer.safeParse(answer.json);
      if (!tokens.success) throw new ProviderUnavailableError('apple token endpoint answered without an id_token');
      let exchangedSubject: unknown;
      try {
        exchangedSubject = decodeJwt(tokens.data.id_token).sub;
      } catch {
        throw new ProviderUnavailableError('apple token endpoint answered an unreadable id_token');
      }
      if (exchangedSubject !== subject) throw new SsoVerificationError('apple code: issued for another person');
      return;
    }
    const error = TokenError.safeParse(answer.json);
    if (answer.status >= 400 && answer.status < 500 && error.success) {
      // invalid_client means our client secret is refused: a setting is wrong, not the visitor's code.
      if (error.data.error === 'invalid_client') {
        throw new ProviderUnavailableError('apple token endpoint refused our client secret (check APPLE_* settings)');
      }
      throw new SsoVerificationError(`apple code: ${error.data.error}`);
    }
    throw new ProviderUnavailableError(`apple token endpoint answered ${answer.status}`);
  }

  private async clientSecret(clientId: string): Promise<string> {
    this.privateKey ??= importPKCS8(this.settings.privateKeyPem, 'ES256');
    const now = Math.floor(this.settings.clock.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.settings.keyId })
      .setIssuer(this.settings.teamId)
      .setIssuedAt(now)
      .setExpirationTime(now + CLIENT_SECRET_LIFETIME_SECONDS)
      .setAudience(CLIENT_SECRET_AUDIENCE)
      .setSubject(clientId)
      .sign(await this.privateKey);
  }
}
