/** @jsxRuntime automatic @jsxImportSource react */
// The answer to a problem report on a delivered box (issue 27): which items, what went wrong, and the credits added
// to the account, spent before the card on the next box.
import { formatCents } from '@larder/contracts/values/money';
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface ProblemCreditProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  lines: { name: string; problem: string; creditedCents: number }[];
  creditedCents: number;
  accountUrl: string;
}

export const problemCreditSubject = () => 'We’re sorry: credits for your box';

export function ProblemCreditEmail({
  brand,
  firstName,
  orderId,
  deliveryDate,
  lines,
  creditedCents,
  accountUrl,
}: ProblemCreditProps) {
  return (
    <Layout
      brand={brand}
      preview={problemCreditSubject()}
      heading={problemCreditSubject()}
      footer={`You get this email about order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>Thank you for telling us what went wrong with your box of {dayInWords(deliveryDate)}:</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line.name}>
          {line.name} ({line.problem}): {formatCents(line.creditedCents)}
        </Paragraph>
      ))}
      <Paragraph>
        We added {formatCents(creditedCents)} in credits to your account. They pay for your next box before your card.
      </Paragraph>
      <ActionButton href={accountUrl} label="See your credits" />
    </Layout>
  );
}
