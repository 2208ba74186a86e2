// Security headers (issue 18, finding 11; docs/decisions/180-security-headers.md). @fastify/helmet sends on every
// answer: HSTS, nosniff, `X-Frame-Options: DENY`, `Referrer-Policy: strict-origin-when-cross-origin`, a
// cross-origin opener policy that still lets the sign-in popups (Apple, Facebook) talk back, and, for API answers, a
// Content-Security-Policy that allows nothing. Each storefront page gets its own policy instead: its inline scripts
// by hash (apps/web/build-steps/security-policy.ts writes them to `.security-policy.json`, with the API origin the build
// calls when another), exactly the providers of this process's public run-time settings (web/public-settings.ts:
// the same settings the page is served with, so a restart with another provider id changes both), plus Stripe's
// sources when PAYMENT_PROVIDER is stripe. Violations are reported to
// CSP_REPORT_PATH (`report-uri`: sent at once; Chromium batches `report-to` reports for up to a minute and then
// ignores `report-uri`), which feeds the log collector (modules/security/csp-reports.ts).
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Config } from '../config';

export const CSP_REPORT_PATH = '/api/csp-reports/';
const POLICY_FILE = '.security-policy.json';
/** What an API answer (JSON, never a document) may do: nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const Sources = z.array(z.string().regex(/^(https?:\/\/[^\s;,']+|data:)$/)).max(50);
const BuildPolicy = z.object({
  sources: z.object({
    'script-src': Sources,
    'style-src': Sources,
    'img-src': Sources,
    'connect-src': Sources,
    'frame-src': Sources,
  }),
  pages: z.record(z.string(), z.array(z.string().regex(/^'sha256-[A-Za-z0-9+/=]+'$/)).max(200)),
});
type BuildPolicy = z.infer<typeof BuildPolicy>;
type Directive = keyof BuildPolicy['sources'];

/** Stripe's documented sources for Stripe.js and its frames, or only the origin of another Stripe.js URL. */
export function stripeSources(
  config: Pick<Config, 'PAYMENT_PROVIDER' | 'PUBLIC_STRIPE_JS_URL'>,
): Partial<Record<Directive, string[]>> {
  if (config.PAYMENT_PROVIDER !== 'stripe') return {};
  const origin = new URL(config.PUBLIC_STRIPE_JS_URL).origin;
  if (origin === 'https://js.stripe.com') {
    return {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    };
  }
  return { 'script-src': [origin], 'frame-src': [origin], 'connect-src': [origin] };
}

/** Reads the build's policy file; undefined (and pages go without a page policy) when the build has none. */
export function readBuildPolicy(root: string): BuildPolicy | undefined {
  const file = path.join(root, POLICY_FILE);
  if (!fs.existsSync(file)) return undefined;
  return BuildPolicy.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The policy of a page of a build that runs exactly these inline scripts (their `'sha256-…'` hashes). */
export function scriptPolicies(
  build: BuildPolicy,
  extra: Partial<Record<Directive, string[]>>,
): (hashes: readonly string[]) => string {
  const list = (directive: Directive, ...first: string[]) =>
    [...new Set([...first, ...build.sources[directive], ...(extra[directive] ?? [])])].join(' ');
  const frames = list('frame-src');
  return (hashes) =>
    [
      "default-src 'self'",
      `script-src ${list('script-src', "'self'", ...hashes)}`,
      // Inline style attributes and the providers' injected styles; scripts are what the policy is for.
      `style-src ${list('style-src', "'self'", "'unsafe-inline'")}`,
      `img-src ${list('img-src', "'self'")}`,
      "font-src 'self'",
      `connect-src ${list('connect-src', "'self'")}`,
      `frame-src ${frames === '' ? "'none'" : frames}`,
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      `report-uri ${CSP_REPORT_PATH}`,
    ].join('; ');
}

/** The policy of each page of a build: `page` is its path under the build (`signup/index.html`). */
export function pagePolicies(
  build: BuildPolicy,
  extra: Partial<Record<Directive, string[]>>,
): (page: string) => string | undefined {
  const policyFor = scriptPolicies(build, extra);
  const cache = new Map<string, string>();
  return (page) => {
    const hashes = build.pages[page];
    if (!hashes) return undefined;
    let policy = cache.get(page);
    if (policy === undefined) {
      policy = policyFor(hashes);
      cache.set(page, policy);
    }
    return policy;
  };
}

const HELMET_OPTIONS = {
  global: true,
  // Pages get theirs from the build (serve-web.ts); API answers get API_POLICY below.
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Pictures and fonts are read by the storefront from another origin when it is hosted apart from the API.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true },
} as const;

/** Headers every answer has whatever the route (Fastify's and the transport's own), not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Helmet's headers, asked of @fastify/helmet once at start: with these options they are the same for every answer,
 * and running its dozen middlewares on each request cost a tenth of the time of `GET /api/v2/customers/self/`
 * (issue 29). Helmet stays the author of every value.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get('/', async () => '');
  const answer = await probe.inject({ url: '/' });
  await probe.close();
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !NOT_HELMET.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The headers every answer carries (see the file's header), set in one step per request. */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const everyAnswer = await helmetHeaders();
  // An API answer is JSON, never a document: it may do nothing. A route may still set its own policy after this.
  const apiAnswer = { ...everyAnswer, 'content-security-policy': API_POLICY };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? apiAnswer : everyAnswer);
    done();
  });
});

/** The headers of a storefront page: its policy (none for a build without a policy file). */
export function pageSecurityHeaders(policy: string | undefined): Record<string, string> {
  return policy === undefined ? {} : { 'content-security-policy': policy };
}
