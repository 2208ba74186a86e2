// One local stand-in (127.0.0.1, a free port) for the third parties the storefront talks to, speaking their
// protocols with keys made here, so browser journeys run without the network:
//   Google   GET  /google/gsi/client        Google Identity Services script (a button whose "popup" returns a token)
//            GET  /google/certs             JWKS (Cache-Control)        POST /google/popup   the popup's answer
//   Apple    GET  /apple/appleid.auth.js    Sign in with Apple JS       POST /apple/popup    the popup's answer
//            GET  /apple/keys               JWKS                        POST /apple/token    token endpoint
//   Facebook GET  /facebook/sdk.js          JavaScript SDK              POST /facebook/popup the login dialog's answer
//            GET  /graph/debug_token, /graph/me (appsecret_proof checked)
//   reCAPTCHA GET /recaptcha/api.js         grecaptcha.ready/execute    POST /recaptcha/siteverify
// Tests steer it with POST /control (the next answers; see ProviderControl) and read GET /control/log.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const GOOGLE_CLIENT_ID = 'larder-e2e.apps.googleusercontent.com';
export const APPLE_SERVICES_ID = 'com.larder.e2e.web';
export const APPLE_TEAM_ID = 'E2ETEAM123';
export const APPLE_KEY_ID = 'E2EKEY1234';
export const FACEBOOK_APP_ID = '4242424242';
export const FACEBOOK_APP_SECRET = 'e2efacebooksecret0123';
export const RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key';
export const RECAPTCHA_SECRET = 'e2e-recaptcha-secret';

/** Who the next popup signs in as (unset fields are made up: a new person each time). */
export interface NextIdentity {
  sub?: string;
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
}

/** What POST /control accepts: the next answer of each party (used once), and scripts to fail. */
export interface ProviderControl {
  google?: NextIdentity;
  /** `sendUser`: Apple's first-authorisation `user` object with the name; `error`: the popup rejects with it. */
  apple?: NextIdentity & { sendUser?: boolean; error?: string };
  /** `status` other than connected: the dialog answers without a token. */
  facebook?: { userId?: string; email?: string; first_name?: string; last_name?: string; status?: string };
  recaptcha?: { success: boolean; score?: number; action?: string; hostname?: string };
  /** Scripts that answer this HTTP status instead of the SDK until reset (null). */
  failScripts?: Partial<Record<'google' | 'apple' | 'facebook' | 'recaptcha', number | null>>;
}

export interface ProviderLogEntry {
  what: string;
  details: Record<string, unknown>;
}

export interface ProviderStandIn {
  url: string;
  /** Settings for the web build (public). */
  webEnv: Record<string, string>;
  /** Settings for the API process. */
  serverEnv: Record<string, string>;
  close(): Promise<void>;
}

interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  jwk: Record<string, unknown>;
}

function signingKey(kid: string): SigningKey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid, privateKey, jwk: { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' } };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signJwt(key: SigningKey, claims: Record<string, unknown>): string {
  const input = `${b64({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${b64(claims)}`;
  return `${input}.${crypto.sign('sha256', Buffer.from(input), key.privateKey).toString('base64url')}`;
}

function verifyEs256(token: string, publicKey: crypto.KeyObject): Record<string, unknown> | undefined {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return undefined;
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return undefined;
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()),
    ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
  };
}

const now = () => Math.floor(Date.now() / 1000);

/** Marks a request as answered. */
type Answered = true;

// The browser side of each party. `__BASE__` is replaced by the stand-in's address.
const GOOGLE_SCRIPT = `(function () {
  var base = '__BASE__';
  var config;
  window.google = window.google || {};
  window.google.accounts = { id: {
    initialize: function (c) { config = c; },
    renderButton: function (parent, options) {
      window.__googleButtonOptions = options;
      var button = document.createElement('div');
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
      button.setAttribute('aria-label', 'Sign in with Google');
      button.textContent = 'G';
      button.style.cssText = 'width:40px;height:40px;display:flex;align-items:center;justify-content:center;border:1px solid #888;cursor:pointer';
      button.addEventListener('click', function () {
        fetch(base + '/google/popup', { method: 'POST', body: JSON.stringify({ client_id: config.client_id }) })
          .then(function (r) { return r.json(); })
          .then(function (answer) { config.callback({ credential: answer.credential, select_by: 'btn' }); });
      });
      parent.appendChild(button);
    },
    prompt: function () {}, cancel: function () {}, disableAutoSelect: function () {}
  } };
})();`;

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

