// POST /api/signup/, POST /api/login/, POST /api/logout/, GET /api/v2/customers/self/ (README "Accounts, sessions,
// cross-site protection, rate limits, captcha"; docs/decisions/011-session-details.md).
import {
  AccountMessage,
  Customer,
  ErrorBody,
  LOGOUT_STATUS,
  LoginRequest,
  SignupRequest,
} from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { CAPTCHA_LOGIN_ACTION, CAPTCHA_SIGNUP_ACTION } from '@larder/contracts/values/limits';
import fastJson from 'fast-json-stringify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { CaptchaService } from '../captcha/service';
import { emailBucket, RateLimiter } from '../rate-limits/service';
import { CustomerService } from './customer-service';
import { NewPasswordField } from './password-policy';
import { endSession, requireCustomer, startSession } from './session-plugin';

const stringifyCustomer = fastJson(z.toJSONSchema(Customer) as Parameters<typeof fastJson>[0]);

/** The contract's sign-up body plus the server-only policy (length, common passwords) on `password`. */
export const SignupBody = SignupRequest.extend({ password: NewPasswordField });

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 429: ErrorBody, 503: ErrorBody };

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { verification } = app.accounts;
  const customers = new CustomerService(app.database.db, app.clock, (tx, row) => verification.send(tx, row));
  const captcha = new CaptchaService(app.database.db, config);
  const limiter = new RateLimiter(app.database.db, app.clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);

  /**
   * Counts the attempt per client address (before validation: bad attempts count too); a sign-up also per address
   * typed. A login's per-email limits count failures only (logInLimited).
   */
  const rateLimited =
    (scope: 'signup' | 'login', perIp: number) => async (request: FastifyRequest, reply: FastifyReply) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      const rules = [{ key: `${scope}:ip:${request.ip}`, limit: perIp }];
      if (scope === 'signup' && typeof email === 'string' && email.trim() !== '') {
        rules.push({ key: emailBucket(scope, email), limit: config.AUTH_RATE_LIMIT_PER_EMAIL });
      }
      await limiter.enforce(reply, rules);
    };

  /**
   * A login against an account's lock-out (issue 18, finding 2): failed attempts are counted per client address and
   * email together — past AUTH_RATE_LIMIT_PER_EMAIL that pair gets 429 — and per email from anywhere, which does not
   * refuse: past the limit every attempt must bring a captcha token (400 captcha_required without one), so rotating
   * addresses cannot lock the owner out. Successes count nothing. A server without reCAPTCHA settings cannot ask:
   * there (issue 29) an account past LOGIN_BACKOFF_AFTER_FAILURES failures from anywhere waits before each next try,
   * 1 s doubling up to LOGIN_BACKOFF_MAX_SECONDS (429 with Retry-After), so guesses from rotating addresses slow to
   * one a wait while the owner is never kept out longer than one wait.
   */
  const logInLimited = async (
    request: FastifyRequest,
    reply: FastifyReply,
    body: { email: string; password: string; captcha_token: string },
  ) => {
    const pair = emailBucket(`login:ip:${request.ip}`, body.email);
    const anywhere = emailBucket('login', body.email);
    const wait = emailBucket('login:wait', body.email);
    const limit = config.AUTH_RATE_LIMIT_PER_EMAIL;
    const counts = await limiter.failures([pair, anywhere, wait]);
    limiter.refuseAtLimit(reply, counts, { key: pair, limit });
    if (!captcha.canChallenge) limiter.refuseAtLimit(reply, counts, { key: wait, limit: 1 });
    const context = captchaContext(request, body.captcha_token);
    if (captcha.canChallenge && (counts.get(anywhere)?.hits ?? 0) >= limit) {
      if (body.captcha_token === '') {
        throw new HttpError(400, AccountErrorCode.CaptchaRequired, AccountMessage.CaptchaRequired);
      }
      await captcha.verify(CAPTCHA_LOGIN_ACTION, context);
    } else {
      await captcha.check(CAPTCHA_LOGIN_ACTION, context);
    }
    try {
      return await customers.logIn(body.email, body.password, (id, tx) => startSession(request, reply, id, tx));
    } catch (error) {
      if (error instanceof HttpError && error.code === AccountErrorCode.InvalidCredentials) {
        await limiter.fail([pair, anywhere]);
        const failures = (counts.get(anywhere)?.hits ?? 0) + 1;
        const past = failures - config.LOGIN_BACKOFF_AFTER_FAILURES;
        if (!captcha.canChallenge && past >= 0) {
          await limiter.failFor([wait], Math.min(2 ** Math.min(past, 30), config.LOGIN_BACKOFF_MAX_SECONDS));
        }
      }
      throw error;
    }
  };

  const captchaContext = (request: FastifyRequest, token: string) => ({
    token,
    remoteIp: request.ip,
    log: request.log,
  });

  app.post(
    '/api/signup/',
    {
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: rateLimited('signup', config.SIGNUP_RATE_LIMIT_PER_IP),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and sign in',
        consumes: FORMS,
        body: SignupBody,
        response: { 201: Customer, ...errors, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const { captcha_token, ...input } = request.body;
      await captcha.check(CAPTCHA_SIGNUP_ACTION, captchaContext(request, captcha_token));
      const customer = await customers.signUp(input, (id, tx) => startSession(request, reply, id, tx));
      noStore(reply);
      return reply.code(201).send(customer);
    },
  );

  app.post(
    '/api/login/',
    {
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: rateLimited('login', config.LOGIN_RATE_LIMIT_PER_IP),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        consumes: FORMS,
        body: LoginRequest,
        response: { 200: Customer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await logInLimited(request, reply, request.body);
      noStore(reply);
      return customer;
    },
  );

  app.post(
    '/api/logout/',
    {
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      schema: {
        tags: ['accounts'],
        summary: 'End the session (final)',
        response: { [LOGOUT_STATUS]: z.null().describe('No content'), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      await endSession(request, reply);
      noStore(reply);
      return reply.code(LOGOUT_STATUS).send(null);
    },
  );

  app.get(
    '/api/v2/customers/self/',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer (403 when anonymous)',
        response: { 200: Customer, 401: ErrorBody, 403: ErrorBody },
      },
      // The busiest read of the storefront: its 200 body is written by a serializer compiled from the contract
      // (fast-json-stringify) instead of being re-validated by zod on every answer.
      serializerCompiler: ({ httpStatus }) =>
        httpStatus === '200' ? stringifyCustomer : (data: unknown) => JSON.stringify(data),
    },
    async (request, reply) => {
      noStore(reply);
      return requireCustomer(request);
    },
  );
};
