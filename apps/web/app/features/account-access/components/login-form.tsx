// The login form: email and password with the sign-up page's field rules, the web.login_challenge captcha, and one
// message for wrong credentials that does not say which of the two was wrong.
import type { Customer } from '@larder/contracts/accounts';
import { CAPTCHA_LOGIN_ACTION } from '@larder/contracts/limits';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/text-input';
import { logIn } from '../api/log-in';
import { LoginText, SignupText } from '../model/texts';
import { useCaptcha } from '../model/use-captcha';
import { type FieldErrors, validateLogin } from '../model/validation';
import { EmailInput } from './email-input';
import { FormSkeleton } from './form-skeleton';

export interface LoginFormProps {
  onLoggedIn: (customer: Customer) => Promise<void> | void;
  onUnknownError: (error: unknown, data: unknown) => void;
}

type LoginField = 'email' | 'password';

export function LoginForm({ onLoggedIn, onUnknownError }: LoginFormProps) {
  const captcha = useCaptcha('web.login_challenge', CAPTCHA_LOGIN_ACTION);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inFlight = useRef(false);

  if (captcha.status !== 'ready') return <FormSkeleton fields={2} failed={captcha.status === 'failed'} />;

  const update = (field: LoginField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const clear = (field: LoginField) => () => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateLogin(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    setIsSubmitting(true);
    try {
      const response = await logIn({ ...values, captcha_token: await captcha.getToken() });
      if (response.status === 200) {
        await onLoggedIn(response.body as Customer);
        return;
      }
      const code = (response.body as { code?: unknown } | undefined)?.code;
      if (response.status === 400 && code === 'invalid_credentials') setFormError(LoginText.InvalidCredentials);
      else if (response.status !== 400) onUnknownError(new Error(`login answered ${response.status}`), response.body);
    } catch (error) {
      onUnknownError(error, undefined);
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  return (
    <form className="signup-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {formError ? (
        <p className="signup-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <EmailInput
        value={values.email}
        onChange={update('email')}
        errorMessage={errors.email}
        onErrorClear={clear('email')}
      />
      <TextInput
        label={SignupText.Password}
        type="password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={update('password')}
        errorMessage={errors.password}
        onErrorClear={clear('password')}
        isRequired
      />
      <Button type="submit" size="large" isFullWidth isLoading={isSubmitting} isDisabled={isSubmitting}>
        {LoginText.Submit}
      </Button>
    </form>
  );
}
