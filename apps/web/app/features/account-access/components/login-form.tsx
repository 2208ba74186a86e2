// The login form: email and password with the sign-up page's field rules, the web.login_challenge captcha, and one
// message for wrong credentials that does not say which of the two was wrong.

import type { Customer } from '@larder/contracts/schemas/accounts';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { CAPTCHA_LOGIN_ACTION } from '@larder/contracts/values/limits';
import { useState } from 'react';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { logIn } from '../api/log-in';
import { LoginText } from '../model/texts';
import { useCaptcha } from '../model/use-captcha';
import { type FieldErrors, validateLogin } from '../model/validation';
import { CredentialsFields } from './credentials-fields';
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
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  if (captcha.status !== 'ready') return <FormSkeleton fields={2} failed={captcha.status === 'failed'} />;

  const update = (field: LoginField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const clear = (field: LoginField) => () => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = onSubmit(async () => {
    const found = validateLogin(values);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      let customer: Customer;
      try {
        customer = await logIn({ ...values, captcha_token: await captcha.getToken() }).catch(async (error) => {
          // Many failed logins for this address, from anywhere: the server asks for the (invisible) check once.
          if (!(error instanceof ApiError && error.code === AccountErrorCode.CaptchaRequired)) throw error;
          const token = await captcha.demandToken();
          if (!token) throw error;
          return logIn({ ...values, captcha_token: token });
        });
      } catch (error) {
        if (!(error instanceof ApiError)) onUnknownError(error, undefined);
        else if (error.status === 400 && error.code === AccountErrorCode.InvalidCredentials) {
          setFormError(LoginText.InvalidCredentials);
        } else if (error.status === 400 && error.code === AccountErrorCode.CaptchaRequired) {
          setFormError(LoginText.CaptchaRequired);
        } else if (error.status !== 400) onUnknownError(new Error(`login answered ${error.status}`), error.body);
        return;
      }
      try {
        await onLoggedIn(customer);
      } catch (error) {
        onUnknownError(error, undefined);
      }
    });
  });

  return (
    <form className="signup-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {formError ? (
        <p className="signup-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <CredentialsFields
        values={values}
        errors={errors}
        update={update}
        clear={clear}
        password={{ autoComplete: 'current-password' }}
        submitLabel={LoginText.Submit}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
