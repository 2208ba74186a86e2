/** @jsxRuntime automatic @jsxImportSource react */
// "Your pause ends next week" (issue 39): the first box after a pause, sent once the week before it, with the link
// to edit it, skip it or pause longer.
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface PauseEndingProps {
  brand: string;
  firstName: string;
  /** The first delivery after the pause. */
  deliveryDate: string;
  accountUrl: string;
}

export const pauseEndingSubject = () => 'Your pause ends next week';

export function PauseEndingEmail({ brand, firstName, deliveryDate, accountUrl }: PauseEndingProps) {
  return (
    <Layout
      brand={brand}
      preview={`Your boxes start again on ${dayInWords(deliveryDate)}.`}
      heading={pauseEndingSubject()}
      footer={`You get this email about your ${brand} subscription.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        Your boxes start again on {dayInWords(deliveryDate)}. Edit that box, skip it or pause a little longer from your
        account.
      </Paragraph>
      <ActionButton href={accountUrl} label="See your next box" />
    </Layout>
  );
}
