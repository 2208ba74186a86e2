// A customer's rewards points in the console (issue 41; GET /api/admin/customers/:id/rewards/): the balance, the
// automatic redemption choice and every change with its reason, newest first.
import type { CustomerRewards as CustomerRewardsView } from '@larder/contracts/schemas/rewards';
import { POINT_REASON_TEXT } from '@larder/contracts/values/rewards';
import { useQuery } from '@tanstack/react-query';
import { requestJson } from '../../lib/request';
import { problemText } from './api';

export const customerRewardsKey = (id: number) => ['console', 'customer', String(id), 'rewards'] as const;

export function CustomerRewards({ customerId }: { customerId: number }) {
  const rewards = useQuery({
    queryKey: customerRewardsKey(customerId),
    queryFn: () => requestJson<CustomerRewardsView>({ path: `/api/admin/customers/${customerId}/rewards/` }),
    retry: false,
  });
  return (
    <section aria-labelledby="customer-rewards">
      <h2 id="customer-rewards">Rewards points</h2>
      {rewards.isPending && <p role="status">Loading points…</p>}
      {rewards.isError && (
        <p role="alert" className="console__problem">
          {problemText(rewards.error)}
        </p>
      )}
      {rewards.data && (
        <>
          <p>
            {rewards.data.points} points; automatic redemption {rewards.data.auto_redeem ? 'on' : 'off'}.
          </p>
          {rewards.data.entries.length === 0 ? (
            <p>No points yet.</p>
          ) : (
            <table className="console__table">
              <caption className="console__visually-hidden">Every change of the points, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Points</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Order</th>
                </tr>
              </thead>
              <tbody>
                {rewards.data.entries.map((entry) => (
                  <tr key={`${entry.at}-${entry.reason}-${entry.order_id}-${entry.points}`}>
                    <td>{entry.at.slice(0, 16).replace('T', ' ')}</td>
                    <td>{entry.points > 0 ? `+${entry.points}` : entry.points}</td>
                    <td>{POINT_REASON_TEXT[entry.reason]}</td>
                    <td>{entry.order_id ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
