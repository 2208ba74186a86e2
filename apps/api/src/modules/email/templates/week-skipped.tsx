/** @jsxRuntime automatic @jsxImportSource react */
// The confirmation of a week the customer skipped (issue 39): nothing comes and nothing is charged that week, the
// next box, and that the week can be put back until its cutoff.
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface WeekSkippedProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  /** "Friday, December 4 at 7:00 PM EST": until when the week can be put back. */
  cutoff: string;
  /** The next box's delivery date, null when none is scheduled. */
  nextDeliveryDate: string | null;
  accountUrl: string;
}

export const weekSkippedSubject = (deliveryDate: string) => `You skipped the box of ${dayInWords(deliveryDate)}`;

export function WeekSkippedEmail(props: WeekSkippedProps) {
  const { brand, firstName, orderId, deliveryDate, cutoff, nextDeliveryDate, accountUrl } = props;
  const subject = weekSkippedSubject(deliveryDate);
  return (
    <Layout
      brand={brand}
      preview="Nothing comes and nothing is charged that week."
      heading={subject}
      footer={`Order #${orderId} with ${brand}.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        We won’t deliver or charge anything for {dayInWords(deliveryDate)}. Changed your mind? Put the week back until{' '}
        {cutoff}.
      </Paragraph>
      {nextDeliveryDate && <Paragraph>Your next box comes on {dayInWords(nextDeliveryDate)}.</Paragraph>}
      <ActionButton href={accountUrl} label="See your deliveries" />
    </Layout>
  );
}
