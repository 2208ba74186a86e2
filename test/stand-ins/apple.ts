// A local stand-in for Sign in with Apple, speaking its protocols on the shared server (http-server.ts) with keys
// made here:
//   GET  /apple/keys             Apple's JWKS
//   POST /apple/token            the token endpoint: checks our ES256 client secret, redeems codes once
//   GET  /apple/appleid.auth.js  the Sign in with Apple JS script: AppleID.auth.signIn() asks the "popup"
//   POST /apple/popup            that popup's answer: a code and an ID token for the next identity (`next`)
// Tests mint tokens with `sign`, register codes, read the token requests and make any endpoint fail.
import crypto from 'node:crypto';
import type http from 'node:http';
import { exportPKCS8, generateKeyPair, type JWTPayload, jwtVerify, type KeyObject } from 'jose';
import { answerScript } from './answer-script';
import { Failures } from './failures';
import { answerLater, jsonBody, type StandIn, type StandInRequest, sendJson } from './http-server';
import { Issuer, nowSeconds, signingKey } from './jwt-issuer';
import { type NextIdentity, newPerson } from './next-identity';

/** How our app is registered with Apple. */
export interface AppleRegistration {
  servicesId: string;
  bundleId: string;
  teamId: string;
  keyId: string;
}

export const APPLE_TEAM_ID = 'TEAM123456';
export const APPLE_KEY_ID = 'KEY1234567';
export const APPLE_SERVICES_ID = 'com.larder.web';
export const APPLE_BUNDLE_ID = 'com.larder.ios';
const REGISTRATION: AppleRegistration = {
  servicesId: APPLE_SERVICES_ID,
  bundleId: APPLE_BUNDLE_ID,
  teamId: APPLE_TEAM_ID,
  keyId: APPLE_KEY_ID,
};

export type AppleEndpoint = 'apple-keys' | 'apple-token' | 'apple-script';

export interface AppleCode {
  subject: string;
  clientId: string;
}

export interface TokenRequest {
  form: Record<string, string>;
  clientSecretClaims?: JWTPayload;
  clientSecretHeader?: Record<string, unknown>;
}

/** The next popup: who signs in; `sendUser`: Apple's first-authorisation `user` object with the name; `error`: the
 * popup rejects with it. */
export type NextAppleIdentity = NextIdentity & { sendUser?: boolean; error?: string };

// The browser side. `__BASE__` is replaced by the stand-in's address.
const APPLE_SCRIPT = `(function () {
  var base = '__BASE__';
  var config;
  window.AppleID = { auth: {
    init: function (c) { config = c; },
    signIn: function () {
      return fetch(base + '/apple/popup', { method: 'POST', body: JSON.stringify(config) })
        .then(function (r) { return r.json(); })
        .then(function (answer) {
          if (answer.error) return Promise.reject({ error: answer.error });
          var result = { authorization: { code: answer.code, id_token: answer.id_token, state: config.state } };
          if (answer.user) result.user = answer.user;
          return result;
        });
    }
  } };
})();`;

export class AppleStandIn extends Issuer implements StandIn {
  readonly failures = new Failures<AppleEndpoint>();
  /** Codes the token endpoint redeems (once). */
  readonly codes = new Map<string, AppleCode>();
  /** Every request to the token endpoint, in order. */
  readonly tokenRequests: TokenRequest[] = [];
  /** Who the next popup signs in as; used once. */
  next: NextAppleIdentity | undefined;
  /** What each popup was asked (the script's AppleID.auth.init options), in order. */
  readonly popups: Record<string, unknown>[] = [];

  /** An Apple that knows our app by `registration`, with a new client-secret key (our APPLE_PRIVATE_KEY). */
  static async create(registration: AppleRegistration = REGISTRATION): Promise<AppleStandIn> {
    const clientKey = await generateKeyPair('ES256', { extractable: true });
    return new AppleStandIn(
      registration,
      [await signingKey('apple-1')],
      clientKey.publicKey as KeyObject,
      await exportPKCS8(clientKey.privateKey),
    );
  }

  private constructor(
    readonly registration: AppleRegistration,
    keys: Issuer['keys'],
    private readonly clientPublicKey: KeyObject,
    /** Our Apple client secret's signing key, as the APPLE_PRIVATE_KEY setting. */
    readonly privateKeyPem: string,
  ) {
    super(keys);
  }

