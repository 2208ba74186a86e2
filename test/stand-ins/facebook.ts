// A local stand-in for Facebook Login, speaking its protocols on the shared server (http-server.ts):
//   GET  /graph/debug_token  Graph API token inspection (needs the app access token `app_id|app_secret`)
//   GET  /graph/me           Graph API profile (needs a valid appsecret_proof)
//   GET  /facebook/sdk.js    the JavaScript SDK: FB.login() asks the login "dialog"
//   POST /facebook/popup     that dialog's answer: a new user access token for the next person (`next`)
// Tests register user access tokens, read the Graph API requests and make the Graph API fail.
import crypto from 'node:crypto';
import type http from 'node:http';
import { answerScript } from './answer-script';
import { Failures } from './failures';
import { jsonBody, type StandIn, type StandInRequest, sendJson } from './http-server';
import { nowSeconds } from './jwt-issuer';

/** How our app is registered with Facebook. */
export interface FacebookRegistration {
  appId: string;
  appSecret: string;
}

export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'fbsecret0123456789abcdef';

export type FacebookEndpoint = 'graph' | 'facebook-script';

/** A user access token Facebook knows. */
export interface FacebookToken {
  user_id: string;
  app_id?: string;
  is_valid?: boolean;
  expires_at?: number;
  profile?: { id?: string; first_name?: string; last_name?: string; email?: string };
}

/** The login dialog's next answer: who logs in, or (`status` other than connected) no token. */
export interface NextFacebookLogin {
  userId?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
  status?: string;
}

// The browser side. `__BASE__` is replaced by the stand-in's address.
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

export class FacebookStandIn implements StandIn {
  readonly failures = new Failures<FacebookEndpoint>();
  /** User access tokens the Graph API knows. */
  readonly tokens = new Map<string, FacebookToken>();
  /** Every Graph API request, in order. */
  readonly graphRequests: URL[] = [];
  /** The login dialog's next answer; used once. */
  next: NextFacebookLogin | undefined;
  /** What each login dialog was asked, in order. */
  readonly popups: Record<string, unknown>[] = [];
  private users = 0;

  /** A Facebook that knows our app by `registration`. */
  constructor(
    readonly registration: FacebookRegistration = { appId: FACEBOOK_APP_ID, appSecret: FACEBOOK_APP_SECRET },
  ) {}

  /** The API's settings for this Facebook. */
  serverEnv(base: string): Record<string, string> {
    return {
      FACEBOOK_APP_ID: this.registration.appId,
      FACEBOOK_APP_SECRET: this.registration.appSecret,
      FACEBOOK_GRAPH_URL: `${base}/graph`,
    };
  }

  /** The storefront's (public) settings for this Facebook. */
  webEnv(base: string): Record<string, string> {
    return { PUBLIC_FACEBOOK_APP_ID: this.registration.appId, PUBLIC_FACEBOOK_SCRIPT_URL: `${base}/facebook/sdk.js` };
  }

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    const path = request.url.pathname;
    if (path.startsWith('/graph/')) {
      if (this.failures.apply('graph', request, response)) return true;
      if (request.method !== 'GET') return sendJson(response, 404, { error: 'not found' });
      return this.graph(request.url, response);
    }
    if (path === '/facebook/sdk.js') {
      return (
        this.failures.apply('facebook-script', request, response, 'text') ||
        answerScript(request, response, FACEBOOK_SCRIPT)
      );
    }
    if (path === '/facebook/popup' && request.method === 'POST') return this.popup(jsonBody(request), response);
    return false;
  }

  private graph(url: URL, response: http.ServerResponse): true {
    this.graphRequests.push(url);
    const { appId, appSecret } = this.registration;
    const graphError = (message: string, code: number) =>
      sendJson(response, 400, { error: { message, type: 'OAuthException', code } });
    const path = url.pathname.replace(/^\/graph\//, '');
    if (path === 'debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) {
        return graphError('Invalid OAuth access token signature.', 190);
      }
      const token = this.tokens.get(url.searchParams.get('input_token') ?? '');
      if (!token) {
        return sendJson(response, 200, {
          data: { error: { code: 190, message: 'Invalid OAuth access token.' }, is_valid: false, scopes: [] },
        });
      }
      return sendJson(response, 200, {
        data: {
          app_id: token.app_id ?? appId,
          type: 'USER',
          application: 'Larder',
          expires_at: token.expires_at ?? nowSeconds() + 3600,
          is_valid: token.is_valid ?? true,
          scopes: ['public_profile', 'email'],
          user_id: token.user_id,
        },
      });
    }
    if (path === 'me') {
      const accessToken = url.searchParams.get('access_token') ?? '';
      const proof = crypto.createHmac('sha256', appSecret).update(accessToken).digest('hex');
      if (url.searchParams.get('appsecret_proof') !== proof) {
        return graphError('Invalid appsecret_proof provided in the API argument', 100);
      }
      const token = this.tokens.get(accessToken);
      if (!token || token.is_valid === false) return graphError('Invalid OAuth access token.', 190);
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      const profile: Record<string, string | undefined> = { id: token.user_id, ...token.profile };
      return sendJson(
        response,
        200,
        Object.fromEntries(fields.filter((f) => profile[f] !== undefined).map((f) => [f, profile[f]])),
      );
    }
    return graphError('Unknown path components', 2500);
  }

  private popup(asked: Record<string, unknown>, response: http.ServerResponse): true {
    this.popups.push(asked);
    const id = this.next ?? {};
    this.next = undefined;
    if (id.status && id.status !== 'connected') {
      return sendJson(response, 200, { status: id.status, authResponse: null });
    }
    this.users += 1;
    const userId = id.userId ?? String(10_000_000 + this.users);
    const accessToken = `EAAB${crypto.randomBytes(16).toString('hex')}`;
    this.tokens.set(accessToken, {
      user_id: userId,
      profile: {
        email: id.email ?? `fb${userId}@example.test`,
        first_name: id.first_name ?? 'Katherine',
        last_name: id.last_name ?? 'Johnson',
      },
    });
    return sendJson(response, 200, {
      status: 'connected',
      authResponse: { accessToken, userID: userId, expiresIn: 5000, graphDomain: 'facebook' },
    });
  }
}
