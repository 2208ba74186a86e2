// A token issuer as Google and Apple are one: RSA signing keys, the JWKS it publishes (with its caching headers and
// a count of fetches), and a signer; plus the forged tokens the login tests must refuse.
import crypto from 'node:crypto';
import type http from 'node:http';
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, type JWK, type JWTPayload, SignJWT } from 'jose';
import { sendJson } from './http-server';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  /** The public key as PEM, for the "HS256 signed with the public key" attack. */
  publicPem: string;
}

export async function signingKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    kid,
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    publicPem: await exportSPKI(publicKey),
  };
}

/** A token issuer: its published keys and a signer. */
export class Issuer {
  /** Keys the JWKS endpoint publishes. */
  published: SigningKey[];
  /** Headers of the JWKS answer (caching). */
  headers: Record<string, string> = { 'cache-control': 'public, max-age=3600' };
  fetches = 0;

  constructor(readonly keys: SigningKey[]) {
    this.published = [...keys];
  }

  /** The key tokens are signed with unless a test names another. */
  get primary(): SigningKey {
    const key = this.keys[0];
    if (!key) throw new Error('no key');
    return key;
  }

  async sign(claims: JWTPayload, options: { key?: SigningKey; header?: Record<string, unknown> } = {}) {
    const key = options.key ?? this.primary;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT', ...options.header })
      .sign(key.privateKey);
  }

  /** The JWKS endpoint's answer. */
  answerKeys(response: http.ServerResponse): true {
    this.fetches += 1;
    return sendJson(response, 200, { keys: this.published.map((key) => key.publicJwk) }, this.headers);
  }
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned token (`alg: none`). */
export function unsignedToken(claims: JWTPayload, kid?: string): string {
  return `${b64({ alg: 'none', typ: 'JWT', kid })}.${b64(claims)}.`;
}

/** HS256 with the issuer's public key (PEM) as the HMAC secret: the classic algorithm-confusion attack. */
export function hs256WithPublicKey(claims: JWTPayload, key: SigningKey): string {
  const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: key.kid })}.${b64(claims)}`;
  const signature = crypto.createHmac('sha256', key.publicPem).update(input).digest('base64url');
  return `${input}.${signature}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
