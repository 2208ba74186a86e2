// The emailed links that need no session: verifying the address, and confirming a new one. 200 answers the
// customer; a refused token throws an ApiError (400 with a TokenErrorCode; 409 email_taken for a confirmation).
import type { Customer } from '@larder/contracts/schemas/accounts';
import { requestJson } from '../../../lib/request';

export type EmailLinkKind = 'verify' | 'confirm';

export function openEmailLink(kind: EmailLinkKind, token: string): Promise<Customer> {
  return requestJson<Customer>({ method: 'POST', path: `/api/email/${kind}/`, body: { token } });
}
