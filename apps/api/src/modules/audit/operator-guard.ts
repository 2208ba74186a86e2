/**
 * Who the operator is, and the role check of every route under `/api/admin/` (docs/decisions/200-operators.md).
 *
 * A route declares the lowest role it allows in its config: `config: { operatorRole: 'operations' }` (support <
 * operations < admin); a route under /api/admin/ that declares none is admin-only, `'anyone'` opens it without an
 * operator (signing in). The check runs on every request to such a route before its body is read or validated:
 * no operator session (a customer's cookie is not one) -> 401; a role too low -> 403 with a message saying why.
 * With OPERATOR_REQUIRE_TOTP, an admin without an authenticator reaches only routes with `duringEnrolment: true`.
 *
 * The cookie is `larder_operator` (`__Host-larder_operator` with Secure over HTTPS), HttpOnly, SameSite=Strict.
 */
import {
  AdminErrorCode,
  AdminMessage,
  type OperatorRole,
  roleAtLeast,
  roleTooLowMessage,
} from '@larder/contracts/values/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { isSecureRequest } from '../../lib/secure-request';
import type { OperatorRow } from './operator-session-repository';
import { type OperatorSessionRow, OperatorSessions } from './operator-sessions';

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessions;
  }
  interface FastifyContextConfig {
    /** The lowest role allowed on an /api/admin/ route (admin when absent); 'anyone' needs no operator. */
    operatorRole?: OperatorRole | 'anyone';
    /** Open to an admin who must still enrol an authenticator (OPERATOR_REQUIRE_TOTP). */
    duringEnrolment?: boolean;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
export const OPERATOR_COOKIE = 'larder_operator';
export const SECURE_OPERATOR_COOKIE = '__Host-larder_operator';
const PURGE_INTERVAL_MS = 15 * 60_000;

export const operatorCookieName = (request: FastifyRequest) =>
  isSecureRequest(request) ? SECURE_OPERATOR_COOKIE : OPERATOR_COOKIE;

const operatorToken = (request: FastifyRequest) => request.cookies[operatorCookieName(request)];

type Resolved = { session: OperatorSessionRow; operator: OperatorRow; token: string } | undefined;
const resolved = new WeakMap<FastifyRequest, Promise<Resolved>>();

/** The request's live operator session, its operator and its cookie's token, or undefined. */
export function currentSession(request: FastifyRequest): Promise<Resolved> {
  let found = resolved.get(request);
  if (!found) {
    const token = operatorToken(request);
    found = request.server.operatorSessions
      .resolveSession(token)
      .then((live) => (live && token ? { ...live, token } : undefined));
    resolved.set(request, found);
  }
  return found;
}

export async function currentOperator(request: FastifyRequest): Promise<OperatorRow | undefined> {
  return (await currentSession(request))?.operator;
}

/** The signed-in operator's session (the guard has already checked the route's role). */
export async function requireSession(request: FastifyRequest): Promise<NonNullable<Resolved>> {
  const found = await currentSession(request);
  if (!found) throw new HttpError(401, AdminErrorCode.NotAuthenticated, AdminMessage.NotAuthenticated);
  return found;
}

/** The signed-in operator (the guard has already checked the route's role). */
export async function requireOperator(request: FastifyRequest): Promise<OperatorRow> {
  const operator = await currentOperator(request);
  if (!operator) throw new HttpError(401, AdminErrorCode.NotAuthenticated, AdminMessage.NotAuthenticated);
  return operator;
}

/** Whether the operator may do nothing but enrol an authenticator. */
export function mustEnrolTotp(request: FastifyRequest, operator: OperatorRow): boolean {
  return request.server.config.OPERATOR_REQUIRE_TOTP && operator.role === 'admin' && !operator.totpEnabledAt;
}

export async function startOperatorSession(
  request: FastifyRequest,
  reply: FastifyReply,
  operatorId: number,
  tx: DbOrTx,
  secondFactor = false,
): Promise<void> {
  const sessions = request.server.operatorSessions;
  await sessions.end(operatorToken(request), tx);
  const token = await sessions.create(operatorId, tx, secondFactor);
  reply.setCookie(operatorCookieName(request), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request),
    maxAge: sessions.maxAgeSeconds,
  });
  resolved.delete(request);
}

export async function endOperatorSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await request.server.operatorSessions.end(operatorToken(request));
  reply.clearCookie(operatorCookieName(request), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecureRequest(request),
  });
  resolved.set(request, Promise.resolve(undefined));
}

async function operatorGuard(app: FastifyInstance): Promise<void> {
  const sessions = new OperatorSessions(app.database.db, app.clock, app.config.OPERATOR_SESSION_IDLE_TIMEOUT_SECONDS);
  app.decorate('operatorSessions', sessions);

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (url === undefined || !url.startsWith(ADMIN_PREFIX)) return;
    const needed = request.routeOptions.config.operatorRole ?? 'admin';
    if (needed === 'anyone') return;
    const operator = await requireOperator(request);
    const role = operator.role as OperatorRole;
    if (!roleAtLeast(role, needed)) {
      throw new HttpError(403, AdminErrorCode.RoleTooLow, roleTooLowMessage(role, needed), { needed_role: needed });
    }
    if (mustEnrolTotp(request, operator) && !request.routeOptions.config.duringEnrolment) {
      throw new HttpError(403, AdminErrorCode.TotpEnrolmentRequired, AdminMessage.TotpEnrolmentRequired);
    }
  });

  const timer = setInterval(() => {
    sessions
      .purgeExpired()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not purge operator sessions'));
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(operatorGuard, { name: 'larder-operator-guard', dependencies: ['larder-sessions'] });
