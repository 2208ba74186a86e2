/** @jsxRuntime automatic @jsxImportSource react */
// A change the customer made to their subscription (issue 16): paused (until when), resumed, canceled (their reason),
// reactivated, or a new delivery day. Sent with the change, so a change they did not make is noticed.
import { ActionButton, Layout, Paragraph } from './layout';

export type SubscriptionKind = 'paused' | 'resumed' | 'canceled' | 'reactivated' | 'day_changed';

export interface SubscriptionUpdateProps {
  brand: string;
  firstName: string;
  kind: SubscriptionKind;
  /** paused: the label of the first delivery after the pause; canceled: the reason; day_changed: the weekday. */
  detail: string;
  accountUrl: string;
}

const SUBJECTS: Record<SubscriptionKind, string> = {
  paused: 'Your deliveries are paused',
  resumed: 'Your deliveries are back on',
  canceled: 'Your subscription is canceled',
  reactivated: 'Welcome back: your deliveries are back on',
  day_changed: 'Your delivery day changed',
};

export const subscriptionUpdateSubject = (kind: SubscriptionKind) => SUBJECTS[kind];

export function SubscriptionUpdateEmail({ brand, firstName, kind, detail, accountUrl }: SubscriptionUpdateProps) {
  return (
    <Layout
      brand={brand}
      preview={SUBJECTS[kind]}
      heading={SUBJECTS[kind]}
      footer={`You get this email because your ${brand} subscription changed.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      {kind === 'paused' && (
        <Paragraph>
          We won’t deliver or charge anything until your next box on {detail}. You can resume any time before then.
        </Paragraph>
      )}
      {kind === 'resumed' && <Paragraph>Your weekly boxes are back on, starting with your next delivery.</Paragraph>}
      {kind === 'canceled' && (
        <Paragraph>
          We canceled your subscription ({detail}). Boxes already locked still arrive; nothing after them is charged.
          You can reactivate whenever you like.
        </Paragraph>
      )}
      {kind === 'reactivated' && <Paragraph>Your weekly boxes start again with your next delivery.</Paragraph>}
      {kind === 'day_changed' && (
        <Paragraph>Your boxes now arrive on {detail}s, starting with your next open week.</Paragraph>
      )}
      <ActionButton href={accountUrl} label="See your deliveries" />
    </Layout>
  );
}
