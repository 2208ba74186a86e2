// `/password/reset/?token=…`: checks the link first; a live one asks for the new password (the sign-up policy), a
// dead one (expired, used, unknown) says so and links to a new request. Success signs this browser in.

import type { Customer } from '@larder/contracts/schemas/accounts';
import { FieldMessage } from '@larder/contracts/values/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { passwordError, passwordPolicyMessage } from '../../../lib/field-checks';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { paths } from '../../../site-routes';
import { Button } from '../../../ui/button';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { checkResetToken, resetPassword } from '../api/password-recovery';
import { RecoveryText, tokenProblem } from '../model/recovery-texts';
import './account-page.css';

export interface ResetPasswordPageProps {
  /** The link's token; undefined until the page has read its address. */
  token: string | undefined;
  onReset: (customer: Customer) => void;
}

type LinkState = { kind: 'checking' } | { kind: 'live' } | { kind: 'dead'; message: string };

export function ResetPasswordPage({ token, onReset }: ResetPasswordPageProps) {
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  useEffect(() => {
    if (token === undefined) return;
    let current = true;
    checkResetToken(token).then(
      () => current && setLink({ kind: 'live' }),
      (failure: unknown) =>
        current &&
        (failure instanceof ApiError && failure.status === 400
          ? setLink({ kind: 'dead', message: tokenProblem(failure.code) })
          : setFormError(RecoveryText.Failed)),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const submit = onSubmit(async () => {
    const found = passwordError(password);
    setError(found);
    setFormError(undefined);
    if (found || token === undefined) return;
    await send(async () => {
      try {
        onReset(await resetPassword(token, password));
      } catch (failure) {
        if (!(failure instanceof ApiError)) setFormError(RecoveryText.Failed);
        else if (failure.status === 400 && passwordPolicyMessage(failure.body, 'password')) {
          setError(passwordPolicyMessage(failure.body, 'password'));
        } else if (failure.status === 400) setLink({ kind: 'dead', message: tokenProblem(failure.code) });
        else setFormError(failure.status === 429 ? RecoveryText.TooMany : RecoveryText.Failed);
      }
    });
  });

  return (
    <>
      <Header />
      <main className="signup-page" aria-busy={link.kind === 'checking' || undefined}>
        <div className="signup-page__card">
          <Heading variant="H1">{RecoveryText.ResetHeading}</Heading>
          {formError ? (
            <p className="signup-form__error" role="alert">
              {formError}
            </p>
          ) : null}
          {link.kind === 'dead' ? (
            <>
              <p role="alert" className="signup-page__promo">
                {link.message}
              </p>
              <p className="signup-page__login">
                <Link to={paths.forgotPassword}>{RecoveryText.AskAgain}</Link>
              </p>
            </>
          ) : link.kind === 'checking' ? (
            <Paragraph variant="lead" className="signup-page__promo">
              {RecoveryText.Checking}
            </Paragraph>
          ) : (
            <>
              <Paragraph variant="lead" className="signup-page__promo">
                {RecoveryText.ResetLead}
              </Paragraph>
              <form className="signup-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
                <TextInput
                  label={RecoveryText.NewPassword}
                  type="password"
                  name="password"
                  autoComplete="new-password"
                  description={FieldMessage.PasswordHelp}
                  value={password}
                  onChange={setPassword}
                  errorMessage={error}
                  onErrorClear={() => setError(undefined)}
                  isRequired
                />
                <Button type="submit" size="large" isFullWidth isLoading={isSubmitting} isDisabled={isSubmitting}>
                  {RecoveryText.ResetSubmit}
                </Button>
              </form>
            </>
          )}
        </div>
      </main>
    </>
  );
}
