/** @jsxRuntime automatic @jsxImportSource react */
// Sent when an admin invites an operator to the console (issue 42): the set-up link, which works once, for 72 hours.
import { ActionButton, Layout, Paragraph } from './layout';

export interface OperatorInviteProps {
  brand: string;
  invitedBy: string;
  role: string;
  validHours: number;
  url: string;
}

export const operatorInviteSubject = ({ brand }: { brand: string }) => `You are invited to the ${brand} console`;

export function OperatorInviteEmail({ brand, invitedBy, role, validHours, url }: OperatorInviteProps) {
  return (
    <Layout
      brand={brand}
      preview={`Choose your password. The link works once, for ${validHours} hours.`}
      heading={`Join the ${brand} console`}
      footer={`You get this email because ${invitedBy} invited this address to run the ${brand} store. If you did not expect it, ignore it: nothing is set up without you.`}
    >
      <Paragraph>
        {invitedBy} invited you to the {brand} console as {role}.
      </Paragraph>
      <Paragraph>
        Choose your password with the link below. It works once, for {validHours} hours. You then sign in and, as the
        console asks, set up an authenticator app.
      </Paragraph>
      <ActionButton href={url} label="Choose your password" />
    </Layout>
  );
}
