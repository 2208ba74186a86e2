// POST /api/google_login/, GET /api/apple_login/state/, POST /api/apple_login/, POST /api/facebook_login/
// (issue 5; docs/decisions/041-sso-verification.md). Each login verifies what the client handed over with the
// provider, then signs the customer in with a new session and answers {customer, created}. A provider whose
// settings are absent has no routes (404).

import { SignInMethods } from '@larder/contracts/schemas/account-security';
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import {
  APPLE_LOGIN_STATE_TTL_SECONDS,
  AppleLoginRequest,
  AppleLoginState,
  FacebookLoginRequest,
  GoogleLoginRequest,
  SSO_PROVIDERS,
  SsoLoginResponse,
} from '@larder/contracts/schemas/sso';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSecureRequest } from '../../lib/secure-request';
import { requireCustomer, startSession } from '../accounts/session-plugin';
import { RateLimiter } from '../rate-limits/service';
import { AppleSignIn } from './apple';
import { AppleStates } from './apple-states';
import { FacebookSignIn } from './facebook';
import { verifyGoogleIdToken } from './google';
import { ProviderUnavailableError, SsoVerificationError } from './provider-errors';
import { RemoteKeySet } from './remote-key-set';
import { SsoAccounts } from './service';
import { SignInMethodsService } from './sign-in-methods';
import type { VerifiedIdentity } from './verified-identity';

export const APPLE_BINDING_COOKIE = 'apple_login_binding';
export const SECURE_APPLE_BINDING_COOKIE = '__Host-apple_login_binding';

const FORMS = ['application/x-www-form-urlencoded', 'application/json'];
const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  429: ErrorBody,
  503: ErrorBody,
};

