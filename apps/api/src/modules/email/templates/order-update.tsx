/** @jsxRuntime automatic @jsxImportSource react */
// What happened to a week's order at its cutoff when it did not simply go through: skipped (empty box, or below the
// minimum), its payment failed (we try again), or canceled after the last failed attempt.
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export type OrderUpdateKind = 'skipped' | 'payment_failed' | 'canceled';

export interface OrderUpdateProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  kind: OrderUpdateKind;
  reason: string;
  accountUrl: string;
}

const SUBJECTS: Record<OrderUpdateKind, string> = {
  skipped: 'We skipped this week’s box',
  payment_failed: 'We couldn’t charge your card',
  canceled: 'This week’s box is canceled',
};

export const orderUpdateSubject = (kind: OrderUpdateKind) => SUBJECTS[kind];

export function OrderUpdateEmail({
  brand,
  firstName,
  orderId,
  deliveryDate,
  kind,
  reason,
  accountUrl,
}: OrderUpdateProps) {
  return (
    <Layout
      brand={brand}
      preview={SUBJECTS[kind]}
      heading={SUBJECTS[kind]}
      footer={`You get this email about order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      {kind === 'skipped' && (
        <Paragraph>
          Your box for {dayInWords(deliveryDate)} was empty or below our minimum when it locked, so we skipped that week
          and charged nothing. Your next boxes are still on their way.
        </Paragraph>
      )}
      {kind === 'payment_failed' && (
        <Paragraph>
          We couldn’t charge your card for the box delivered {dayInWords(deliveryDate)}: {reason} We’ll try again;
          update your card before then to keep the delivery.
        </Paragraph>
      )}
      {kind === 'canceled' && (
        <Paragraph>
          We still couldn’t charge your card ({reason}), so we canceled the box for {dayInWords(deliveryDate)}. Update
          your card to keep your next deliveries.
        </Paragraph>
      )}
      <ActionButton href={accountUrl} label={kind === 'skipped' ? 'See your deliveries' : 'Update your card'} />
    </Layout>
  );
}
