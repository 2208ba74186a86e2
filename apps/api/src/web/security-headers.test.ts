// Security headers on the real app (issue 18, finding 11): every page carries its policy — its own inline scripts by
// hash, no 'unsafe-inline' for scripts, no framing, the providers of the process's run-time settings — and the
// headers helmet adds; API answers allow nothing; PAYMENT_PROVIDER=stripe adds exactly Stripe's sources; and
// violation reports land in the log collector.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { telemetryLogs } from '../db/schema/telemetry';
import { API_POLICY, CSP_REPORT_PATH } from './security-headers';

const INLINE = 'window.__context = {"page":"signup"};';
const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const page = (script: string) => `<!doctype html><html><head><script>${script}</script></head><body>ok</body></html>`;

let root: string;
let subject: TestApp;

function writeBuild(dir: string): void {
  const files: Record<string, string> = {
    'index.html': page('window.__home = 1;'),
    'signup/index.html': page(INLINE),
    '404/index.html': page('window.__missing = 1;'),
    'limited-time/index.html': page('window.__offer = 1;'),
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  const pages = Object.fromEntries(
    Object.entries(files).map(([file, content]) => [file, [sha(content.match(/<script>(.*)<\/script>/)?.[1] ?? '')]]),
  );
  fs.writeFileSync(
    path.join(dir, '.security-policy.json'),
    JSON.stringify({
      // The build's own sources are only the API origin it calls; providers are the server's (run time).
      sources: {
        'script-src': [],
        'style-src': [],
        'img-src': ['http://localhost:3000', 'data:'],
        'connect-src': ['http://localhost:3000'],
        'frame-src': [],
      },
      pages,
    }),
  );
}

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-csp-'));
  writeBuild(root);
  subject = await createTestApp({
    env: {
      SERVE_WEB: 'true',
      WEB_BUILD_DIR: root,
      CSP_REPORT_RATE_LIMIT_PER_IP: '3',
      PUBLIC_GOOGLE_CLIENT_ID: 'google-client',
    },
  });
});

afterAll(async () => {
  await subject?.app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('page security headers', () => {
  it('allow exactly the page’s own inline scripts and the providers the process is configured for, and no framing', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/signup/' });
    expect(response.statusCode).toBe(200);
    const policy = directives(String(response.headers['content-security-policy']));
    expect(policy['script-src']).toEqual(["'self'", sha(INLINE), 'https://accounts.google.com/gsi/client']);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain(sha('window.__home = 1;'));
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-src']).toEqual(['https://accounts.google.com/gsi/']);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:3000', 'https://accounts.google.com/gsi/']);
    expect(policy['report-uri']).toEqual([CSP_REPORT_PATH]);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('follow the run-time settings: the same build served without a Google client id allows no Google source', async () => {
    const plain = await createTestApp({ env: { SERVE_WEB: 'true', WEB_BUILD_DIR: root } });
    try {
      const policy = directives(
        String((await plain.app.inject({ url: '/signup/' })).headers['content-security-policy']),
      );
      expect(policy['script-src']).toEqual(["'self'", sha(INLINE)]);
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:3000']);
    } finally {
      await plain.app.close();
    }
  });

  it('give the 404 page and the offers page their own policies', async () => {
    const missing = await subject.app.inject({ method: 'GET', url: '/no/such/page/' });
    expect(missing.statusCode).toBe(404);
    expect(directives(String(missing.headers['content-security-policy']))['script-src']).toContain(
      sha('window.__missing = 1;'),
    );
    const offer = await subject.app.inject({ method: 'GET', url: '/limited-time/NOSUCHCODE/' });
    expect(directives(String(offer.headers['content-security-policy']))['script-src']).toContain(
      sha('window.__offer = 1;'),
    );
  });

  it('let API answers do nothing at all', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.headers['content-security-policy']).toBe(API_POLICY);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('add Stripe’s documented sources with PAYMENT_PROVIDER=stripe, and only then', async () => {
    const stripe = await createTestApp({
      env: {
        SERVE_WEB: 'true',
        WEB_BUILD_DIR: root,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      },
    });
    try {
      const response = await stripe.app.inject({ method: 'GET', url: '/signup/' });
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy['script-src']).toContain('https://js.stripe.com');
      expect(policy['frame-src']).toEqual(
        expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
      );
      expect(policy['connect-src']).toContain('https://api.stripe.com');
    } finally {
      await stripe.app.close();
    }
    const plain = await subject.app.inject({ method: 'GET', url: '/signup/' });
    expect(String(plain.headers['content-security-policy'])).not.toContain('stripe');
  });
});

describe('violation reports', () => {
  const report = (body: unknown, type = 'application/csp-report', ip = '10.20.0.1') =>
    subject.app.inject({
      method: 'POST',
      url: CSP_REPORT_PATH,
      headers: { 'content-type': type },
      remoteAddress: ip,
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const latest = async () =>
    (
      await subject.database.db
        .select()
        .from(telemetryLogs)
        .where(eq(telemetryLogs.service, 'csp'))
        .orderBy(desc(telemetryLogs.id))
        .limit(1)
    )[0];

  it('stores a report-uri report as a warn log line, with secrets in its URLs masked', async () => {
    const response = await report({
      'csp-report': {
        'document-uri': 'http://localhost:3000/password/reset/?token=s3cr3t-token',
        'blocked-uri': 'inline',
        'effective-directive': 'script-src-elem',
        disposition: 'enforce',
      },
    });
    expect(response.statusCode).toBe(204);
    const row = await latest();
    expect(row?.status).toBe('warn');
    expect(row?.message).toContain('script-src-elem blocked inline');
    expect(JSON.stringify(row)).not.toContain('s3cr3t-token');
  });

  it('stores the Reporting API’s csp-violation reports and ignores other kinds', async () => {
    const response = await report(
      [
        { type: 'deprecation', body: { message: 'old api' } },
        {
          type: 'csp-violation',
          body: {
            documentURL: 'http://localhost:3000/',
            blockedURL: 'https://evil.example/x.js',
            effectiveDirective: 'script-src-elem',
          },
        },
      ],
      'application/reports+json',
      '10.20.0.2',
    );
    expect(response.statusCode).toBe(204);
    expect((await latest())?.message).toContain('blocked https://evil.example/x.js');
  });

  it('answers 400 to what is not a report, 413 to an oversized body, and 429 past the limit', async () => {
    expect((await report('{not json', 'application/csp-report', '10.20.0.3')).statusCode).toBe(400);
    expect((await report({ hello: 'world' }, 'application/csp-report', '10.20.0.4')).statusCode).toBe(400);
    const huge = { 'csp-report': { 'document-uri': 'x'.repeat(40_000) } };
    expect((await report(huge, 'application/csp-report', '10.20.0.5')).statusCode).toBe(413);
    const body = { 'csp-report': { 'blocked-uri': 'inline' } };
    const statuses = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push((await report(body, 'application/csp-report', '10.20.0.6')).statusCode);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
  });
});
