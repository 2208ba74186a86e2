/** @jsxRuntime automatic @jsxImportSource react */
// An email change: the confirmation sent to the new address (the change happens when it is opened), and the notice
// sent to the old address at the same time.
import { ActionButton, Layout, Paragraph } from './layout';

export interface EmailChangeConfirmProps {
  brand: string;
  firstName: string;
  newEmail: string;
  url: string;
}

export const emailChangeConfirmSubject = ({ brand }: { brand: string }) => `Confirm your new ${brand} email address`;

export function EmailChangeConfirmEmail({ brand, firstName, newEmail, url }: EmailChangeConfirmProps) {
  return (
    <Layout
      brand={brand}
      preview="Confirm this address to start using it for your account."
      heading="Confirm your new email address"
      footer={`You get this email because someone asked to use this address for a ${brand} account. If it was not you, ignore it: nothing changes.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        Open the link below to use {newEmail} for your {brand} account. Until then, your old address stays in place.
      </Paragraph>
      <ActionButton href={url} label="Use this address" />
      <Paragraph>The link works once, for 24 hours.</Paragraph>
    </Layout>
  );
}

export interface EmailChangeNoticeProps {
  brand: string;
  firstName: string;
  newEmail: string;
  supportUrl: string;
}

export const emailChangeNoticeSubject = ({ brand }: { brand: string }) => `Your ${brand} email address is changing`;

export function EmailChangeNoticeEmail({ brand, firstName, newEmail, supportUrl }: EmailChangeNoticeProps) {
  return (
    <Layout
      brand={brand}
      preview={`Someone asked to move your account to ${newEmail}.`}
      heading="Your email address is changing"
      footer={`You get this email because it is the address of a ${brand} account.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        We were asked to change the email address of your {brand} account to {newEmail}. The change takes effect when
        that address confirms it.
      </Paragraph>
      <Paragraph>
        If it was not you, reset your password now: it stops the change and signs everyone else out. {supportUrl}
      </Paragraph>
    </Layout>
  );
}

export const emailChangedSubject = ({ brand }: { brand: string }) => `Your ${brand} email address was changed`;

/** Sent to the old address once the new one confirmed the change. */
export function EmailChangedEmail({ brand, firstName, newEmail, supportUrl }: EmailChangeNoticeProps) {
  return (
    <Layout
      brand={brand}
      preview={`Your account now uses ${newEmail}.`}
      heading="Your email address was changed"
      footer={`You get this email because it was the address of a ${brand} account.`}
    >
      <Paragraph>Hi {firstName || 'there'},</Paragraph>
      <Paragraph>
        The email address of your {brand} account is now {newEmail}. Every link we sent before this change no longer
        works.
      </Paragraph>
      <Paragraph>If it was not you, write to us from this address and reset your password: {supportUrl}</Paragraph>
    </Layout>
  );
}
