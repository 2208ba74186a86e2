// The one reader of process.env for the API process. Every setting is validated at start; a bad or missing
// value stops the process with one line naming the variable (see ConfigError and server.ts). The kinds of value
// they take are config-fields.ts.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOG_ENV } from '@larder/contracts/values/limits';
import {
  APPLE_SCRIPT_URL,
  DEFAULT_CLIENT_KEY,
  FACEBOOK_SCRIPT_URL,
  GOOGLE_SCRIPT_URL,
  RECAPTCHA_SCRIPT_URL,
} from '@larder/contracts/values/public-settings';
import { z } from 'zod';
import {
  appleId,
  applePrivateKey,
  booleanFlag,
  commaList,
  count,
  httpUrl,
  key32,
  origin,
  publicKey,
  seconds,
  siteOrigin,
  trustProxy,
} from './config-fields';
import { LEAST_HASH_MEMORY_KIB, STANDARD_HASH_MEMORY_KIB } from './modules/accounts/password-hashing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Apple and Facebook need all their settings or none: a half-configured provider stops the process at start. */
function requireCompleteSsoSettings(config: Record<string, unknown>, context: z.RefinementCtx): void {
  const missing = (name: string) => context.addIssue({ code: 'custom', path: [name], message: 'is required' });
  const apple = ['APPLE_SERVICES_ID', 'APPLE_BUNDLE_ID', 'APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY'];
  if (apple.some((name) => config[name] !== undefined)) {
    if (config.APPLE_SERVICES_ID === undefined && config.APPLE_BUNDLE_ID === undefined) missing('APPLE_SERVICES_ID');
    for (const name of ['APPLE_TEAM_ID', 'APPLE_KEY_ID', 'APPLE_PRIVATE_KEY']) {
      if (config[name] === undefined) missing(name);
    }
  }
  if ((config.FACEBOOK_APP_ID === undefined) !== (config.FACEBOOK_APP_SECRET === undefined)) {
    missing(config.FACEBOOK_APP_ID === undefined ? 'FACEBOOK_APP_ID' : 'FACEBOOK_APP_SECRET');
  }
  if (config.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_STRIPE_PUBLISHABLE_KEY']) {
      if (config[name] === undefined) missing(name);
    }
  }
  // Safe defaults for production (issue 26): the built-in test provider "charges" any valid card number, so a
  // production process takes it only when told to; a movable clock is never in production.
  if (config.NODE_ENV === 'production') {
    if (config.PAYMENT_PROVIDER !== 'stripe' && config.ALLOW_TEST_PAYMENTS !== true) {
      const message = 'must be stripe in production (ALLOW_TEST_PAYMENTS=true allows the test provider)';
      context.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message });
    }
    if (config.TEST_CLOCK === true) {
      context.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'must be false in production' });
    }
    if (
      typeof config.PASSWORD_HASH_MEMORY_KIB === 'number' &&
      config.PASSWORD_HASH_MEMORY_KIB < STANDARD_HASH_MEMORY_KIB
    ) {
      const message = `must be at least ${STANDARD_HASH_MEMORY_KIB} (OWASP's argon2id minimum) in production`;
      context.addIssue({ code: 'custom', path: ['PASSWORD_HASH_MEMORY_KIB'], message });
    }
  }
  // A movable clock next to real money would let anyone who reaches it charge boxes early.
  if (config.TEST_CLOCK === true && typeof config.STRIPE_SECRET_KEY === 'string') {
    if (config.STRIPE_SECRET_KEY.includes('_live_')) {
      context.addIssue({ code: 'custom', path: ['TEST_CLOCK'], message: 'must be false with a live Stripe key' });
    }
  }
}

/** The settings whose empty value means "off" rather than "unset" (their default is on). */
const EMPTY_MEANS_OFF = new Set(['PUBLIC_ANALYTICS_WRITE_KEY', 'PUBLIC_LOG_CLIENT_TOKEN']);

