/** @jsxRuntime automatic @jsxImportSource react */
// The buyer's receipt for a gift card: what was paid, for whom, and the day the card is emailed. The code goes to the
// recipient only.
import { formatCents } from '@larder/contracts/values/money';
import { Layout, Paragraph } from './layout';

export interface GiftCardReceiptProps {
  brand: string;
  senderName: string;
  recipientName: string;
  recipientEmail: string;
  amountCents: number;
  deliveryLabel: string;
  cardLast4: string;
}

export const giftCardReceiptSubject = (brand: string) => `Your ${brand} gift card receipt`;

export function GiftCardReceiptEmail({
  brand,
  senderName,
  recipientName,
  recipientEmail,
  amountCents,
  deliveryLabel,
  cardLast4,
}: GiftCardReceiptProps) {
  const subject = giftCardReceiptSubject(brand);
  return (
    <Layout
      brand={brand}
      preview={subject}
      heading={subject}
      footer={`You get this email because you bought a ${brand} gift card.`}
    >
      <Paragraph>Hi {senderName || 'there'},</Paragraph>
      <Paragraph>
        Thank you for your gift. We charged {formatCents(amountCents)} to your card ending in {cardLast4}, and we’ll
        email the gift card to {recipientName} ({recipientEmail}) on {deliveryLabel}.
      </Paragraph>
    </Layout>
  );
}
