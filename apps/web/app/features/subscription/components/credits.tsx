// The account home's credits (issue 16): the balance with its history (gift cards, refunds, boxes paid with them, a
// problem report's credit naming the item), for a subscriber and for a customer without a subscription alike.
import { formatCents } from '@larder/contracts/values/money';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { useCredits } from '../api/subscription-client';
import { CreditsText } from '../model/texts';

export function Credits() {
  const credits = useCredits(true);
  const data = credits.data;
  return (
    <section className="records" aria-labelledby="credits">
      <Heading variant="H3" level={2} id="credits">
        {CreditsText.Heading}
      </Heading>
      {data && (
        <>
          <Paragraph variant="lead">{CreditsText.balance(formatCents(data.balance_cents))}</Paragraph>
          <Paragraph variant="caption">{CreditsText.Explainer}</Paragraph>
          {data.entries.length === 0 ? (
            <Paragraph>{CreditsText.None}</Paragraph>
          ) : (
            <ul className="records__entries">
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <span>
                    {entry.kind === 'problem' && entry.note
                      ? CreditsText.problem(entry.note)
                      : CreditsText.Kinds[entry.kind]}
                    <span className="records__meta"> · {new Date(entry.created_at).toLocaleDateString('en-US')}</span>
                  </span>
                  <span>{(entry.amount_cents < 0 ? '−' : '+') + formatCents(Math.abs(entry.amount_cents))}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
