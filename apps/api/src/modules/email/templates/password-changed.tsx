/** @jsxRuntime automatic @jsxImportSource react */
// Sent when an account's password changed (settings or reset): the owner learns of a change they did not make.
import { Layout, Paragraph } from './layout';

export interface PasswordChangedProps {
  brand: string;
  firstName: string;
  resetUrl: string;
}

export const passwordChangedSubject = ({ brand }: { brand: string }) => `Your ${brand} password was changed`;

export function PasswordChangedEmail({ brand, firstName, resetUrl }: PasswordChangedProps) {
  return (
    <Layout
      brand={brand}
      preview="If it was you, there is nothing to do."
      heading="Your password was changed"
      footer={`You get this email because it is the address of a ${brand} account.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>The password of your {brand} account was just changed, and other devices were signed out.</Paragraph>
      <Paragraph>If it was not you, choose a new password now: {resetUrl}</Paragraph>
    </Layout>
  );
}
