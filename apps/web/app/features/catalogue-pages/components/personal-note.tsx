// The signed-in part of a recipe or product page: why it is in this week's plan, and what it breaks of the
// customer's own rules. Nothing when there is nothing to say.
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';

export function PersonalNote({ reason, warnings }: { reason: string | undefined; warnings: string[] }) {
  if (!reason && warnings.length === 0) return null;
  return (
    <section className="catalogue-page__personal" aria-labelledby="for-you">
      <Heading variant="H5" level={2} id="for-you">
        {reason ? "Why it's in your plan" : 'For you'}
      </Heading>
      {reason && <Paragraph>{reason}</Paragraph>}
      {warnings.map((warning) => (
        <Paragraph key={warning} role="note">
          {warning}
        </Paragraph>
      ))}
    </section>
  );
}
