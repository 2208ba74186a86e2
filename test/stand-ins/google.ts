// A local stand-in for Google sign-in, speaking its protocols on the shared server (http-server.ts):
//   GET  /google/certs        the JWKS, with Cache-Control (tests change keys and headers, and count fetches)
//   GET  /google/gsi/client   the Google Identity Services script: a button whose "popup" returns an ID token
//   POST /google/popup        that popup's answer: a token for the next identity (`next`), signed with our key
import type http from 'node:http';
import { answerScript } from './answer-script';
import { Failures } from './failures';
import type { StandIn, StandInRequest } from './http-server';
import { answerLater, jsonBody, sendJson } from './http-server';
import { Issuer, nowSeconds, signingKey } from './jwt-issuer';
import { type NextIdentity, newPerson } from './next-identity';

export const GOOGLE_CLIENT_ID = 'larder-web.apps.googleusercontent.com';

export type GoogleEndpoint = 'google-keys' | 'google-script';

// The browser side. `__BASE__` is replaced by the stand-in's address.
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

export class GoogleStandIn extends Issuer implements StandIn {
  readonly failures = new Failures<GoogleEndpoint>();
  /** Who the next popup signs in as; used once. */
  next: NextIdentity | undefined;
  /** What each popup was asked, in order. */
  readonly popups: Record<string, unknown>[] = [];

  /** A Google that knows our app as `clientId`. */
  static async create(clientId = GOOGLE_CLIENT_ID): Promise<GoogleStandIn> {
    return new GoogleStandIn(clientId, [await signingKey('google-1')]);
  }

  private constructor(
    readonly clientId: string,
    keys: Issuer['keys'],
  ) {
    super(keys);
  }

  /** The API's settings for this Google. */
  serverEnv(base: string): Record<string, string> {
    return { GOOGLE_CLIENT_IDS: this.clientId, GOOGLE_JWKS_URL: `${base}/google/certs` };
  }

  /** The storefront's (public) settings for this Google. */
  webEnv(base: string): Record<string, string> {
    return { PUBLIC_GOOGLE_CLIENT_ID: this.clientId, PUBLIC_GOOGLE_SCRIPT_URL: `${base}/google/gsi/client` };
  }

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    const path = request.url.pathname;
    if (path === '/google/certs') {
      return this.failures.apply('google-keys', request, response) || this.answerKeys(response);
    }
    if (path === '/google/gsi/client') {
      return (
        this.failures.apply('google-script', request, response, 'text') ||
        answerScript(request, response, GOOGLE_SCRIPT)
      );
    }
    if (path === '/google/popup' && request.method === 'POST') {
      return answerLater(response, () => this.popup(request, response));
    }
    return false;
  }

  private async popup(request: StandInRequest, response: http.ServerResponse) {
    const asked = jsonBody(request);
    this.popups.push(asked);
    const id = this.next ?? {};
    this.next = undefined;
    const sub = id.sub ?? `g${newPerson()}`;
    const credential = await this.sign({
      iss: 'https://accounts.google.com',
      aud: asked.client_id as string,
      azp: asked.client_id as string,
      sub,
      email: id.email ?? `${sub}@gmail.test`,
      email_verified: id.email_verified ?? true,
      given_name: id.given_name ?? 'Grace',
      family_name: id.family_name ?? 'Hopper',
      iat: nowSeconds(),
      exp: nowSeconds() + 3600,
    });
    sendJson(response, 200, { credential });
  }
}
