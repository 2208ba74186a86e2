/** @jsxRuntime automatic @jsxImportSource react */
// The reminder 48 hours before a week's cutoff (issue 39): what is in the box, what it costs, until when it can be
// changed, and the link to change it. A customer may turn it off in settings.
import { formatCents } from '@larder/contracts/values/money';
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface CutoffReminderProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  /** "Friday, December 4 at 7:00 PM EST". */
  cutoff: string;
  lines: { name: string; quantity: number }[];
  totalCents: number;
  editUrl: string;
  settingsUrl: string;
}

export const cutoffReminderSubject = (deliveryDate: string) =>
  `Your box for ${dayInWords(deliveryDate)}: make it yours`;

export function CutoffReminderEmail(props: CutoffReminderProps) {
  const { brand, firstName, orderId, deliveryDate, cutoff, lines, totalCents, editUrl, settingsUrl } = props;
  const subject = cutoffReminderSubject(deliveryDate);
  return (
    <Layout
      brand={brand}
      preview={`Change it until ${cutoff}.`}
      heading={subject}
      footer={`You get this reminder about order #${orderId} with ${brand}. Turn reminders off in your settings: ${settingsUrl}`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        Here is what we will bring on {dayInWords(deliveryDate)}. You can add, swap, remove or skip until {cutoff}.
      </Paragraph>
      {lines.map((line) => (
        <Paragraph key={line.name}>
          {line.quantity} × {line.name}
        </Paragraph>
      ))}
      <Paragraph>Total so far: {formatCents(totalCents)}.</Paragraph>
      <ActionButton href={editUrl} label="Edit your box" />
    </Layout>
  );
}
