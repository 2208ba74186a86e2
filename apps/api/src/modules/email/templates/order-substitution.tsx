/** @jsxRuntime automatic @jsxImportSource react */
// What changed in a box at its cutoff because an item was out of stock (docs/decisions/210-stock.md): each line
// replaced by another at no more than its price, or removed and not charged; then what the box costs now.
import { formatCents } from '@larder/contracts/values/money';
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface OrderSubstitutionProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  changes: { from: string; to: string | null }[];
  totalCents: number;
  accountUrl: string;
}

export const orderSubstitutionSubject = () => 'Some items in your box were out of stock';

export function OrderSubstitutionEmail({
  brand,
  firstName,
  orderId,
  deliveryDate,
  changes,
  totalCents,
  accountUrl,
}: OrderSubstitutionProps) {
  return (
    <Layout
      brand={brand}
      preview={orderSubstitutionSubject()}
      heading={orderSubstitutionSubject()}
      footer={`You get this email about order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>We ran out of some items for your box of {dayInWords(deliveryDate)}, so we changed it:</Paragraph>
      {changes.map((change) => (
        <Paragraph key={change.from}>
          {change.to
            ? `${change.from}: replaced by ${change.to}, at no more than its price.`
            : `${change.from}: removed, and you are not charged for it.`}
        </Paragraph>
      ))}
      <Paragraph>Your box now costs {formatCents(totalCents)}.</Paragraph>
      <ActionButton href={accountUrl} label="See your box" />
    </Layout>
  );
}
