/** @jsxRuntime automatic @jsxImportSource react */
// The box was delivered (issue 39): how was it? One tap on a star opens the account's rating of this box with that
// many stars chosen (a link never rates by itself: opening a page writes nothing). A customer may turn it off.
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface BoxDeliveredProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  /** The rating page with 1 to 5 stars chosen, in that order. */
  starUrls: string[];
  settingsUrl: string;
}

export const boxDeliveredSubject = () => 'Your box was delivered: how was it?';

export function BoxDeliveredEmail(props: BoxDeliveredProps) {
  const { brand, firstName, orderId, deliveryDate, starUrls, settingsUrl } = props;
  return (
    <Layout
      brand={brand}
      preview="One tap tells us how it was."
      heading={boxDeliveredSubject()}
      footer={`You get this email about order #${orderId} with ${brand}. Turn rating emails off in your settings: ${settingsUrl}`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        Your box of {dayInWords(deliveryDate)} was delivered. Tap a star to rate it; something wrong? Report it from the
        same page.
      </Paragraph>
      {starUrls.map((url, index) => (
        <ActionButton
          key={url}
          href={url}
          label={`${'★'.repeat(index + 1)} ${index + 1} ${index === 0 ? 'star' : 'stars'}`}
        />
      ))}
    </Layout>
  );
}