function bindingCookieName(request: FastifyRequest): string {
  return isSecureRequest(request) ? SECURE_APPLE_BINDING_COOKIE : APPLE_BINDING_COOKIE;
}

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock } = app;
  const timeoutMs = config.SSO_PROVIDER_TIMEOUT_MS;
  const accounts = new SsoAccounts(app.database.db, clock, (id, tx) => app.sessions.endAllOf(id, tx));
  const methods = new SignInMethodsService(app.database.db);
  const limiter = new RateLimiter(app.database.db, clock, config.AUTH_RATE_LIMIT_WINDOW_SECONDS);
  const perIp = (bucket: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    await limiter.enforce(reply, [{ key: `${bucket}:ip:${request.ip}`, limit: config.SSO_RATE_LIMIT_PER_IP }]);
  };

  /**
   * Verifies, then signs in, or with intent=link adds the identity to the signed-in account; failures are logged
   * with their reason (never with the token).
   */
  const signIn = async (
    request: FastifyRequest,
    reply: FastifyReply,
    verify: () => Promise<VerifiedIdentity>,
  ): Promise<SsoLoginResponse> => {
    // Linking is for a signed-in customer only: checked before the provider is asked anything.
    const { intent } = request.body as { intent: 'login' | 'link' };
    const linkingCustomer = intent === 'link' ? await requireCustomer(request) : undefined;
    let identity: VerifiedIdentity;
    try {
      identity = await verify();
    } catch (error) {
      if (error instanceof SsoVerificationError) request.log.info({ reason: error.reason }, 'sso login refused');
      if (error instanceof ProviderUnavailableError) {
        request.log.warn({ reason: error.reason, err: error.cause }, 'sso provider unavailable');
      }
      throw error;
    }
    reply.header('cache-control', 'no-store');
    if (linkingCustomer) {
      await accounts.linkTo(linkingCustomer.id, identity);
      return { customer: linkingCustomer, created: false };
    }
    return accounts.signIn(identity, (id, tx) => startSession(request, reply, id, tx));
  };

  app.get(
    '/api/v2/customers/self/sign-in-methods/',
    {
      schema: {
        tags: ['sso'],
        summary: 'The ways into the account: password, linked Google, Apple and Facebook identities',
        response: { 200: SignInMethods, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return methods.list(customer.id);
    },
  );

  app.delete(
    '/api/v2/customers/self/sign-in-methods/:provider/',
    {
      schema: {
        tags: ['sso'],
        summary: 'Unlink a provider (never the last way in: 409)',
        params: z.object({ provider: z.enum(SSO_PROVIDERS) }),
        response: { 200: SignInMethods, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 409: ErrorBody },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(request);
      reply.header('cache-control', 'no-store');
      return methods.unlink(customer.id, request.params.provider);
    },
  );

  const loginRoute = (summary: string) => ({
    bodyLimit: config.AUTH_BODY_LIMIT_BYTES,
    preValidation: perIp('sso'),
    schema: { tags: ['sso'], summary, consumes: FORMS, response: { 200: SsoLoginResponse, ...errors } },
  });

  if (config.GOOGLE_CLIENT_IDS.length > 0) {
    const keys = new RemoteKeySet('google', config.GOOGLE_JWKS_URL, clock, timeoutMs);
    const clientIds = config.GOOGLE_CLIENT_IDS;
    const route = loginRoute('Sign in with a Google ID token');
    app.post(
      '/api/google_login/',
      { ...route, schema: { ...route.schema, body: GoogleLoginRequest } },
      async (request, reply) =>
        signIn(request, reply, () => verifyGoogleIdToken(request.body.idToken, { clientIds, keys, clock })),
    );
  }

  const { APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = config;
  if (APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY) {
    const states = new AppleStates(app.database.db, clock);
    const apple = new AppleSignIn({
      servicesId: config.APPLE_SERVICES_ID,
      bundleId: config.APPLE_BUNDLE_ID,
      teamId: APPLE_TEAM_ID,
      keyId: APPLE_KEY_ID,
      privateKeyPem: APPLE_PRIVATE_KEY,
      tokenUrl: config.APPLE_TOKEN_URL,
      redirectUri: config.APPLE_REDIRECT_URI,
      keys: new RemoteKeySet('apple', config.APPLE_JWKS_URL, clock, timeoutMs),
      clock,
      timeoutMs,
    });

    app.get(
      '/api/apple_login/state/',
      {
        preValidation: perIp('apple-state'),
        schema: {
          tags: ['sso'],
          summary: 'A single-use state and nonce for Sign in with Apple, bound to this browser',
          response: { 200: AppleLoginState, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
        },
      },
      async (request, reply) => {
        const { issued, binding } = await states.issue(request.cookies[bindingCookieName(request)]);
        reply.setCookie(bindingCookieName(request), binding, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: isSecureRequest(request),
          maxAge: APPLE_LOGIN_STATE_TTL_SECONDS,
        });
        reply.header('cache-control', 'no-store');
        return issued;
      },
    );

    // The form has a field named `code`, like the error body's own `code`: with the shared handler the field's
    // messages would replace the error code (a body that no longer matches ErrorBody, so a 500). Here the error's
    // own detail and code win over field messages of the same name.
    const parentErrorHandler = app.errorHandler;
    const errorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (!hasZodFastifySchemaValidationErrors(error)) return parentErrorHandler(error, request, reply);
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        fields[field] = [...(fields[field] ?? []), issue.message ?? 'Invalid value.'];
      }
      return reply.status(400).send({ ...fields, detail: 'Invalid request.', code: 'invalid_request' });
    };

    const route = loginRoute('Sign in with Apple: ID token, authorisation code and the issued state');
    app.post(
      '/api/apple_login/',
      { ...route, errorHandler, schema: { ...route.schema, body: AppleLoginRequest } },
      async (request, reply) =>
        signIn(request, reply, async () => {
          const { code, id_token, state, is_web, user } = request.body;
          const nonce = await states.consume(state, request.cookies[bindingCookieName(request)]);
          if (nonce === undefined)
            throw new SsoVerificationError('apple: state not issued to this browser, used or old');
          return apple.verify({ code, idToken: id_token, isWeb: is_web, nonce, user });
        }),
    );
  }

  const { FACEBOOK_APP_ID, FACEBOOK_APP_SECRET } = config;
  if (FACEBOOK_APP_ID && FACEBOOK_APP_SECRET) {
    const facebook = new FacebookSignIn({
      appId: FACEBOOK_APP_ID,
      appSecret: FACEBOOK_APP_SECRET,
      graphUrl: config.FACEBOOK_GRAPH_URL,
      clock,
      timeoutMs,
    });
    const route = loginRoute('Sign in with a Facebook user access token');
    app.post(
      '/api/facebook_login/',
      { ...route, schema: { ...route.schema, body: FacebookLoginRequest } },
      async (request, reply) => signIn(request, reply, () => facebook.verify(request.body.user_id, request.body.token)),
    );
  }
};
