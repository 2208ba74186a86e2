// The sign-up form (spec §2, §5, §8): four required fields, client-side checks, the server's answer mapped to the
// error catalogue, one request per submit however often the button is pressed.
import type { Customer } from '@larder/contracts/accounts';
import { CAPTCHA_SIGNUP_ACTION } from '@larder/contracts/limits';
import { FieldMessage } from '@larder/contracts/messages';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../ui/button';
import { TextInput } from '../../../ui/text-input';
import { signUp } from '../api/sign-up';
import { signupOutcome } from '../model/signup-errors';
import { SignupText } from '../model/texts';
import { useCaptcha } from '../model/use-captcha';
import { type FieldErrors, type SignupField, type SignupValues, validateSignup } from '../model/validation';
import { EmailInput } from './email-input';
import { FormSkeleton } from './form-skeleton';

export interface SignupFormProps {
  onSignedUp: (customer: Customer) => Promise<void> | void;
  /** Answers the spec shows no message for (other statuses, captcha failures): the page logs them. */
  onUnknownError: (error: unknown, data: unknown) => void;
}

const EMPTY: SignupValues = { first_name: '', last_name: '', email: '', password: '' };

export function SignupForm({ onSignedUp, onUnknownError }: SignupFormProps) {
  const captcha = useCaptcha('web.signup_challenge', CAPTCHA_SIGNUP_ACTION);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const inFlight = useRef(false);

  if (captcha.status !== 'ready') return <FormSkeleton fields={4} failed={captcha.status === 'failed'} />;

  const update = (field: SignupField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const clear = (field: SignupField) => () => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    setIsSubmitting(true);
    try {
      const captchaToken = await captcha.getToken();
      const response = await signUp({ ...values, captcha_token: captchaToken });
      const outcome = signupOutcome(response.status, response.body);
      if (outcome.kind === 'created') {
        await onSignedUp(response.body as Customer);
        return;
      }
      if (outcome.kind === 'field-errors') setErrors(outcome.fields);
      if (outcome.kind === 'unknown-error')
        onUnknownError(new Error(`sign-up answered ${outcome.status}`), response.body);
    } catch (error) {
      onUnknownError(error, undefined);
    } finally {
      inFlight.current = false;
      setIsSubmitting(false);
    }
  };

  return (
    <form className="signup-form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      <div className="signup-form__names">
        <TextInput
          label={SignupText.FirstName}
          name="first_name"
          autoComplete="given-name"
          value={values.first_name}
          onChange={update('first_name')}
          errorMessage={errors.first_name}
          onErrorClear={clear('first_name')}
          isRequired
        />
        <TextInput
          label={SignupText.LastName}
          name="last_name"
          autoComplete="family-name"
          value={values.last_name}
          onChange={update('last_name')}
          errorMessage={errors.last_name}
          onErrorClear={clear('last_name')}
          isRequired
        />
      </div>
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
        autoComplete="new-password"
        description={FieldMessage.PasswordHelp}
        value={values.password}
        onChange={update('password')}
        errorMessage={errors.password}
        onErrorClear={clear('password')}
        isRequired
      />
      <Button type="submit" size="large" isFullWidth isLoading={isSubmitting} isDisabled={isSubmitting}>
        {SignupText.Submit}
      </Button>
    </form>
  );
}
