// The sign-up page: breadcrumb, heading and promo line (gift-card variants), the form, the SSO buttons,
// the login link and the FAQ. The route module supplies what other features provide (SSO buttons, what happens
// after sign-up, logging).
import type { Customer } from '@larder/contracts/schemas/accounts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FAQ_ENTRIES } from '../../../lib/faq';
import { paths } from '../../../site-routes';
import { AccordionRow } from '../../../ui/accordion-row';
import { Breadcrumb } from '../../../ui/breadcrumb';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { SsoSection } from '../components/sso-section';
import { SignupText } from '../model/signup-texts';
import { SignupForm } from './signup-form';
import '../components/account-page.css';
import './signup-page.css';

export interface SignupPageProps {
  /** The destination when it is a gift-card redemption: changes the heading, promo line and login link. */
  redeemNext: string | undefined;
  /** The promo's discount effect once known ("get 40% off your first box"). */
  discountEffect: string | undefined;
  ssoButtons?: ReactNode;
  onSignedUp: (customer: Customer) => Promise<void> | void;
  onUnknownError: (error: unknown, data: unknown) => void;
}

export function loginHref(redeemNext: string | undefined): string {
  return redeemNext ? `${paths.login}?${new URLSearchParams({ next: redeemNext })}` : paths.login;
}

export function SignupPage({ redeemNext, discountEffect, ssoButtons, onSignedUp, onUnknownError }: SignupPageProps) {
  const isRedeem = redeemNext !== undefined;
  const promoLine = isRedeem
    ? SignupText.RedeemPromoLine
    : discountEffect
      ? SignupText.promoLine(discountEffect)
      : undefined;

  return (
    <>
      <Header />
      <main className="signup-page">
        <Breadcrumb
          label={SignupText.BreadcrumbLabel}
          steps={SignupText.Breadcrumb.map((label) => ({ label }))}
          currentIndex={SignupText.BreadcrumbCurrent}
        />
        <div className="signup-page__card">
          <Heading variant="H1">{isRedeem ? SignupText.RedeemHeading : SignupText.Heading}</Heading>
          {/* Space is kept for the promo line so nothing moves when it arrives. */}
          <Paragraph variant="lead" className="signup-page__promo" aria-live="polite">
            {promoLine ?? ''}
          </Paragraph>
          <SignupForm onSignedUp={onSignedUp} onUnknownError={onUnknownError} />
          <SsoSection buttons={ssoButtons} />
          <p className="signup-page__login">
            {SignupText.HaveAccount} <Link to={loginHref(redeemNext)}>{SignupText.LoginLink}</Link>
          </p>
        </div>
        <section className="signup-page__faq" aria-labelledby="signup-faq-heading">
          <Heading variant="H3" level={2} id="signup-faq-heading">
            {SignupText.FaqHeading}
          </Heading>
          {FAQ_ENTRIES.map((entry) => (
            <AccordionRow key={entry.question} title={entry.question}>
              <Paragraph>{entry.answer}</Paragraph>
            </AccordionRow>
          ))}
        </section>
      </main>
    </>
  );
}
