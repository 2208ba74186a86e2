// A local stand-in for reCAPTCHA v3, on the shared server (http-server.ts):
//   GET  /recaptcha/api.js             the page script: grecaptcha.ready/execute, tokens `stand-in.<action>.<n>.<t>`
//   POST /recaptcha/api/siteverify     siteverify: form `secret`, `response`, `remoteip` -> JSON {success, score,
//                                      action, hostname, challenge_ts, 'error-codes'}
// Tests choose the verdict (`answer`, until changed; `answerOnce`, merged into one verdict); without one, a token
// the page script made passes for its action and any other fails.
import type http from 'node:http';
import { answerScript } from './answer-script';
import { Failures } from './failures';
import { type StandIn, type StandInRequest, sendJson, startHttpServer } from './http-server';

export type RecaptchaEndpoint = 'recaptcha-script';

export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  challenge_ts?: string;
  'error-codes'?: string[];
}

/** A verdict, or 'hang' to never answer (a timeout), or a status code with a text body. */
export type SiteverifyReply = SiteverifyAnswer | 'hang' | { status: number; body: string };

export interface SiteverifyRequest {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  contentType: string | undefined;
}

export interface RecaptchaOptions {
  /** The secret siteverify accepts; any other gets `invalid-input-secret`. Unset: any secret. */
  secret?: string;
  /** The page's host in verdicts of tokens the page script made. */
  hostname?: string;
}

// The browser side.
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

export class RecaptchaStandIn implements StandIn {
  /** Every siteverify request received, in order. */
  readonly requests: SiteverifyRequest[] = [];
  private reply: SiteverifyReply | undefined;
  private readonly once: Partial<SiteverifyAnswer>[] = [];
  readonly failures = new Failures<RecaptchaEndpoint>();

  constructor(private readonly options: RecaptchaOptions = {}) {}

  /** The verdict of every siteverify request from now on. */
  answer(reply: SiteverifyReply): void {
    this.reply = reply;
  }

  /** Fields that replace the next verdict's (once). */
  answerOnce(verdict: Partial<SiteverifyAnswer>): void {
    this.once.push(verdict);
  }

  siteverifyUrl(base: string): string {
    return `${base}/recaptcha/api/siteverify`;
  }

  /** The storefront's (public) script address; its site key is the journeys' own. */
  scriptUrl(base: string): string {
    return `${base}/recaptcha/api.js`;
  }

  handle(request: StandInRequest, response: http.ServerResponse): boolean {
    const path = request.url.pathname;
    if (path === '/recaptcha/api.js') {
      return (
        this.failures.apply('recaptcha-script', request, response, 'text') ||
        answerScript(request, response, RECAPTCHA_SCRIPT)
      );
    }
    if (path !== '/recaptcha/api/siteverify') return false;
    const form = new URLSearchParams(request.body);
    this.requests.push({
      secret: form.get('secret'),
      response: form.get('response'),
      remoteip: form.get('remoteip'),
      contentType: request.headers['content-type'],
    });
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return true;
    }
    if (this.options.secret !== undefined && form.get('secret') !== this.options.secret) {
      return sendJson(response, 200, { success: false, 'error-codes': ['invalid-input-secret'] });
    }
    const reply = this.reply ?? { ...this.judge(form.get('response') ?? ''), ...this.once.shift() };
    if (reply === 'hang') return true; // never answered; the server's close drops the connection
    if ('status' in reply) {
      response.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.body);
      return true;
    }
    return sendJson(response, 200, reply);
  }

  /** The verdict on a token: one the page script made passes for its action, any other fails. */
  private judge(token: string): SiteverifyAnswer {
    if (!token.startsWith('stand-in.')) return { success: false };
    return {
      success: true,
      score: 0.9,
      action: token.split('.')[1],
      hostname: this.options.hostname ?? '127.0.0.1',
      challenge_ts: new Date().toISOString(),
    };
  }
}

/** A siteverify stand-in on a server of its own, for the API tests. */
export interface SiteverifyStandIn {
  /** The siteverify address, for RECAPTCHA_VERIFY_URL. */
  url: string;
  /** Every request received, in order. */
  requests: SiteverifyRequest[];
  /** The verdict of every request from now on (the first is a failure). */
  answer(next: SiteverifyReply): void;
  close(): Promise<void>;
}

export async function startSiteverifyStandIn(): Promise<SiteverifyStandIn> {
  const recaptcha = new RecaptchaStandIn();
  recaptcha.answer({ success: false });
  const server = await startHttpServer(recaptcha);
  return {
    url: recaptcha.siteverifyUrl(server.base),
    requests: recaptcha.requests,
    answer: (next) => recaptcha.answer(next),
    close: () => server.close(),
  };
}

/** A verdict that passes the signup check for host `localhost`. */
export function passing(overrides: Partial<SiteverifyAnswer> = {}): SiteverifyAnswer {
  return {
    success: true,
    score: 0.9,
    action: 'signup',
    hostname: 'localhost',
    challenge_ts: new Date().toISOString(),
    ...overrides,
  };
}
