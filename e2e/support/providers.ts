// The third parties the storefront talks to, for the browser journeys: the shared stand-ins (test/stand-ins/) for
// Google, Apple, Facebook and reCAPTCHA on one local server, registered as the journeys' own app, so the journeys
// run without the network. The server is started by global-setup.ts (another process than the tests), so tests
// steer it over HTTP: POST /control sets the next answers (see ProviderControl), GET /control/log reads what the
// popups, Apple's token endpoint and siteverify were asked.
import type http from 'node:http';
import { AppleStandIn, type NextAppleIdentity } from '@larder/stand-ins/apple';
import { FacebookStandIn, type NextFacebookLogin } from '@larder/stand-ins/facebook';
import { GoogleStandIn } from '@larder/stand-ins/google';
import { jsonBody, type StandInRequest, sendJson, startHttpServer } from '@larder/stand-ins/http-server';
import type { NextIdentity } from '@larder/stand-ins/next-identity';
import { RecaptchaStandIn, type SiteverifyAnswer } from '@larder/stand-ins/recaptcha';
import { type ReceivedMail, SmtpStandIn } from '@larder/stand-ins/smtp';

const GOOGLE_CLIENT_ID = 'larder-e2e.apps.googleusercontent.com';
const APPLE = {
  servicesId: 'com.larder.e2e.web',
  bundleId: 'com.larder.e2e.ios',
  teamId: 'E2ETEAM123',
  keyId: 'E2EKEY1234',
};
const FACEBOOK = { appId: '4242424242', appSecret: 'e2efacebooksecret0123' };
const RECAPTCHA_SITE_KEY = 'e2e-recaptcha-site-key';
const RECAPTCHA_SECRET = 'e2e-recaptcha-secret';

type Party = 'google' | 'apple' | 'facebook' | 'recaptcha';

/** What POST /control accepts: the next answer of each party (used once), and scripts to fail. */
export interface ProviderControl {
  /** Who the next Google popup signs in as (unset fields are made up: a new person each time). */
  google?: NextIdentity;
  /** `sendUser`: Apple's first-authorisation `user` object with the name; `error`: the popup rejects with it. */
  apple?: NextAppleIdentity;
  /** `status` other than connected: the dialog answers without a token. */
  facebook?: NextFacebookLogin;
  recaptcha?: Partial<SiteverifyAnswer>;
  /** Scripts that answer this HTTP status instead of the SDK until reset (null). */
  failScripts?: Partial<Record<Party, number | null>>;
}

export interface ProviderLogEntry {
  what: string;
  details: Record<string, unknown>;
}

export interface ProviderStandIn {
  url: string;
  /** The pages' public settings (provider ids, script URLs), which the API process serves them at run time. */
  webEnv: Record<string, string>;
  /** Settings for the API process. */
  serverEnv: Record<string, string>;
  close(): Promise<void>;
}

export async function startProviderStandIn(): Promise<ProviderStandIn> {
  const google = await GoogleStandIn.create(GOOGLE_CLIENT_ID);
  const apple = await AppleStandIn.create(APPLE);
  const facebook = new FacebookStandIn(FACEBOOK);
  const recaptcha = new RecaptchaStandIn({ secret: RECAPTCHA_SECRET, hostname: '127.0.0.1' });
  // The SMTP relay the server sends through; the journeys read what it received at GET /control/mail.
  const smtp = new SmtpStandIn();
  await smtp.start();

  const log = (): ProviderLogEntry[] => [
    ...google.popups.map((details) => ({ what: 'google popup', details })),
    ...apple.popups.map((details) => ({ what: 'apple popup', details })),
    ...apple.tokenRequests.map(({ form, clientSecretClaims, clientSecretHeader }) => ({
      what: 'apple token',
      details: {
        client_id: form.client_id,
        secret: clientSecretClaims && { header: clientSecretHeader, ...clientSecretClaims },
      },
    })),
    ...facebook.popups.map((details) => ({ what: 'facebook popup', details })),
    ...recaptcha.requests.map(({ response }) => ({ what: 'recaptcha siteverify', details: { response } })),
  ];

  const control = {
    handle(request: StandInRequest, response: http.ServerResponse): boolean {
      if (request.url.pathname === '/control/log') return sendJson(response, 200, log());
      if (request.url.pathname === '/control/mail') return sendJson(response, 200, smtp.messages);
      if (request.url.pathname !== '/control' || request.method !== 'POST') return false;
      const next = jsonBody(request) as ProviderControl;
      if (next.google) google.next = next.google;
      if (next.apple) apple.next = next.apple;
      if (next.facebook) facebook.next = next.facebook;
      if (next.recaptcha) recaptcha.answerOnce(next.recaptcha);
      for (const [party, status] of Object.entries(next.failScripts ?? {}) as [Party, number | null][]) {
        const failure = status ? { status } : undefined;
        if (party === 'google') google.failures.set('google-script', failure);
        if (party === 'apple') apple.failures.set('apple-script', failure);
        if (party === 'facebook') facebook.failures.set('facebook-script', failure);
        if (party === 'recaptcha') recaptcha.failures.set('recaptcha-script', failure);
      }
      return sendJson(response, 200, { ok: true });
    },
  };

  const server = await startHttpServer(control, google, apple, facebook, recaptcha);
  const { base } = server;
  return {
    url: base,
    webEnv: {
      ...google.webEnv(base),
      ...apple.webEnv(base),
      ...facebook.webEnv(base),
      PUBLIC_RECAPTCHA_SITE_KEY: RECAPTCHA_SITE_KEY,
      PUBLIC_RECAPTCHA_SCRIPT_URL: recaptcha.scriptUrl(base),
    },
    serverEnv: {
      ...google.serverEnv(base),
      ...apple.serverEnv(base),
      ...facebook.serverEnv(base),
      RECAPTCHA_SECRET,
      RECAPTCHA_VERIFY_URL: recaptcha.siteverifyUrl(base),
      RECAPTCHA_HOSTNAMES: '127.0.0.1',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Larder <hello@larder.test>',
      MAIL_RETRY_DELAY_SECONDS: '1',
      // One query for every queue a look (apps/api/src/jobs/queue.ts): the journeys wait on emails and rebuilds.
      JOBS_POLL_INTERVAL_SECONDS: '0.1',
    },
    close: async () => {
      await server.close();
      await smtp.stop();
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

/** The first email (oldest first) the relay received that matches, waiting for it. */
export async function waitForMail(url: string, match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = ((await (await fetch(`${url}/control/mail`)).json()) as ReceivedMail[]).find(match);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no matching email within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The link of an email to this page of the storefront (the token is in its query). */
export function mailLink(mail: ReceivedMail, pathname: string): string {
  return SmtpStandIn.link(mail, pathname).toString();
}
