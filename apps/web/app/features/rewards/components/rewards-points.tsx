// The account home's rewards points (issue 41): the balance, what the next box will use, the automatic redemption
// switch and the history, each figure from the server's answer.
import { formatCents } from '@larder/contracts/values/money';
import { POINT_REASON_TEXT, RewardsText } from '@larder/contracts/values/rewards';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { useRewards, useSaveAutoRedeem } from '../api/rewards-client';

const AUTO = 'auto_redeem';

export function RewardsPoints() {
  const rewards = useRewards();
  const save = useSaveAutoRedeem();
  const data = rewards.data;
  return (
    <section className="records" aria-labelledby="rewards-points">
      <Heading variant="H3" level={2} id="rewards-points">
        {RewardsText.heading}
      </Heading>
      {rewards.isError && (
        <Paragraph role="alert">We couldn't load your points. Reload the page to try again.</Paragraph>
      )}
      {data && (
        <>
          <Paragraph variant="lead">{RewardsText.balance(data.points)}</Paragraph>
          <Paragraph>
            {data.next_box
              ? RewardsText.nextBox(data.next_box.redeems_points, formatCents(data.next_box.saves_cents))
              : RewardsText.nextBoxNone}
          </Paragraph>
          <CheckboxGroup
            label="Automatic redemption"
            options={[{ value: AUTO, label: RewardsText.autoRedeem }]}
            value={data.auto_redeem ? [AUTO] : []}
            isDisabled={save.isPending}
            onChange={(value) => save.mutate({ auto_redeem: value.includes(AUTO) })}
          />
          {save.isError && <Paragraph role="alert">Your choice was not saved. Try again.</Paragraph>}
          {data.history.length === 0 ? (
            <Paragraph>{RewardsText.noHistory}</Paragraph>
          ) : (
            <ul className="records__entries" aria-label="Points history">
              {data.history.map((entry) => (
                <li key={`${entry.at}-${entry.reason}-${entry.order_id}-${entry.points}`}>
                  <span>
                    {POINT_REASON_TEXT[entry.reason]}
                    <span className="records__meta">
                      {' '}
                      · {new Date(entry.at).toLocaleDateString('en-US')}
                      {entry.order_id === null ? '' : ` · order ${entry.order_id}`}
                    </span>
                  </span>
                  <span>{(entry.points < 0 ? '−' : '+') + Math.abs(entry.points)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
