// GET /api/v2/referrals/self/ and POST /api/v2/referrals/self/invites/ (issue 41): the customer's referral link and
// counts, and invitations by email. The query holds the ReferralSelf value the server answered.
import { InviteAnswer, type InviteRequest, ReferralSelf } from '@larder/contracts/schemas/referrals';
import { queryOptions } from '@tanstack/react-query';
import { requestJson } from '../../../lib/request';

export const REFERRALS_QUERY_KEY = ['referrals', 'self'] as const;
const PATH = '/api/v2/referrals/self/';

export const referralsQueryOptions = () =>
  queryOptions({
    queryKey: REFERRALS_QUERY_KEY,
    queryFn: () => requestJson<ReferralSelf>({ path: PATH }, { schema: ReferralSelf }),
  });

export function sendInvites(body: InviteRequest): Promise<InviteAnswer> {
  return requestJson<InviteAnswer>({ method: 'POST', path: `${PATH}invites/`, body }, { schema: InviteAnswer });
}