  /** The API's settings for this Apple. */
  serverEnv(base: string): Record<string, string> {
    return {
      APPLE_SERVICES_ID: this.registration.servicesId,
      APPLE_BUNDLE_ID: this.registration.bundleId,
      APPLE_TEAM_ID: this.registration.teamId,
      APPLE_KEY_ID: this.registration.keyId,
      APPLE_PRIVATE_KEY: this.privateKeyPem,
      APPLE_JWKS_URL: `${base}/apple/keys`,
      APPLE_TOKEN_URL: `${base}/apple/token`,
    };
  }

  /** The storefront's (public) settings for this Apple. */
  webEnv(base: string): Record<string, string> {
    return {
      PUBLIC_APPLE_SERVICES_ID: this.registration.servicesId,
      PUBLIC_APPLE_SCRIPT_URL: `${base}/apple/appleid.auth.js`,
    };
  }

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    const path = request.url.pathname;
    if (path === '/apple/keys') {
      return this.failures.apply('apple-keys', request, response) || this.answerKeys(response);
    }
    if (path === '/apple/token') {
      if (this.failures.apply('apple-token', request, response)) return true;
      if (request.method !== 'POST') return sendJson(response, 404, { error: 'not found' });
      const form = Object.fromEntries(new URLSearchParams(request.body));
      return answerLater(response, () => this.token(form, response));
    }
    if (path === '/apple/appleid.auth.js') {
      return (
        this.failures.apply('apple-script', request, response, 'text') || answerScript(request, response, APPLE_SCRIPT)
      );
    }
    if (path === '/apple/popup' && request.method === 'POST') {
      return answerLater(response, () => this.popup(jsonBody(request), response));
    }
    return false;
  }

  private async token(form: Record<string, string>, response: http.ServerResponse) {
    const entry: TokenRequest = { form };
    this.tokenRequests.push(entry);
    try {
      const { payload, protectedHeader } = await jwtVerify(form.client_secret ?? '', this.clientPublicKey, {
        algorithms: ['ES256'],
        issuer: this.registration.teamId,
        audience: 'https://appleid.apple.com',
        subject: form.client_id ?? '',
      });
      entry.clientSecretClaims = payload;
      entry.clientSecretHeader = protectedHeader as Record<string, unknown>;
      if (protectedHeader.kid !== this.registration.keyId) throw new Error('wrong kid');
    } catch {
      return sendJson(response, 400, { error: 'invalid_client' });
    }
    if (form.grant_type !== 'authorization_code') return sendJson(response, 400, { error: 'unsupported_grant_type' });
    const code = this.codes.get(form.code ?? '');
    if (!code || code.clientId !== form.client_id) return sendJson(response, 400, { error: 'invalid_grant' });
    this.codes.delete(form.code ?? '');
    const idToken = await this.sign({
      iss: 'https://appleid.apple.com',
      aud: code.clientId,
      sub: code.subject,
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    });
    return sendJson(response, 200, {
      access_token: 'apple-access',
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'apple-refresh',
      id_token: idToken,
    });
  }

  private async popup(config: Record<string, unknown>, response: http.ServerResponse) {
    this.popups.push(config);
    const id = this.next ?? {};
    this.next = undefined;
    if (id.error) return sendJson(response, 200, { error: id.error });
    const sub = id.sub ?? `001234.${newPerson()}.0001`;
    const email = id.email ?? `${sub.replaceAll('.', '')}@privaterelay.appleid.test`;
    const code = `c${crypto.randomBytes(12).toString('hex')}.0.rrst.${sub}`;
    this.codes.set(code, { subject: sub, clientId: String(config.clientId) });
    const idToken = await this.sign({
      iss: 'https://appleid.apple.com',
      aud: config.clientId as string,
      sub,
      email,
      email_verified: id.email_verified ?? 'true',
      nonce: config.nonce as string,
      nonce_supported: true,
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    });
    const user = id.sendUser
      ? { name: { firstName: id.given_name ?? 'Ada', lastName: id.family_name ?? 'Lovelace' }, email }
      : undefined;
    return sendJson(response, 200, { code, id_token: idToken, user });
  }
}
