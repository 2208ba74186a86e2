// POST /api/signup/, POST /api/login/, POST /api/logout/, GET /api/v2/customers/self/ (README "Accounts, sessions,
// cross-site protection, rate limits, captcha"; docs/decisions/011-session-details.md).

import { Customer, ErrorBody, LOGOUT_STATUS, LoginRequest, SignupRequest } from '@larder/contracts/schemas/accounts';
import { CAPTCHA_SIGNUP_ACTION } from '@larder/contracts/values/limits';
import { REFERRAL_COOKIE } from '@larder/contracts/values/referrals';
import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/route-kit';
import { CaptchaService } from '../captcha/service';
import { AuthAttempts, captchaContext } from './auth-attempts';
import { CustomerService } from './customer-service';
import { NewPasswordField } from './password-policy';
import { endSession, requireCustomer, startSession } from './session-plugin';

const stringifyCustomer = fastJson(z.toJSONSchema(Customer) as Parameters<typeof fastJson>[0]);

/** The contract's sign-up body plus the server-only policy (length, common passwords) on `password`. */
export const SignupBody = SignupRequest.extend({ password: NewPasswordField });

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = errorAnswers(400, 401, 403, 413, 429, 503);

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const { verification } = app.accounts;
  const customers = new CustomerService(app.database.db, app.clock, app.passwords, (tx, row) =>
    verification.send(tx, row),
  );
  const captcha = new CaptchaService(app.database.db, config);
  const attempts = new AuthAttempts(app.database.db, app.clock, config, captcha, customers);

  app.post(
    '/api/signup/',
    {
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: attempts.perAddress('signup', config.SIGNUP_RATE_LIMIT_PER_IP),
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
      const customer = await customers.signUp(
        input,
        (id, tx) => startSession(request, reply, id, tx),
        (tx, row) => app.referrals.joinAtSignUp(tx, row, request.cookies[REFERRAL_COOKIE]),
      );
      noStore(reply);
      return reply.code(201).send(customer);
    },
  );

  app.post(
    '/api/login/',
    {
      bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
      preValidation: attempts.perAddress('login', config.LOGIN_RATE_LIMIT_PER_IP),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email and password',
        consumes: FORMS,
        body: LoginRequest,
        response: { 200: Customer, ...errors },
      },
    },
    async (request, reply) => {
      const customer = await attempts.logIn(request, reply, request.body);
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
