// Settings: the current address (and whether it is verified); a new one is confirmed by a link sent to it, and
// the current password is asked when the account has one.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { AccountSettingsErrorCode, SettingsMessage } from '@larder/contracts/values/account-security';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { FieldMessage, SignupMessage } from '@larder/contracts/values/messages';
import { useState } from 'react';
import { emailError } from '../../../lib/field-checks';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { requestEmailChange } from '../api/account-self';
import { SettingsText } from '../model/texts';
import { CurrentPasswordField } from './current-password-field';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

export function EmailSection({ customer, hasPassword }: { customer: Customer; hasPassword: boolean }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  const submit = onSubmit(async () => {
    const found = {
      ...(emailError(email) ? { email: emailError(email) } : {}),
      ...(hasPassword && password === '' ? { password: FieldMessage.PasswordRequired } : {}),
    };
    setErrors(found);
    setOutcome(undefined);
    if (found.email || found.password) return;
    await send(async () => {
      try {
        await requestEmailChange(email.trim(), hasPassword ? password : undefined);
        setPassword('');
        setOutcome({ kind: 'saved', message: SettingsMessage.EmailChangeSent });
      } catch (error) {
        if (error instanceof ApiError && error.code === AccountSettingsErrorCode.WrongCurrentPassword) {
          setErrors({ password: SettingsMessage.WrongCurrentPassword });
        } else if (error instanceof ApiError && error.code === AccountSettingsErrorCode.SameEmail) {
          setErrors({ email: SettingsMessage.SameEmail });
        } else if (error instanceof ApiError && error.code === AccountErrorCode.EmailTaken) {
          setErrors({ email: SignupMessage.EmailTaken });
        } else {
          setOutcome({
            kind: 'failed',
            message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
          });
        }
      }
    });
  });

  return (
    <section className="settings-section" aria-labelledby="settings-email">
      <Heading variant="H3" level={2} id="settings-email">
        {SettingsText.EmailHeading}
      </Heading>
      <Paragraph>
        {SettingsText.CurrentEmail}: <strong>{customer.email}</strong>{' '}
        {customer.email_verified ? null : SettingsText.Unverified}
      </Paragraph>
      <form className="settings-section__form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <TextInput
          label={SettingsText.NewEmail}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          errorMessage={errors.email}
          onErrorClear={() => setErrors(({ email: _, ...rest }) => rest)}
          isRequired
        />
        {hasPassword ? (
          <CurrentPasswordField
            value={password}
            onChange={setPassword}
            errorMessage={errors.password}
            onErrorClear={() => setErrors(({ password: _, ...rest }) => rest)}
          />
        ) : null}
        <SectionMessages outcome={outcome} />
        <div>
          <Button type="submit" isLoading={isSubmitting} isDisabled={isSubmitting}>
            {SettingsText.SendConfirmation}
          </Button>
        </div>
      </form>
    </section>
  );
}
