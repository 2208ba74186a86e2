// What every provider's login route does once its verification is chosen (docs/decisions/041-sso-verification.md):
// verify what the client handed over, then sign in with a new session, or with intent=link add the identity to the
// signed-in account. Failures are logged with their reason (never with the token).
import type { SsoLoginResponse } from '@larder/contracts/schemas/sso';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/database';
import type { CustomerRow } from '../accounts/customer-repository';
import { requireCustomer, startSession } from '../accounts/session-plugin';
import { ProviderUnavailableError, SsoVerificationError } from './provider-errors';
import type { SsoAccounts } from './service';
import type { VerifiedIdentity } from './verified-identity';

export type SsoSignIn = (
  request: FastifyRequest,
  reply: FastifyReply,
  verify: () => Promise<VerifiedIdentity>,
) => Promise<SsoLoginResponse>;

/** Written with a new account, given the request (the referral cookie). */
export type SsoSignUpHook = (request: FastifyRequest, tx: DbOrTx, row: CustomerRow) => Promise<void>;

export function ssoSignIn(accounts: SsoAccounts, joined?: SsoSignUpHook): SsoSignIn {
  return async (request, reply, verify) => {
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
    return accounts.signIn(
      identity,
      (id, tx) => startSession(request, reply, id, tx),
      joined && ((tx, row) => joined(request, tx, row)),
    );
  };
}
