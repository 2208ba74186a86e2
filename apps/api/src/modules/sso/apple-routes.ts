// Sign in with Apple (docs/decisions/041-sso-verification.md): GET /api/apple_login/state/ issues a single-use state
// and nonce bound to this browser by a cookie; POST /api/apple_login/ verifies the ID token and authorisation code
// with that state. Registered only when the Apple settings are present.
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { APPLE_LOGIN_STATE_TTL_SECONDS, AppleLoginRequest, AppleLoginState } from '@larder/contracts/schemas/sso';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isSecureRequest } from '../../lib/secure-request';
import type { AppleSignIn } from './apple';
import { AppleStates } from './apple-states';
import type { LoginRoutes } from './login-route';
import { SsoVerificationError } from './provider-errors';
import type { SsoSignIn } from './sign-in-flow';

export const APPLE_BINDING_COOKIE = 'apple_login_binding';
export const SECURE_APPLE_BINDING_COOKIE = '__Host-apple_login_binding';

function bindingCookieName(request: FastifyRequest): string {
  return isSecureRequest(request) ? SECURE_APPLE_BINDING_COOKIE : APPLE_BINDING_COOKIE;
}

export const appleRoutes =
  (apple: AppleSignIn, login: LoginRoutes, signIn: SsoSignIn): FastifyPluginAsyncZod =>
  async (app) => {
    const states = new AppleStates(app.database.db, app.clock);

    app.get(
      '/api/apple_login/state/',
      {
        preValidation: login.perIp('apple-state'),
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

    const route = login.options('Sign in with Apple: ID token, authorisation code and the issued state');
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
  };
