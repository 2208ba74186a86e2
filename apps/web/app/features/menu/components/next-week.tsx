// The plan page for a subscriber (issue 39): their next open week — its date, cutoff, what is in it and its total —
// with the way to change it on this week's menu and to their account, in place of the first order's plan and checkout.
import type { Order } from '@larder/contracts/schemas/checkout';
import { formatCents } from '@larder/contracts/values/money';
import { Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Paragraph } from '../../../ui/paragraph';
import { NextWeekText } from '../model/texts';
import './next-week.css';

export function NextWeek({
  firstName,
  week,
  menuHref,
  accountHref,
}: {
  firstName: string;
  /** The next open week; undefined when none is open. */
  week: Order | undefined;
  menuHref: string;
  accountHref: string;
}) {
  return (
    <section className="next-week" aria-labelledby="next-week-heading">
      <Heading variant="H1" id="next-week-heading">
        {NextWeekText.title(firstName)}
      </Heading>
      {week ? (
        <>
          <Paragraph variant="lead">{NextWeekText.lead(week.delivery.label)}</Paragraph>
          <Paragraph variant="caption">{week.delivery.cutoff_label}</Paragraph>
          <ul className="next-week__lines">
            {week.lines.map((line) => (
              <li key={`${line.type}:${line.id}`}>
                {line.quantity > 1 ? `${line.quantity} × ` : ''}
                {line.name}
              </li>
            ))}
          </ul>
          <p className="next-week__total">{NextWeekText.total(formatCents(week.totals.total_cents))}</p>
          <div className="next-week__actions">
            <LinkButton to={menuHref}>{NextWeekText.Edit}</LinkButton>
            <LinkButton to={accountHref} prominence="secondary">
              {NextWeekText.Account}
            </LinkButton>
          </div>
        </>
      ) : (
        <>
          <Paragraph variant="lead">{NextWeekText.NoneOpen}</Paragraph>
          <LinkButton to={accountHref}>{NextWeekText.Account}</LinkButton>
        </>
      )}
    </section>
  );
}
