import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, startWarnings } from './config';

describe('loadConfig', () => {
  it('gives every setting its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      SERVE_WEB: true,
      BRAND_SLUG: 'larder',
      BRAND_NAME: 'Larder',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('gives the email and job settings their documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      PUBLIC_SITE_ORIGIN: 'http://localhost:3000',
      MAIL_RETRY_LIMIT: 10,
      MAIL_RETRY_DELAY_SECONDS: 30,
      JOBS_POLL_INTERVAL_SECONDS: 2,
      FORGOT_PASSWORD_RATE_LIMIT_PER_IP: 20,
    });
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Larder <hi@larder.test>',
    });
    expect(config.SMTP_URL).toBe('smtps://user:secret@mail.example.com:465');
  });

  it('defaults PUBLIC_SITE_ORIGIN as PUBLIC_API_ORIGIN (issue 29: emailed links followed PORT nowhere)', () => {
    expect(loadConfig({ PORT: '8080' }).PUBLIC_SITE_ORIGIN).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_API_ORIGIN: 'https://api.larder.example' }).PUBLIC_SITE_ORIGIN).toBe(
      'https://api.larder.example',
    );
    expect(loadConfig({ PORT: '8080', PUBLIC_SITE_ORIGIN: 'https://larder.example' }).PUBLIC_SITE_ORIGIN).toBe(
      'https://larder.example',
    );
    expect(() => loadConfig({ PUBLIC_SITE_ORIGIN: 'https://larder.example/shop' })).toThrow(
      /^Invalid environment variable PUBLIC_SITE_ORIGIN: /,
    );
  });

  it('serves the OpenAPI document outside production unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).API_DOCS).toBe(true);
    // A production store on the built-in provider must say so (ALLOW_TEST_PAYMENTS): beside the point here.
    const production = { NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' };
    expect(loadConfig(production).API_DOCS).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ API_DOCS: 'false' }).API_DOCS).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'maybe' })).toThrow(/^Invalid environment variable API_DOCS: /);
  });

  it('pays with the test provider by default; Stripe needs its secret, webhook secret and publishable key', () => {
    expect(loadConfig({})).toMatchObject({
      PAYMENT_PROVIDER: 'test',
      STRIPE_API_URL: 'https://api.stripe.com',
      PUBLIC_STRIPE_JS_URL: 'https://js.stripe.com/v3/',
    });
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    };
    expect(loadConfig(stripe).PAYMENT_PROVIDER).toBe('stripe');
    for (const name of Object.keys(stripe).filter((key) => key !== 'PAYMENT_PROVIDER')) {
      expect(() => loadConfig({ ...stripe, [name]: '' })).toThrow(`Invalid environment variable ${name}: is required`);
    }
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /^Invalid environment variable STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(
      'Invalid environment variable PAYMENT_PROVIDER: must be test or stripe',
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'not-a-number'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/test'],
    ['LOG_LEVEL', 'loud'],
    ['SERVE_WEB', 'maybe'],
    ['BRAND_SLUG', 'Larder Foods'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['SMTP_URL', 'smtp//nope'],
    ['MAIL_FROM', 'no address here'],
    ['MAIL_FROM', 'Larder <a@b.c>\r\nBcc: x@y.z'],
    ['PUBLIC_SITE_ORIGIN', 'https://shop.example.com/path'],
    ['PUBLIC_SITE_ORIGIN', '*'],
    ['MAIL_RETRY_LIMIT', '-1'],
    ['JOBS_POLL_INTERVAL_SECONDS', '0.05'],
    ['FORGOT_PASSWORD_RATE_LIMIT_PER_IP', '0'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`Invalid environment variable ${name}:`);
    expect(message).not.toContain('\n');
  });

  it('never echoes a value, which may be a secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://admin:hunter2@db/prod' })).toThrow(/^(?!.*hunter2)/);
  });

  it('accepts a PostgreSQL server URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });
});

describe('loadConfig: accounts and platform API settings', () => {
  it('gives them their documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      CLIENT_KEYS: ['larder-web'],
      CORS_ORIGINS: [],
      CORS_MAX_AGE_SECONDS: 7200,
      TRUST_PROXY: false,
      SESSION_IDLE_TIMEOUT_SECONDS: 14 * 86_400,
      SESSION_ABSOLUTE_TIMEOUT_SECONDS: 90 * 86_400,
      SESSION_CACHE_MS: 1000,
      AUTH_RATE_LIMIT_WINDOW_SECONDS: 900,
      SIGNUP_RATE_LIMIT_PER_IP: 30,
      LOGIN_RATE_LIMIT_PER_IP: 60,
      AUTH_RATE_LIMIT_PER_EMAIL: 10,
      AUTH_BODY_LIMIT_BYTES: 16_384,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      RECAPTCHA_MIN_SCORE: 0.5,
      RECAPTCHA_HOSTNAMES: [],
      RECAPTCHA_TIMEOUT_MS: 3000,
    });
    expect(loadConfig({}).RECAPTCHA_SECRET).toBeUndefined();
  });

  it('reads comma lists, dropping blanks', () => {
    const config = loadConfig({
      CLIENT_KEYS: 'larder-web, larder-ios,,',
      CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173',
      RECAPTCHA_HOSTNAMES: 'shop.example.com,www.example.com',
    });
    expect(config.CLIENT_KEYS).toEqual(['larder-web', 'larder-ios']);
    expect(config.CORS_ORIGINS).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(config.RECAPTCHA_HOSTNAMES).toEqual(['shop.example.com', 'www.example.com']);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each([
    ['CORS_ORIGINS', '*'],
    ['CORS_ORIGINS', 'null'],
    ['CORS_ORIGINS', 'https://shop.example.com/'],
    ['CORS_ORIGINS', 'shop.example.com'],
    ['CLIENT_KEYS', ','],
    ['CLIENT_KEYS', 'has space'],
    ['TRUST_PROXY', 'yes'],
    ['SESSION_IDLE_TIMEOUT_SECONDS', '10'],
    ['SIGNUP_RATE_LIMIT_PER_IP', '0'],
    ['RECAPTCHA_MIN_SCORE', '1.5'],
    ['RECAPTCHA_VERIFY_URL', 'ftp://example.com/verify'],
    ['RECAPTCHA_HOSTNAMES', 'https://shop.example.com'],
  ])('refuses %s=%s with one line naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid environment variable ${name}: [^\\n]+$`));
  });

  it('never echoes a value, which may hold a secret', () => {
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: 'ftp://user:s3cret@example.com/' })).toThrow(/^(?!.*s3cret)/);
  });
});

