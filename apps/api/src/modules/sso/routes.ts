// POST /api/google_login/, GET /api/apple_login/state/, POST /api/apple_login/ (apple-routes.ts), POST
// /api/facebook_login/ (issue 5; docs/decisions/041-sso-verification.md), and the account's sign-in methods. Each
// login verifies what the client handed over with the provider, then signs the customer in with a new session and
// answers {customer, created} (sign-in-flow.ts). A provider whose settings are absent has no routes (404).

import { SignInMethods } from '@larder/contracts/schemas/account-security';
import { ErrorBody } from '@larder/contracts/schemas/accounts';
import { FacebookLoginRequest, GoogleLoginRequest, SSO_PROVIDERS } from '@larder/contracts/schemas/sso';
import { REFERRAL_COOKIE } from '@larder/contracts/values/referrals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCustomer } from '../accounts/session-plugin';
import { AppleSignIn } from './apple';
import { appleRoutes } from './apple-routes';
import { FacebookSignIn } from './facebook';
import { verifyGoogleIdToken } from './google';
import { LoginRoutes } from './login-route';
import { RemoteKeySet } from './remote-key-set';
import { SsoAccounts } from './service';
import { ssoSignIn } from './sign-in-flow';
import { SignInMethodsService } from './sign-in-methods';

export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, clock } = app;
  const timeoutMs = config.SSO_PROVIDER_TIMEOUT_MS;
  const methods = new SignInMethodsService(app.database.db);
  const login = new LoginRoutes(app);
  const signIn = ssoSignIn(
    new SsoAccounts(app.database.db, clock, (id, tx) => app.sessions.endAllOf(id, tx)),
    (request, tx, row) => app.referrals.joinAtSignUp(tx, row, request.cookies[REFERRAL_COOKIE]),
  );

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

  if (config.GOOGLE_CLIENT_IDS.length > 0) {
    const keys = new RemoteKeySet('google', config.GOOGLE_JWKS_URL, clock, timeoutMs);
    const clientIds = config.GOOGLE_CLIENT_IDS;
    const route = login.options('Sign in with a Google ID token');
    app.post(
      '/api/google_login/',
      { ...route, schema: { ...route.schema, body: GoogleLoginRequest } },
      async (request, reply) =>
        signIn(request, reply, () => verifyGoogleIdToken(request.body.idToken, { clientIds, keys, clock })),
    );
  }

  const { APPLE_TEAM_ID, APPLE_KEY_ID, APPLE_PRIVATE_KEY } = config;
  if (APPLE_TEAM_ID && APPLE_KEY_ID && APPLE_PRIVATE_KEY) {
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
    await app.register(appleRoutes(apple, login, signIn));
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
    const route = login.options('Sign in with a Facebook user access token');
    app.post(
      '/api/facebook_login/',
      { ...route, schema: { ...route.schema, body: FacebookLoginRequest } },
      async (request, reply) => signIn(request, reply, () => facebook.verify(request.body.user_id, request.body.token)),
    );
  }
};
