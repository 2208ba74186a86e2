/** @jsxRuntime automatic @jsxImportSource react */
// The referral emails (issue 41): a friend's invitation with the referrer's link and message, the referrer's credits
// when the friend's first box is paid, and the friend's thanks.
import { formatCents } from '@larder/contracts/values/money';
import { ActionButton, Layout, Paragraph } from './layout';

export const referralInviteSubject = (brand: string, referrerName: string) =>
  `${referrerName || 'A friend'} invited you to ${brand}`;

export function ReferralInviteEmail(props: {
  brand: string;
  referrerName: string;
  message: string;
  discountCents: number;
  url: string;
}) {
  const subject = referralInviteSubject(props.brand, props.referrerName);
  return (
    <Layout
      brand={props.brand}
      preview={subject}
      heading={subject}
      footer={`You get this email because ${props.referrerName || 'a friend'} entered your address. We will not write again unless you sign up.`}
    >
      {props.message
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the message's lines in their order
          <Paragraph key={index}>{line}</Paragraph>
        ))}
      <Paragraph>Sign up through this link and get {formatCents(props.discountCents)} off your first box.</Paragraph>
      <ActionButton href={props.url} label="Get your offer" />
    </Layout>
  );
}

export const referralRewardSubject = () => 'Your friend’s first box: credits for you';

export function ReferralRewardEmail(props: {
  brand: string;
  firstName: string;
  friendName: string;
  creditedCents: number;
  accountUrl: string;
}) {
  return (
    <Layout
      brand={props.brand}
      preview={referralRewardSubject()}
      heading={referralRewardSubject()}
      footer={`You get this email about your ${props.brand} referrals.`}
    >
      <Paragraph>Hi {props.firstName || 'there'},</Paragraph>
      <Paragraph>
        {props.friendName || 'Your friend'} paid for their first box. We added {formatCents(props.creditedCents)} in
        credits to your account. They pay for your next box before your card.
      </Paragraph>
      <ActionButton href={props.accountUrl} label="See your credits" />
    </Layout>
  );
}

export const referralThanksSubject = () => 'Welcome: your friend’s offer was yours';

export function ReferralThanksEmail(props: {
  brand: string;
  firstName: string;
  referrerName: string;
  accountUrl: string;
}) {
  return (
    <Layout
      brand={props.brand}
      preview={referralThanksSubject()}
      heading={referralThanksSubject()}
      footer={`You get this email about your ${props.brand} account.`}
    >
      <Paragraph>Hi {props.firstName || 'there'},</Paragraph>
      <Paragraph>
        Your first box is paid. {props.referrerName || 'Your friend'} has our thanks for bringing you, and you can bring
        your friends too: your own link is on your account.
      </Paragraph>
      <ActionButton href={props.accountUrl} label="Invite your friends" />
    </Layout>
  );
}
