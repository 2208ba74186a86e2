/**
 * Who is signed in, for every module of the API.
 *
 *   import { currentCustomer, requireCustomer, startSession, endSession } from '../accounts/session-plugin';
 *
 *   const customer = await requireCustomer(request); // the signed-in Customer, or throws 403 {detail, code}
 *   const maybe = await currentCustomer(request);    // the Customer or undefined (memoised per request)
 *   await startSession(request, reply, customerId);  // signs a customer in (SSO, sign-up, login): a new random id,
 *                                                    // the session the request came with (if any) ends; pass a
 *                                                    // transaction as 4th argument to commit it with your writes
 *                                                    // (and the sessionStartHooks' writes: the visitor link)
 *   await endSession(request, reply);                // logout: final
 *
 * The cookie is `sessionid` (HttpOnly, SameSite=Lax, Path=/), and `__Host-sessionid` with Secure when the request
 * came over HTTPS (request.protocol, which honours X-Forwarded-Proto only under TRUST_PROXY).
 */
import cookie from '@fastify/cookie';
import { AccountMessage, type Customer } from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { isSecureRequest } from '../../lib/secure-request';
import { toCustomer } from './customer-service';
import { SessionService } from './session-service';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    /** Run by `startSession` in its transaction: modules above accounts add theirs (the experiments' visitor link). */
    sessionStartHooks: SessionStartHook[];
  }
}

/** Called with the session's transaction (or the database) each time a customer signs up or logs in. */
export type SessionStartHook = (request: FastifyRequest, customerId: number, tx: DbOrTx) => Promise<void>;

export const SESSION_COOKIE = 'sessionid';
export const SECURE_SESSION_COOKIE = '__Host-sessionid';
/** Expired sessions are swept this often (they are refused on sight anyway). */
const PURGE_INTERVAL_MS = 15 * 60_000;

export function sessionCookieName(request: FastifyRequest): string {
  return isSecureRequest(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request)];
}

const resolved = new WeakMap<FastifyRequest, Promise<Customer | undefined>>();

export function currentCustomer(request: FastifyRequest): Promise<Customer | undefined> {
  let customer = resolved.get(request);
  if (!customer) {
    customer = request.server.sessions
      .resolve(sessionToken(request))
      .then((row) => (row ? toCustomer(row) : undefined));
    resolved.set(request, customer);
  }
  return customer;
}

export async function requireCustomer(request: FastifyRequest): Promise<Customer> {
  const customer = await currentCustomer(request);
  if (!customer) throw new HttpError(403, AccountErrorCode.NotAuthenticated, AccountMessage.NotAuthenticated);
  return customer;
}

export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: number,
  tx?: DbOrTx,
): Promise<void> {
  const { sessions } = request.server;
  await sessions.end(sessionToken(request), tx);
  const token = await sessions.create(customerId, tx);
  for (const hook of request.server.sessionStartHooks)
    await hook(request, customerId, tx ?? request.server.database.db);
  reply.setCookie(sessionCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
    maxAge: sessions.maxAgeSeconds,
  });
  resolved.delete(request);
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.sessions.end(sessionToken(request));
  clearSessionCookie(request, reply);
  resolved.set(request, Promise.resolve(undefined));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  });
}

async function sessionsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  const service = new SessionService(
    app.database.db,
    {
      idleSeconds: app.config.SESSION_IDLE_TIMEOUT_SECONDS,
      absoluteSeconds: app.config.SESSION_ABSOLUTE_TIMEOUT_SECONDS,
      cacheMs: app.config.SESSION_CACHE_MS,
    },
    app.clock,
  );
  app.decorate('sessions', service);
  app.decorate('sessionStartHooks', [] as SessionStartHook[]);

  const timer = setInterval(() => {
    service.purgeExpired().catch((error: unknown) => app.log.warn({ err: error }, 'could not purge expired sessions'));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(sessionsPlugin, { name: 'larder-sessions' });
