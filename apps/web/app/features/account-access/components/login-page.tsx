// The login page: email and password, the same SSO buttons, a link to /signup/ carrying `next`.
import type { Customer } from '@larder/contracts/schemas/accounts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../site-routes';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { RecoveryText } from '../model/recovery-texts';
import { LoginText } from '../model/texts';
import { LoginForm } from './login-form';
import { SsoSection } from './sso-section';
import './account-page.css';

export interface LoginPageProps {
  next: string | undefined;
  ssoButtons?: ReactNode;
  onLoggedIn: (customer: Customer) => Promise<void> | void;
  onUnknownError: (error: unknown, data: unknown) => void;
}

export function signupHref(next: string | undefined): string {
  return next ? `${paths.signup}?${new URLSearchParams({ next })}` : paths.signup;
}

export function LoginPage({ next, ssoButtons, onLoggedIn, onUnknownError }: LoginPageProps) {
  return (
    <>
      <Header />
      <main className="signup-page">
        <div className="signup-page__card">
          <Heading variant="H1">{LoginText.Heading}</Heading>
          <Paragraph variant="lead" className="signup-page__promo">
            {LoginText.Lead}
          </Paragraph>
          <LoginForm onLoggedIn={onLoggedIn} onUnknownError={onUnknownError} />
          <p className="signup-page__forgot">
            <Link to={paths.forgotPassword}>{RecoveryText.ForgotLink}</Link>
          </p>
          <SsoSection buttons={ssoButtons} />
          <p className="signup-page__login">
            {LoginText.NoAccount} <Link to={signupHref(next)}>{LoginText.SignupLink}</Link>
          </p>
        </div>
      </main>
    </>
  );
}
