/** @jsxRuntime automatic @jsxImportSource react */
// A gift card for its recipient, on the day chosen: who sent it, their message, the amount and the code, and where to
// redeem it.
import { formatCents } from '@larder/contracts/values/money';
import { ActionButton, Layout, Paragraph } from './layout';

export interface GiftCardEmailProps {
  brand: string;
  recipientName: string;
  senderName: string;
  message: string;
  amountCents: number;
  code: string;
  redeemUrl: string;
}

export const giftCardSubject = (brand: string, senderName: string) =>
  senderName ? `${senderName} sent you a ${brand} gift card` : `Your ${brand} gift card`;

export function GiftCardEmail({
  brand,
  recipientName,
  senderName,
  message,
  amountCents,
  code,
  redeemUrl,
}: GiftCardEmailProps) {
  const subject = giftCardSubject(brand, senderName);
  return (
    <Layout brand={brand} preview={subject} heading={subject} footer="Keep this code safe: it works once.">
      <Paragraph>Hi {recipientName || 'there'},</Paragraph>
      {message ? (
        <Paragraph>
          “{message}”{senderName ? ` — ${senderName}` : ''}
        </Paragraph>
      ) : null}
      <Paragraph>
        Here is {formatCents(amountCents)} to spend on {brand} boxes. Your code: <strong>{code}</strong>
      </Paragraph>
      <Paragraph>Redeem it in your account: it becomes credits we use before charging your card.</Paragraph>
      <ActionButton href={redeemUrl} label="Redeem your gift card" />
    </Layout>
  );
}
