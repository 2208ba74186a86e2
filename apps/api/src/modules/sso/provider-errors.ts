// The two ways a sign-in through a provider fails: what was handed to us cannot be verified (401), or the provider
// could not be asked (503). Both carry the contracts' codes; details for the logs stay in `reason`.
import { SsoErrorCode, SsoMessage } from '@larder/contracts/schemas/sso';
import { errors } from 'jose';
import { HttpError } from '../../lib/errors';

export class SsoVerificationError extends HttpError {
  constructor(readonly reason: string) {
    super(401, SsoErrorCode.InvalidCredentials, SsoMessage.InvalidCredentials);
  }
}

export class ProviderUnavailableError extends HttpError {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(503, SsoErrorCode.ProviderUnavailable, SsoMessage.ProviderUnavailable);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

/** A jose failure (bad signature, claim, algorithm, shape, unknown key) is a verification failure. */
export function asVerificationError(error: unknown, what: string): never {
  if (error instanceof HttpError) throw error;
  if (error instanceof errors.JOSEError) throw new SsoVerificationError(`${what}: ${error.code}: ${error.message}`);
  throw error;
}