const FACEBOOK_SCRIPT = `(function () {
  var base = '__BASE__';
  var options;
  window.FB = {
    init: function (o) { options = o; },
    login: function (callback, loginOptions) {
      fetch(base + '/facebook/popup', { method: 'POST', body: JSON.stringify({
        appId: options && options.appId, version: options && options.version, scope: loginOptions && loginOptions.scope
      }) }).then(function (r) { return r.json(); }).then(callback);
    },
    getLoginStatus: function (callback) { callback({ status: 'unknown' }); }
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();`;

const RECAPTCHA_SCRIPT = `(function () {
  var counter = 0;
  window.grecaptcha = {
    ready: function (callback) { setTimeout(callback, 0); },
    execute: function (siteKey, options) {
      counter += 1;
      return Promise.resolve('stand-in.' + (options && options.action) + '.' + counter + '.' + Date.now());
    }
  };
})();`;

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const google = signingKey('e2e-google-1');
  const apple = signingKey('e2e-apple-1');
  const appleClient = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const next: ProviderControl = {};
  const failScripts: NonNullable<ProviderControl['failScripts']> = {};
  const appleCodes = new Map<string, { sub: string; clientId: string }>();
  const facebookTokens = new Map<string, { userId: string; email?: string; first_name?: string; last_name?: string }>();
  const log: ProviderLogEntry[] = [];
  let people = 0;
  const person = () => {
    people += 1;
    return `${Date.now().toString(36)}${people}`;
  };

  const take = <K extends 'google' | 'apple' | 'facebook' | 'recaptcha'>(key: K): ProviderControl[K] => {
    const value = next[key];
    delete next[key];
    return value;
  };

  let base = '';
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  const send = (
    response: http.ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): Answered => {
    response
      .writeHead(status, { 'content-type': 'application/json', ...cors, ...headers })
      .end(typeof body === 'string' ? body : JSON.stringify(body));
    return true;
  };
  const script = (response: http.ServerResponse, which: keyof typeof failScripts, source: string): Answered => {
    const failure = failScripts[which];
    if (failure) return send(response, failure, 'unavailable', { 'content-type': 'text/plain' });
    response
      .writeHead(200, { 'content-type': 'application/javascript', 'cache-control': 'no-store', ...cors })
      .end(source.replace('__BASE__', base));
    return true;
  };

  function handle(method: string, url: URL, body: string, response: http.ServerResponse): Answered {
    const path = url.pathname;
    const json = () => {
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        return {};
      }
    };
    if (method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return true;
    }

    if (path === '/control' && method === 'POST') {
      const control = json() as ProviderControl;
      for (const key of ['google', 'apple', 'facebook', 'recaptcha'] as const) {
        if (control[key]) (next as Record<string, unknown>)[key] = control[key];
      }
      for (const [name, status] of Object.entries(control.failScripts ?? {})) {
        failScripts[name as keyof typeof failScripts] = status ?? undefined;
      }
      return send(response, 200, { ok: true });
    }
    if (path === '/control/log') return send(response, 200, log);

    // Google
    if (path === '/google/gsi/client') return script(response, 'google', GOOGLE_SCRIPT);
    if (path === '/google/certs') {
      return send(response, 200, { keys: [google.jwk] }, { 'cache-control': 'public, max-age=3600' });
    }
    if (path === '/google/popup' && method === 'POST') {
      const request = json();
      log.push({ what: 'google popup', details: request });
      const id = take('google') ?? {};
      const sub = id.sub ?? `g${person()}`;
      const credential = signJwt(google, {
        iss: 'https://accounts.google.com',
        aud: request.client_id,
        azp: request.client_id,
        sub,
        email: id.email ?? `${sub}@gmail.test`,
        email_verified: id.email_verified ?? true,
        given_name: id.given_name ?? 'Grace',
        family_name: id.family_name ?? 'Hopper',
        iat: now(),
        exp: now() + 3600,
      });
      return send(response, 200, { credential });
    }

    // Apple
    if (path === '/apple/appleid.auth.js') return script(response, 'apple', APPLE_SCRIPT);
    if (path === '/apple/keys') return send(response, 200, { keys: [apple.jwk] }, { 'cache-control': 'max-age=3600' });
    if (path === '/apple/popup' && method === 'POST') {
      const config = json();
      log.push({ what: 'apple popup', details: config });
      const id = take('apple') ?? {};
      if (id.error) return send(response, 200, { error: id.error });
      const sub = id.sub ?? `001234.${person()}.0001`;
      const email = id.email ?? `${sub.replaceAll('.', '')}@privaterelay.appleid.test`;
      const code = `c${crypto.randomBytes(12).toString('hex')}.0.rrst.${sub}`;
      appleCodes.set(code, { sub, clientId: String(config.clientId) });
      const idToken = signJwt(apple, {
        iss: 'https://appleid.apple.com',
        aud: config.clientId,
        sub,
        email,
        email_verified: id.email_verified ?? 'true',
        nonce: config.nonce,
        nonce_supported: true,
        iat: now(),
        exp: now() + 600,
      });
      const user = id.sendUser
        ? { name: { firstName: id.given_name ?? 'Ada', lastName: id.family_name ?? 'Lovelace' }, email }
        : undefined;
      return send(response, 200, { code, id_token: idToken, user });
    }
    if (path === '/apple/token' && method === 'POST') {
      const form = new URLSearchParams(body);
      const secret = verifyEs256(form.get('client_secret') ?? '', appleClient.publicKey);
      const header = secret?.header as { kid?: string; alg?: string } | undefined;
      log.push({ what: 'apple token', details: { client_id: form.get('client_id'), secret } });
      if (
        !secret ||
        header?.alg !== 'ES256' ||
        header.kid !== APPLE_KEY_ID ||
        secret.iss !== APPLE_TEAM_ID ||
        secret.sub !== form.get('client_id') ||
        secret.aud !== 'https://appleid.apple.com'
      ) {
        return send(response, 400, { error: 'invalid_client' });
      }
      const code = appleCodes.get(form.get('code') ?? '');
      if (!code || code.clientId !== form.get('client_id')) return send(response, 400, { error: 'invalid_grant' });
      appleCodes.delete(form.get('code') ?? '');
      const idToken = signJwt(apple, {
        iss: 'https://appleid.apple.com',
        aud: code.clientId,
        sub: code.sub,
        iat: now(),
        exp: now() + 600,
      });
      return send(response, 200, { access_token: 'a', token_type: 'Bearer', expires_in: 3600, id_token: idToken });
    }

    // Facebook
    if (path === '/facebook/sdk.js') return script(response, 'facebook', FACEBOOK_SCRIPT);
    if (path === '/facebook/popup' && method === 'POST') {
      const request = json();
      log.push({ what: 'facebook popup', details: request });
      const id = take('facebook') ?? {};
      if (id.status && id.status !== 'connected') return send(response, 200, { status: id.status, authResponse: null });
      const userId = id.userId ?? String(10_000_000 + people++);
      const accessToken = `EAAB${crypto.randomBytes(16).toString('hex')}`;
      facebookTokens.set(accessToken, {
        userId,
        email: id.email ?? `fb${userId}@example.test`,
        first_name: id.first_name ?? 'Katherine',
        last_name: id.last_name ?? 'Johnson',
      });
      return send(response, 200, {
        status: 'connected',
        authResponse: { accessToken, userID: userId, expiresIn: 5000, graphDomain: 'facebook' },
      });
    }
    if (path === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
        return send(response, 400, { error: { message: 'Invalid OAuth access token signature.', code: 190 } });
      }
      const token = facebookTokens.get(url.searchParams.get('input_token') ?? '');
      if (!token) return send(response, 200, { data: { is_valid: false, error: { code: 190 } } });
      return send(response, 200, {
        data: {
          app_id: FACEBOOK_APP_ID,
          type: 'USER',
          is_valid: true,
          user_id: token.userId,
          expires_at: now() + 3600,
        },
      });
    }
    if (path === '/graph/me') {
      const accessToken = url.searchParams.get('access_token') ?? '';
      const proof = crypto.createHmac('sha256', FACEBOOK_APP_SECRET).update(accessToken).digest('hex');
      const token = facebookTokens.get(accessToken);
      if (url.searchParams.get('appsecret_proof') !== proof || !token) {
        return send(response, 400, { error: { message: 'Invalid appsecret_proof', code: 100 } });
      }
      const { userId, ...profile } = token;
      return send(response, 200, { id: userId, ...profile });
    }

    // reCAPTCHA v3
    if (path === '/recaptcha/api.js') return script(response, 'recaptcha', RECAPTCHA_SCRIPT);
    if (path === '/recaptcha/siteverify' && method === 'POST') {
      const form = new URLSearchParams(body);
      log.push({ what: 'recaptcha siteverify', details: { response: form.get('response') } });
      if (form.get('secret') !== RECAPTCHA_SECRET) {
        return send(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
      }
      const verdict = take('recaptcha');
      const token = form.get('response') ?? '';
      return send(response, 200, {
        success: token.startsWith('stand-in.'),
        score: 0.9,
        action: token.split('.')[1],
        hostname: '127.0.0.1',
        challenge_ts: new Date().toISOString(),
        ...verdict,
      });
    }
    return send(response, 404, { error: 'not found' });
  }

  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      try {
        handle(request.method ?? 'GET', new URL(request.url ?? '/', 'http://stand-in'), body, response);
      } catch (error) {
        send(response, 500, { error: String(error) });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    webEnv: {
      PUBLIC_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID,
      PUBLIC_APPLE_SERVICES_ID: APPLE_SERVICES_ID,
      PUBLIC_FACEBOOK_APP_ID: FACEBOOK_APP_ID,
      PUBLIC_GOOGLE_SCRIPT_URL: `${base}/google/gsi/client`,
      PUBLIC_APPLE_SCRIPT_URL: `${base}/apple/appleid.auth.js`,
      PUBLIC_FACEBOOK_SCRIPT_URL: `${base}/facebook/sdk.js`,
      PUBLIC_RECAPTCHA_SITE_KEY: RECAPTCHA_SITE_KEY,
      PUBLIC_RECAPTCHA_SCRIPT_URL: `${base}/recaptcha/api.js`,
    },
    serverEnv: {
      GOOGLE_CLIENT_IDS: GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
      APPLE_SERVICES_ID,
      APPLE_TEAM_ID,
      APPLE_KEY_ID,
      APPLE_PRIVATE_KEY: appleClient.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      APPLE_JWKS_URL: `${base}/apple/keys`,
      APPLE_TOKEN_URL: `${base}/apple/token`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: `${base}/graph`,
      RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: `${base}/recaptcha/siteverify`,
      RECAPTCHA_HOSTNAMES: '127.0.0.1',
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sets the stand-in's next answers (from a test). */
export async function controlProviders(url: string, control: ProviderControl): Promise<void> {
  const response = await fetch(`${url}/control`, { method: 'POST', body: JSON.stringify(control) });
  if (!response.ok) throw new Error(`control answered ${response.status}`);
}

export async function providerLog(url: string): Promise<ProviderLogEntry[]> {
  return (await fetch(`${url}/control/log`)).json() as Promise<ProviderLogEntry[]>;
}
