/** @jsxRuntime automatic @jsxImportSource react */
// Sent after sign-up (and on request from the account page) to confirm the address belongs to the customer.
import { ActionButton, Layout, Paragraph } from './layout';

export interface EmailVerificationProps {
  brand: string;
  firstName: string;
  url: string;
}

export const emailVerificationSubject = ({ brand }: { brand: string }) => `Confirm your email address for ${brand}`;

export function EmailVerificationEmail({ brand, firstName, url }: EmailVerificationProps) {
  return (
    <Layout
      brand={brand}
      preview="One click to confirm your address. The link works for 7 days."
      heading="Confirm your email address"
      footer={`You get this email because this address was used to create a ${brand} account. If it was not you, ignore it.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>Welcome to {brand}. Confirm that this is your address, so we can keep your account safe.</Paragraph>
      <ActionButton href={url} label="Confirm my email address" />
      <Paragraph>The link works once, for 7 days.</Paragraph>
    </Layout>
  );
}
