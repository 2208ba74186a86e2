/** @jsxRuntime automatic @jsxImportSource react */
// Sent when someone asks for a password reset for an address that has an account.
import { ActionButton, Layout, Paragraph } from './layout';

export interface PasswordResetProps {
  brand: string;
  firstName: string;
  url: string;
}

export const passwordResetSubject = ({ brand }: { brand: string }) => `Reset your ${brand} password`;

export function PasswordResetEmail({ brand, firstName, url }: PasswordResetProps) {
  return (
    <Layout
      brand={brand}
      preview="Choose a new password. The link works for one hour."
      heading="Reset your password"
      footer={`You get this email because someone asked to reset the password of your ${brand} account. If it was not you, ignore it: your password stays the same.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>Choose a new password with the link below. It works once, for one hour.</Paragraph>
      <ActionButton href={url} label="Choose a new password" />
    </Layout>
  );
}
