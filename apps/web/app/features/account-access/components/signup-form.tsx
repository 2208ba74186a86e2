// The sign-up form: four required fields, client-side checks, the server's answer mapped to the error catalogue,
// one request per submit however often the button is pressed.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { CAPTCHA_SIGNUP_ACTION } from '@larder/contracts/values/limits';
import { FieldMessage } from '@larder/contracts/values/messages';
import { useState } from 'react';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { TextInput } from '../../../ui/text-input';
import { signUp } from '../api/sign-up';
import { CredentialsFields } from '../components/credentials-fields';
import { FormSkeleton } from '../components/form-skeleton';
import { signupOutcome } from '../model/signup-errors';
import { SignupText } from '../model/signup-texts';
import { useCaptcha } from '../model/use-captcha';
import { type FieldErrors, type SignupField, type SignupValues, validateSignup } from '../model/validation';

export interface SignupFormProps {
  onSignedUp: (customer: Customer) => Promise<void> | void;
  /** Answers that show no message (other statuses, captcha failures): the page logs them. */
  onUnknownError: (error: unknown, data: unknown) => void;
}

const EMPTY: SignupValues = { first_name: '', last_name: '', email: '', password: '' };

export function SignupForm({ onSignedUp, onUnknownError }: SignupFormProps) {
  const captcha = useCaptcha('web.signup_challenge', CAPTCHA_SIGNUP_ACTION);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  if (captcha.status !== 'ready') return <FormSkeleton fields={4} failed={captcha.status === 'failed'} />;

  const update = (field: SignupField) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const clear = (field: SignupField) => () => setErrors(({ [field]: _, ...rest }) => rest);

  const submit = onSubmit(async () => {
    const found = validateSignup(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(async () => {
      let customer: Customer;
      try {
        const captchaToken = await captcha.getToken();
        customer = await signUp({ ...values, captcha_token: captchaToken });
      } catch (error) {
        if (!(error instanceof ApiError)) {
          onUnknownError(error, undefined);
          return;
        }
        const outcome = signupOutcome(error.status, error.body);
        if (outcome.kind === 'field-errors') setErrors(outcome.fields);
        if (outcome.kind === 'unknown-error') {
          onUnknownError(new Error(`sign-up answered ${outcome.status}`), error.body);
        }
        return;
      }
      try {
        await onSignedUp(customer);
      } catch (error) {
        onUnknownError(error, undefined);
      }
    });
  });

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
      <CredentialsFields
        values={values}
        errors={errors}
        update={update}
        clear={clear}
        password={{ autoComplete: 'new-password', description: FieldMessage.PasswordHelp }}
        submitLabel={SignupText.Submit}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
