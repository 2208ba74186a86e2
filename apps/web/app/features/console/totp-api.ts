// The console's calls to set up an authenticator app (docs/decisions/200-operators.md): start, then confirm a code.
import type { Operator, TotpEnrolment } from '@larder/contracts/schemas/admin';
import { requestJson } from '../../lib/request';

export function startTotp() {
  return requestJson<TotpEnrolment>({ method: 'POST', path: '/api/admin/session/totp/' }, { expect: [201] });
}

export function confirmTotp(code: string) {
  return requestJson<Operator>({ method: 'POST', path: '/api/admin/session/totp/confirm/', body: { code } });
}