const schema = z.object({
  /**
   * `production` turns on the safe defaults: no test payments unless allowed, no test clock, no OpenAPI document
   * unless API_DOCS (README "Settings").
   */
  NODE_ENV: z.string().max(40).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Serve the OpenAPI document at /api/docs/; unset: on unless NODE_ENV is production. */
  API_DOCS: booleanFlag.optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SERVE_WEB: booleanFlag.default(true),
  WEB_BUILD_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/build/client')),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  BRAND_SLUG: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes')
    .default('larder'),
  BRAND_NAME: z.string().min(1).default('Larder'),

  // Accounts and platform API (docs/settings-api.md explains each one).
  CLIENT_KEYS: commaList(
    z.string().regex(/^[A-Za-z0-9._-]{1,100}$/, 'must be a comma list of keys (letters, digits, . _ -)'),
  )
    .refine((keys) => keys.length > 0, 'must list at least one key')
    .default(['larder-web']),
  CORS_ORIGINS: commaList(origin).default([]),
  CORS_MAX_AGE_SECONDS: seconds(0, 86_400, 7200),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_IDLE_TIMEOUT_SECONDS: seconds(60, 31_536_000, 14 * 86_400),
  SESSION_ABSOLUTE_TIMEOUT_SECONDS: seconds(60, 31_536_000, 90 * 86_400),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Operators' sessions end after this long without a request (docs/decisions/200-operators.md). */
  OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS: seconds(60, 86_400, 1800),
  /** Every admin must sign in with an authenticator code; one without may only enrol one. */
  OPERATOR_REQUIRE_TOTP: booleanFlag.default(false),
  /** Seals operators' authenticator secrets at rest (AES-256-GCM); unset: they are stored in clear. */
  OPERATOR_TOTP_KEY: key32.optional(),
  /** The most credits a support operator gives a customer at once; operations and admin give more. */
  ADMIN_SUPPORT_CREDIT_LIMIT_CENTS: z.coerce.number().int().min(0).max(100_000).default(2500),
  /** The most credits one support operator gives over ADMIN_SUPPORT_CREDIT_PERIOD_DAYS, all customers together. */
  ADMIN_SUPPORT_CREDIT_OPERATOR_LIMIT_CENTS: z.coerce.number().int().min(0).max(10_000_000).default(10_000),
  /** The most credits one customer gets from support over ADMIN_SUPPORT_CREDIT_PERIOD_DAYS, all operators together. */
  ADMIN_SUPPORT_CREDIT_CUSTOMER_LIMIT_CENTS: z.coerce.number().int().min(0).max(10_000_000).default(5_000),
  ADMIN_SUPPORT_CREDIT_PERIOD_DAYS: z.coerce.number().int().min(1).max(366).default(30),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: seconds(1, 86_400, 900),
  SIGNUP_RATE_LIMIT_PER_IP: count(30),
  LOGIN_RATE_LIMIT_PER_IP: count(60),
  AUTH_RATE_LIMIT_PER_EMAIL: count(10),
  AUTH_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).max(1_048_576).default(16_384),
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_HOSTNAMES: commaList(
    z.string().regex(/^[a-z0-9.-]+$/i, 'must be a comma list of host names such as shop.example.com'),
  ).default([]),
  RECAPTCHA_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),

  // Telemetry collectors (docs/settings-telemetry.md explains each one).
  ANALYTICS_WRITE_KEYS: commaList(
    z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be a comma list of write keys (letters, digits, . _ -)'),
  )
    .refine((keys) => keys.length > 0, 'must list at least one write key')
    .default(['larder-web']),
  LOG_CLIENT_TOKENS: commaList(
    z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be a comma list of client tokens (letters, digits, . _ -)'),
  )
    .refine((tokens) => tokens.length > 0, 'must list at least one client token')
    .default(['larder-web']),
  ANALYTICS_MAX_BATCH_BYTES: z.coerce.number().int().min(1024).max(5_000_000).default(64_000),
  ANALYTICS_MAX_EVENT_BYTES: z.coerce.number().int().min(256).max(1_000_000).default(16_000),
  LOG_MAX_BATCH_BYTES: z.coerce.number().int().min(1024).max(5_000_000).default(32_000),
  LOG_MAX_LINE_BYTES: z.coerce.number().int().min(256).max(1_000_000).default(16_000),
  TELEMETRY_RATE_LIMIT_PER_IP: count(240),
  /** Collector requests per window from all addresses together (a quota no rotation of addresses escapes). */
  TELEMETRY_GLOBAL_RATE_LIMIT: count(30_000),
  /** Rows kept per telemetry table; past it the oldest are deleted first. */
  TELEMETRY_MAX_ROWS: z.coerce.number().int().min(1000).max(100_000_000).default(500_000),
  TELEMETRY_RATE_LIMIT_WINDOW_SECONDS: seconds(1, 86_400, 60),
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  TELEMETRY_OPERATOR_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  DATADOG_API_KEY: z.string().min(1).optional(),
  DATADOG_SITE: z
    .string()
    .regex(/^[a-z0-9.-]+$/, 'must be a Datadog site such as datadoghq.com or datadoghq.eu')
    .default('datadoghq.com'),
  DATADOG_LOGS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  DATADOG_FORWARD_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(5000),

  // Sign in with Google, Apple and Facebook (docs/settings-sso.md explains each one). A provider whose settings
  // are absent is off: its endpoint answers 404 and the storefront shows no button for it.
  GOOGLE_CLIENT_IDS: commaList(
    z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'must be a comma list of OAuth client ids'),
  ).default([]),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_SERVICES_ID: appleId.optional(),
  APPLE_BUNDLE_ID: appleId.optional(),
  APPLE_TEAM_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple team id')
    .optional(),
  APPLE_KEY_ID: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be a 10-character Apple key id')
    .optional(),
  APPLE_PRIVATE_KEY: applePrivateKey.optional(),
  APPLE_JWKS_URL: httpUrl.default('https://appleid.apple.com/auth/keys'),
  APPLE_TOKEN_URL: httpUrl.default('https://appleid.apple.com/auth/token'),
  APPLE_REDIRECT_URI: httpUrl.optional(),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d{1,32}$/, 'must be a numeric Facebook app id')
    .optional(),
  FACEBOOK_APP_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/, 'must be the app secret (letters and digits)')
    .optional(),
  FACEBOOK_GRAPH_URL: httpUrl.default('https://graph.facebook.com'),
  SSO_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  SSO_RATE_LIMIT_PER_IP: count(60),
  /** Every way of asking about a promo code (lookups, applying one at checkout, /limited-time/<code>/) per address. */
  PROMO_RATE_LIMIT_PER_IP: count(120),
  /** Promo codes a signed-in customer tries at checkout per window, whatever the address. */
  PROMO_RATE_LIMIT_PER_CUSTOMER: count(30),
  /** Declined cards (checkout and gift card purchases) per card fingerprint, and across the store, per window. */
  CARD_DECLINE_LIMIT_PER_CARD: count(5),
  CARD_DECLINE_LIMIT_STORE: count(300),
  /** Failed logins of one account, from any address, before each further attempt waits (doubling, capped). */
  LOGIN_BACKOFF_AFTER_FAILURES: count(5),
  LOGIN_BACKOFF_MAX_SECONDS: seconds(1, 3600, 60),
  /** Gift card redemptions tried per client address, and per customer, per window (guessing codes is the worry). */
  GIFT_CARD_RATE_LIMIT_PER_IP: count(20),
  GIFT_CARD_RATE_LIMIT_PER_CUSTOMER: count(10),
  /** Content-Security-Policy violation reports (POST /api/csp-reports/) per client address per window. */
  CSP_REPORT_RATE_LIMIT_PER_IP: count(60),

  // Email and background jobs (README "Email"; docs/decisions/140-email-and-recovery.md).
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL (user and password in it when needed)' })
    .optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^[^\r\n]*<?[^@\s<>]+@[^@\s<>]+>?$/, 'must be an address such as "Larder <hello@example.com>"')
    .optional(),
  /** The storefront's origin, which emailed links start with; unset: PUBLIC_API_ORIGIN, else http://localhost:<PORT>. */
  PUBLIC_SITE_ORIGIN: siteOrigin.optional(),
  /** The API's public origin, for links in answers (lib/public-url.ts); unset: http://localhost:<PORT>. */
  PUBLIC_API_ORIGIN: siteOrigin.optional(),
  MAIL_DIR: z.string().min(1).optional(),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(10),
  MAIL_RETRY_DELAY_SECONDS: seconds(1, 86_400, 30),
  /** How often the process looks for a due job (one query for all its queues: jobs/queue.ts `watch`). */
  JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(600).default(2),
  /** Whether this process sends the scheduled jobs (pg-boss cron); any one process doing so is enough. */
  JOBS_CRON: booleanFlag.default(true),
  /**
   * How long after a change of a subscriber's answers or ratings their upcoming unedited weeks are built again
   * (orders/week-rebuild.ts): the changes of one save within it are built once.
   */
  WEEK_REBUILD_DELAY_SECONDS: seconds(0, 3600, 5),
  /**
   * Test clock (modules/test-clock): `PUT /api/v2/test/clock/` moves this process's "now" and
   * `POST /api/v2/test/orders/finalize-due/` runs the cutoff pass at once, so journeys pass a cutoff without waiting.
   */
  TEST_CLOCK: booleanFlag.default(false),
  /**
   * The memory of a password hash (argon2id, t=2, p=1), in KiB: OWASP's 19 MiB by default and at least that in
   * production; tests and the journeys' servers take 1 MiB (modules/accounts/password-hashing.ts).
   */
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(LEAST_HASH_MEMORY_KIB)
    .max(4 * 1024 * 1024)
    .default(STANDARD_HASH_MEMORY_KIB),
  FORGOT_PASSWORD_RATE_LIMIT_PER_IP: count(20),

  // Payments (README "Checkout and payments"; docs/decisions/150-checkout-and-payments.md). `test` is built in; with
  // `stripe` the secret key, the webhook secret and the publishable key are required.
  PAYMENT_PROVIDER: z.enum(['test', 'stripe'], 'must be test or stripe').default('test'),
  /** With NODE_ENV=production, the test provider is refused unless this is true (a staging store, say). */
  ALLOW_TEST_PAYMENTS: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]{1,250}$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9_]{1,250}$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(80_000).default(20_000),
  /** Sent to the payment page with each SetupIntent, so one build serves any key. */
  PUBLIC_STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9_]{1,250}$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  PUBLIC_STRIPE_JS_URL: httpUrl.default('https://js.stripe.com/v3/'),

  // The storefront's public run-time settings (README "Web pages"; docs/decisions/090-…): served to every page in
  // its document (web/public-settings.ts), never baked into the build, so a restart applies them.
  PUBLIC_CLIENT_KEY: publicKey.min(1).default(DEFAULT_CLIENT_KEY),
  PUBLIC_RECAPTCHA_SITE_KEY: publicKey.default(''),
  PUBLIC_RECAPTCHA_SCRIPT_URL: httpUrl.default(RECAPTCHA_SCRIPT_URL),
  PUBLIC_GOOGLE_CLIENT_ID: publicKey.default(''),
  PUBLIC_APPLE_SERVICES_ID: publicKey.default(''),
  PUBLIC_APPLE_REDIRECT_URI: httpUrl.optional(),
  PUBLIC_FACEBOOK_APP_ID: publicKey.default(''),
  PUBLIC_GOOGLE_SCRIPT_URL: httpUrl.default(GOOGLE_SCRIPT_URL),
  PUBLIC_APPLE_SCRIPT_URL: httpUrl.default(APPLE_SCRIPT_URL),
  PUBLIC_FACEBOOK_SCRIPT_URL: httpUrl.default(FACEBOOK_SCRIPT_URL),
  PUBLIC_ANALYTICS_WRITE_KEY: publicKey.default(DEFAULT_CLIENT_KEY),
  PUBLIC_ANALYTICS_CDN_URL: httpUrl.optional(),
  PUBLIC_ANALYTICS_API_HOST: httpUrl.optional(),
  PUBLIC_LOG_CLIENT_TOKEN: publicKey.default(DEFAULT_CLIENT_KEY),
  PUBLIC_LOG_ENV: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, 'must be letters, digits, _ . or -')
    .default(LOG_ENV),
  PUBLIC_LOG_PROXY_URL: z.union([z.literal('none'), httpUrl], 'must be an http(s) URL or none').optional(),
  PUBLIC_LOG_SITE: z
    .string()
    .regex(/^[a-z0-9.-]{1,100}$/, 'must be a Datadog site such as datadoghq.eu')
    .default('datadoghq.com'),
  PUBLIC_NATIVE_APP_IDENTIFIERS: commaList(publicKey.min(1)).optional(),
});

