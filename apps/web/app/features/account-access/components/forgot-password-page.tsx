// `/password/forgot/`: one email field; whatever the address, the answer is the same sentence (the API never says
// whether an account exists).
import { RecoveryMessage } from '@larder/contracts/values/account-security';
import { useState } from 'react';
import { Link } from 'react-router';
import { emailError } from '../../../lib/field-checks';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { paths } from '../../../site-routes';
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { askForResetLink } from '../api/password-recovery';
import { RecoveryText } from '../model/recovery-texts';
import { EmailInput } from './email-input';
import './account-page.css';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  const submit = onSubmit(async () => {
    const found = emailError(email);
    setError(found);
    setFormError(undefined);
    if (found) return;
    await send(async () => {
      try {
        await askForResetLink(email.trim());
        setSent(true);
      } catch (failure) {
        setFormError(
          failure instanceof ApiError && failure.status === 429 ? RecoveryText.TooMany : RecoveryText.Failed,
        );
      }
    });
  });

  return (
    <>
      <Header />
      <main className="signup-page">
        <div className="signup-page__card">
          <Heading variant="H1">{RecoveryText.ForgotHeading}</Heading>
          {sent ? (
            <p role="status" className="signup-page__promo">
              {RecoveryMessage.LinkSent}
            </p>
          ) : (
            <>
              <Paragraph variant="lead" className="signup-page__promo">
                {RecoveryText.ForgotLead}
              </Paragraph>
              <form className="signup-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
                {formError ? (
                  <p className="signup-form__error" role="alert">
                    {formError}
                  </p>
                ) : null}
                <EmailInput
                  value={email}
                  onChange={setEmail}
                  errorMessage={error}
                  onErrorClear={() => setError(undefined)}
                />
                <Button type="submit" size="large" isFullWidth isLoading={isSubmitting} isDisabled={isSubmitting}>
                  {RecoveryText.ForgotSubmit}
                </Button>
              </form>
            </>
          )}
          <p className="signup-page__login">
            <Link to={paths.login}>{RecoveryText.BackToLogin}</Link>
          </p>
        </div>
      </main>
    </>
  );
}
