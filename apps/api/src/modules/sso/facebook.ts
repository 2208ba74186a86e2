// Facebook Login: the user access token is checked with the Graph API's debug_token, asked with our app access
// token (valid, issued to our app, for the user the client named, not expired), then the profile is read with
// appsecret_proof. Facebook's email is never treated as verified (docs/decisions/040-sso-account-linking.md).
// https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow#confirm
import crypto from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../lib/clock';
import { ProviderUnavailableError, SsoVerificationError } from './provider-errors';
import { callProvider, type ProviderAnswer } from './provider-http';
import { emailClaim, nameClaim, type VerifiedIdentity } from './verified-identity';

export interface FacebookSettings {
  appId: string;
  appSecret: string;
  graphUrl: string;
  clock: Clock;
  timeoutMs: number;
}

const DebugToken = z.object({
  data: z.object({
    is_valid: z.boolean().optional(),
    app_id: z.union([z.string(), z.number()]).optional(),
    user_id: z.union([z.string(), z.number()]).optional(),
    expires_at: z.number().optional(),
  }),
});

const Profile = z.object({
  id: z.union([z.string(), z.number()]),
  first_name: z.unknown().optional(),
  last_name: z.unknown().optional(),
  email: z.unknown().optional(),
});

export function appSecretProof(accessToken: string, appSecret: string): string {
  return crypto.createHmac('sha256', appSecret).update(accessToken).digest('hex');
}

export class FacebookSignIn {
  constructor(private readonly settings: FacebookSettings) {}

  private url(path: string, query: Record<string, string>): URL {
    const url = new URL(path, `${this.settings.graphUrl.replace(/\/+$/, '')}/`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  private get(what: string, url: URL): Promise<ProviderAnswer> {
    return callProvider(what, url, { headers: { accept: 'application/json' }, timeoutMs: this.settings.timeoutMs });
  }

  /** 5xx or garbage is the Graph API's trouble (503); a 4xx is about the token we were handed (401). */
  private refuseOrUnavailable(what: string, answer: ProviderAnswer): never {
    if (answer.status >= 400 && answer.status < 500)
      throw new SsoVerificationError(`${what} answered ${answer.status}`);
    throw new ProviderUnavailableError(`${what} answered ${answer.status}`);
  }

  async verify(userId: string, token: string): Promise<VerifiedIdentity> {
    const { appId, appSecret } = this.settings;
    const debug = await this.get(
      'facebook debug_token',
      this.url('debug_token', { input_token: token, access_token: `${appId}|${appSecret}` }),
    );
    if (debug.status !== 200) this.refuseOrUnavailable('facebook debug_token', debug);
    const parsed = DebugToken.safeParse(debug.json);
    if (!parsed.success) throw new ProviderUnavailableError('facebook debug_token answered an unexpected body');
    const data = parsed.data.data;
    if (data.is_valid !== true) throw new SsoVerificationError('facebook token: not valid');
    if (String(data.app_id) !== appId) throw new SsoVerificationError('facebook token: issued to another app');
    if (String(data.user_id) !== userId) throw new SsoVerificationError('facebook token: for another user');
    // expires_at 0 means a token that does not expire; otherwise it must lie ahead.
    const nowSeconds = this.settings.clock.now().getTime() / 1000;
    if (data.expires_at === undefined || (data.expires_at !== 0 && data.expires_at <= nowSeconds)) {
      throw new SsoVerificationError('facebook token: expired');
    }

    const me = await this.get(
      'facebook profile',
      this.url('me', {
        fields: 'id,first_name,last_name,email',
        access_token: token,
        appsecret_proof: appSecretProof(token, appSecret),
      }),
    );
    if (me.status !== 200) this.refuseOrUnavailable('facebook profile', me);
    const profile = Profile.safeParse(me.json);
    if (!profile.success) throw new ProviderUnavailableError('facebook profile answered an unexpected body');
    if (String(profile.data.id) !== userId) throw new SsoVerificationError('facebook profile: another user');

    return {
      provider: 'facebook',
      subject: userId,
      email: emailClaim(profile.data.email),
      emailVerified: false,
      firstName: nameClaim(profile.data.first_name),
      lastName: nameClaim(profile.data.last_name),
    };
  }
}
