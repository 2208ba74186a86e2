// A customer's referrals on their console page (issue 41): each friend they brought, the referral's status and every
// change with its reason; an operations operator revokes a reward (its credits taken back if unspent), with a reason
// the audit log keeps, after a confirmation. What shows after a revoke is the server's answer.
import { AdminReferralList } from '@larder/contracts/schemas/referrals';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestJson } from '../../lib/request';
import { Button } from '../../ui/button';
import { dollars, problemText } from './api';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ReasonInput, useReason } from './customer-change-form';

const referralsKey = (customerId: number) => ['console', 'customer', String(customerId), 'referrals'] as const;

function RevokeForm({ customerId, referralId, friend }: { customerId: number; referralId: number; friend: string }) {
  const queryClient = useQueryClient();
  const reason = useReason();
  const message = useChangeMessage();
  const confirm = useConfirmAction();
  const mutation = useMutation({
    mutationFn: (body: { reason: string }) =>
      requestJson<AdminReferralList>(
        { method: 'POST', path: `/api/admin/referrals/${referralId}/revoke/`, body },
        { schema: AdminReferralList },
      ),
    onMutate: () => message.clear(),
    onSuccess: async (list) => {
      message.done('Reward revoked.');
      queryClient.setQueryData(referralsKey(customerId), list);
      await queryClient.invalidateQueries({ queryKey: ['console', 'customer', String(customerId)], exact: true });
    },
    onError: (error) => message.problem(error),
  });
  return (
    <form
      className="console__form"
      noValidate
      aria-label={`Revoke the reward for ${friend}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.given()) return;
        const body = { reason: reason.value };
        confirm.ask({
          title: `Revoke the reward for ${friend}?`,
          effect: `The referral is revoked and its credits are taken back if they are unspent. The audit log keeps your reason: “${body.reason}”.`,
          confirmLabel: 'Revoke the reward',
          onConfirm: () => mutation.mutate(body),
        });
      }}
    >
      <ReasonInput reason={reason} />
      <Button type="submit" prominence="secondary" isLoading={mutation.isPending}>
        Revoke reward
      </Button>
      {message.shown}
      {confirm.dialog}
    </form>
  );
}

export function CustomerReferrals({ customerId, operatorRole }: { customerId: number; operatorRole: OperatorRole }) {
  const list = useQuery({
    queryKey: referralsKey(customerId),
    queryFn: () =>
      requestJson<AdminReferralList>(
        { path: `/api/admin/customers/${customerId}/referrals/` },
        { schema: AdminReferralList },
      ),
  });
  return (
    <section aria-labelledby="customer-referrals">
      <h2 id="customer-referrals">Referrals</h2>
      {list.isPending && <p role="status">Loading referrals…</p>}
      {list.isError && (
        <p role="alert" className="console__problem">
          {problemText(list.error)}
        </p>
      )}
      {list.data && (
        <>
          <p>{list.data.referred_by === null ? 'Not referred.' : `Referred by customer ${list.data.referred_by}.`}</p>
          {list.data.results.length === 0 ? (
            <p>No referrals.</p>
          ) : (
            <ul className="console__list">
              {list.data.results.map((referral) => (
                <li key={referral.id}>
                  <h3>
                    {referral.friend_email} (customer {referral.friend_id}): {referral.status}
                    {referral.reward_cents !== null ? `, ${dollars(referral.reward_cents)}` : ''}
                  </h3>
                  <ol>
                    {referral.events.map((event) => (
                      <li key={`${event.at}-${event.reason}`}>
                        {event.at.slice(0, 16).replace('T', ' ')} — {event.words}
                        {event.operator_id !== null ? ` (operator ${event.operator_id})` : ''}
                      </li>
                    ))}
                  </ol>
                  {referral.status === 'rewarded' && roleAtLeast(operatorRole, 'operations') && (
                    <RevokeForm customerId={customerId} referralId={referral.id} friend={referral.friend_email} />
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
