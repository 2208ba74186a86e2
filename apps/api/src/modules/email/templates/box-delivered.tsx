/** @jsxRuntime automatic @jsxImportSource react */
// The box was delivered (issue 39): how was it? One tap on a star opens the account's rating of this box with that
// many stars chosen (a link never rates by itself: opening a page writes nothing). A customer may turn it off.
import { Link, Section } from '@react-email/components';
import { dayInWords } from './dates';
import { ActionButton, Layout, Paragraph } from './layout';

export interface BoxDeliveredProps {
  brand: string;
  firstName: string;
  orderId: number;
  deliveryDate: string;
  /** The rating page with 1 to 5 stars chosen, in that order. */
  starUrls: string[];
  /** The rating page, nothing chosen. */
  rateUrl: string;
  settingsUrl: string;
}

export const boxDeliveredSubject = () => 'Your box was delivered: how was it?';

const star = {
  border: '1px solid #1f4d3a',
  borderRadius: 6,
  color: '#1f4d3a',
  display: 'inline-block',
  fontSize: 16,
  fontWeight: 700,
  margin: '0 8px 8px 0',
  padding: '8px 12px',
  textDecoration: 'none',
};

export function BoxDeliveredEmail(props: BoxDeliveredProps) {
  const { brand, firstName, orderId, deliveryDate, starUrls, rateUrl, settingsUrl } = props;
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
      <Section style={{ margin: '0 0 16px' }}>
        {starUrls.map((url, index) => (
          <Link key={url} href={url} style={star} aria-label={`${index + 1} ${index === 0 ? 'star' : 'stars'}`}>
            {`${'★'.repeat(index + 1)} ${index + 1}`}
          </Link>
        ))}
      </Section>
      <ActionButton href={rateUrl} label="Rate your box" />
    </Layout>
  );
}