describe('loadConfig: safe defaults for production', () => {
  const stripe = {
    PAYMENT_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_abc',
  };

  it('refuses the test provider in production unless ALLOW_TEST_PAYMENTS=true, in one line naming PAYMENT_PROVIDER', () => {
    const refusal =
      'Invalid environment variable PAYMENT_PROVIDER: must be stripe in production (ALLOW_TEST_PAYMENTS=true allows the test provider)';
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError(refusal));
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' })).toThrow(refusal);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(refusal);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('test');
    expect(loadConfig({ NODE_ENV: 'production', ...stripe }).PAYMENT_PROVIDER).toBe('stripe');
    // Elsewhere the test provider stays the default, and the flag defaults to false.
    expect(loadConfig({})).toMatchObject({ PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: false });
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_PROVIDER).toBe('test');
    expect(() => loadConfig({ ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /^Invalid environment variable ALLOW_TEST_PAYMENTS: /,
    );
  });

  it('refuses the test clock in production, and next to a live Stripe key anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOW_TEST_PAYMENTS: 'true', TEST_CLOCK: 'true' })).toThrow(
      'Invalid environment variable TEST_CLOCK: must be false in production',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe, TEST_CLOCK: 'true' })).toThrow(
      /^Invalid environment variable TEST_CLOCK: must be false/,
    );
    expect(() => loadConfig({ ...stripe, TEST_CLOCK: 'true' })).toThrow(
      'Invalid environment variable TEST_CLOCK: must be false with a live Stripe key',
    );
    expect(loadConfig({ TEST_CLOCK: 'true' }).TEST_CLOCK).toBe(true);
  });

  it('hashes passwords with 19 MiB unless told, never with less in production', () => {
    expect(loadConfig({}).PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
    expect(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB).toBe(1024);
    expect(() => loadConfig({ NODE_ENV: 'production', ...stripe, PASSWORD_HASH_MEMORY_KIB: '19455' })).toThrow(
      "Invalid environment variable PASSWORD_HASH_MEMORY_KIB: must be at least 19456 (OWASP's argon2id minimum) in production",
    );
    expect(
      loadConfig({ NODE_ENV: 'production', ...stripe, PASSWORD_HASH_MEMORY_KIB: '65536' }).PASSWORD_HASH_MEMORY_KIB,
    ).toBe(65_536);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(
      /^Invalid environment variable PASSWORD_HASH_MEMORY_KIB: /,
    );
  });

  it('warns at start when production runs on the embedded database or keeps authenticator secrets in clear', () => {
    const KEY = 'ab'.repeat(32);
    const embedded = loadConfig({ NODE_ENV: 'production', ...stripe, OPERATOR_TOTP_KEY: KEY });
    expect(startWarnings(embedded)).toEqual([
      'running on the embedded database in ./.data (DATABASE_URL is unset): one process, no server backups',
    ]);
    expect(
      startWarnings(loadConfig({ NODE_ENV: 'production', ...stripe, DATABASE_URL: 'postgres://db/larder' })),
    ).toEqual(["operators' authenticator secrets are stored in clear (OPERATOR_TOTP_KEY is unset)"]);
    expect(
      startWarnings(
        loadConfig({ NODE_ENV: 'production', ...stripe, DATABASE_URL: 'postgres://db/larder', OPERATOR_TOTP_KEY: KEY }),
      ),
    ).toEqual([]);
    expect(startWarnings(loadConfig({}))).toEqual([]);
  });

  it('reads OPERATOR_TOTP_KEY as 32 bytes in hex or base64, and refuses anything else in one line', () => {
    const bytes = Buffer.alloc(32, 7);
    expect(loadConfig({ OPERATOR_TOTP_KEY: bytes.toString('hex') }).OPERATOR_TOTP_KEY).toEqual(bytes);
    expect(loadConfig({ OPERATOR_TOTP_KEY: bytes.toString('base64') }).OPERATOR_TOTP_KEY).toEqual(bytes);
    expect(loadConfig({}).OPERATOR_TOTP_KEY).toBeUndefined();
    for (const bad of ['abc', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), `${'zz'.repeat(32)}`]) {
      expect(() => loadConfig({ OPERATOR_TOTP_KEY: bad }), bad).toThrow(
        /^Invalid environment variable OPERATOR_TOTP_KEY: must be 32 bytes, as 64 hex digits or base64/,
      );
    }
  });
});
