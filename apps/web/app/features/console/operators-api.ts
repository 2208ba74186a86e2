// The console's calls for operators (docs/decisions/208-operators-in-the-console.md): the team, invitations, a
// role or disable changed, and the invited operator's set-up.
import type {
  OperatorChangeRequest,
  OperatorInvite,
  OperatorInviteRequest,
  OperatorTeam,
  TeamOperator,
} from '@larder/contracts/schemas/admin-team';
import { requestJson } from '../../lib/request';

export const teamKey = ['console', 'operators'] as const;

export function fetchTeam() {
  return requestJson<OperatorTeam>({ path: '/api/admin/operators/' });
}

export function inviteOperator(body: OperatorInviteRequest) {
  return requestJson<OperatorInvite>(
    { method: 'POST', path: '/api/admin/operators/invites/', body },
    { expect: [201] },
  );
}

export function withdrawInvite(id: number) {
  return requestJson<null>({ method: 'DELETE', path: `/api/admin/operators/invites/${id}/` }, { expect: [204] });
}

export function changeOperator(id: number, body: OperatorChangeRequest) {
  return requestJson<TeamOperator>({ method: 'PATCH', path: `/api/admin/operators/${id}/`, body });
}

export function setUpOperator(body: { token: string; password: string }) {
  return requestJson<TeamOperator>({ method: 'POST', path: '/api/admin/operators/setup/', body }, { expect: [201] });
}
