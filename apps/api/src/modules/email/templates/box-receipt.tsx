/** @jsxRuntime automatic @jsxImportSource react */
// The receipt when a week's box is charged (issue 39): its lines, the discount, the delivery fee, the credits it used
// and what the card paid. Sent once per order (outbox key), whichever of the weekly pass or the webhook wrote it.
import { formatCents } from '@larder/contracts/values/money';
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';
import type { BoxLine, BoxTotals } from './order-confirmation';

export interface BoxReceiptProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  lines: BoxLine[];
  totals: BoxTotals;
  /** "Visa ending in 4242"; null when the credits paid it all. */
  card: string | null;
  accountUrl: string;
}

export const boxReceiptSubject = (deliveryDate: string) => `Your receipt for the box of ${dayInWords(deliveryDate)}`;

export function BoxReceiptEmail(props: BoxReceiptProps) {
  const { brand, firstName, orderId, deliveryDate, lines, totals, card, accountUrl } = props;
  const subject = boxReceiptSubject(deliveryDate);
  return (
    <Layout
      brand={brand}
      preview={`${formatCents(totals.totalCents)} charged.`}
      heading={subject}
      footer={`Order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>Your box is paid and on its way for {dayInWords(deliveryDate)}.</Paragraph>
      {lines.map((line) => (
        <Paragraph key={line.name}>
          {line.quantity} × {line.name}: {formatCents(line.totalCents)}
        </Paragraph>
      ))}
      <Paragraph>Subtotal: {formatCents(totals.subtotalCents)}</Paragraph>
      {totals.discountCents > 0 && <Paragraph>Discount: −{formatCents(totals.discountCents)}</Paragraph>}
      <Paragraph>Delivery: {totals.deliveryFeeCents > 0 ? formatCents(totals.deliveryFeeCents) : 'free'}</Paragraph>
      {totals.creditsCents > 0 && <Paragraph>Credits used: −{formatCents(totals.creditsCents)}</Paragraph>}
      <Paragraph>
        Total charged: {formatCents(totals.totalCents)}
        {card ? ` to your ${card}` : ''}.
      </Paragraph>
      <ActionButton href={accountUrl} label="See your orders" />
    </Layout>
  );
}
