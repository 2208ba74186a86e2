// `/my{product}/settings/`: name, email address, password, emails, refer a friend, sign-in methods, sign out everywhere. A visitor who is
// not signed in is offered the login page.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { signInMethodsQueryOptions } from '../api/sign-in-methods';
import { SettingsText } from '../model/texts';
import { EmailPreferencesSection } from './email-preferences-section';
import { EmailSection } from './email-section';
import { NameSection } from './name-section';
import { PasswordSection } from './password-section';
import { ReferSection } from './refer-section';
import { SignInMethodsSection } from './sign-in-methods-section';
import { SignOutEverywhereSection } from './sign-out-everywhere-section';
import './settings-page.css';

export interface SettingsPageProps {
  /** The signed-in customer; null for a visitor; undefined while the session is being read. */
  customer: Customer | null | undefined;
  accountPath: string;
  loginPath: string;
  headerActions?: ReactNode;
  onCustomerChanged: (customer: Customer) => void;
  onSignedOutEverywhere: () => void;
  linkButtons: (linked: readonly string[]) => ReactNode;
}

function SignedInSettings({ customer, ...props }: SettingsPageProps & { customer: Customer }) {
  const methods = useQuery(signInMethodsQueryOptions());
  const hasPassword = methods.data?.has_password;
  return (
    <>
      <NameSection customer={customer} onSaved={props.onCustomerChanged} />
      {hasPassword === undefined ? null : <EmailSection customer={customer} hasPassword={hasPassword} />}
      {hasPassword === undefined ? null : (
        <PasswordSection
          hasPassword={hasPassword}
          onSaved={(changed) => {
            props.onCustomerChanged(changed);
            void methods.refetch();
          }}
        />
      )}
      <EmailPreferencesSection />
      <ReferSection />
      <SignInMethodsSection linkButtons={props.linkButtons} />
      <SignOutEverywhereSection onSignedOut={props.onSignedOutEverywhere} />
    </>
  );
}

export function SettingsPage(props: SettingsPageProps) {
  const { customer } = props;
  return (
    <>
      <Header rightActions={props.headerActions} />
      <main className="page page--narrow settings-page" aria-busy={customer === undefined || undefined}>
        <p className="settings-page__back">
          <Link to={props.accountPath}>{SettingsText.BackToAccount}</Link>
        </p>
        <Heading variant="H1">{SettingsText.Heading}</Heading>
        {customer ? (
          <SignedInSettings {...props} customer={customer} />
        ) : customer === null ? (
          <Paragraph>
            <Link to={props.loginPath}>{SettingsText.LogIn}</Link> — {SettingsText.LogInFirst}
          </Paragraph>
        ) : null}
      </main>
    </>
  );
}