/** The settings with the checks across variables (a provider configured in part). */
const settingsSchema = schema.superRefine(requireCompleteSsoSettings).transform((settings) => ({
  ...settings,
  // Defaults that depend on other settings.
  PUBLIC_SITE_ORIGIN: settings.PUBLIC_SITE_ORIGIN ?? settings.PUBLIC_API_ORIGIN ?? `http://localhost:${settings.PORT}`,
  API_DOCS: settings.API_DOCS ?? settings.NODE_ENV !== 'production',
  PUBLIC_NATIVE_APP_IDENTIFIERS: settings.PUBLIC_NATIVE_APP_IDENTIFIERS ?? [
    `${settings.BRAND_SLUG}-ios`,
    `${settings.BRAND_SLUG}-android`,
  ],
}));

export type Config = z.output<typeof settingsSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the settings; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable counts as unset, as shells and .env files commonly leave them; except where empty means off.
  const present = Object.fromEntries(
    Object.entries(env).filter(([name, value]) => value !== undefined && (value !== '' || EMPTY_MEANS_OFF.has(name))),
  );
  const result = settingsSchema.safeParse(present);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = String(issue?.path[0] ?? 'environment');
  // The value itself is not echoed: it may be a secret (a database URL with a password, an API key).
  // A check across variables says its own words, whether or not the variable was set.
  const problem =
    issue?.code === 'custom'
      ? issue.message
      : present[name] === undefined
        ? 'is required'
        : (issue?.message ?? 'is invalid');
  throw new ConfigError(`Invalid environment variable ${name}: ${problem}`);
}

/** What an operator should hear once at start: settings that run, but not as production should. */
export function startWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && config.DATABASE_URL === undefined) {
    warnings.push(
      `running on the embedded database in ${config.DATA_DIR} (DATABASE_URL is unset): one process, no server backups`,
    );
  }
  if (config.NODE_ENV === 'production' && config.OPERATOR_TOTP_KEY === undefined) {
    warnings.push("operators' authenticator secrets are stored in clear (OPERATOR_TOTP_KEY is unset)");
  }
  return warnings;
}
