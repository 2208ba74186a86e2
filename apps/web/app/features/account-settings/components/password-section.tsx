// Settings: change the password (the current one required), or set a first one for an account that signs in
// only through a provider. The other sessions end; this browser gets a new session.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { AccountSettingsErrorCode, SettingsMessage } from '@larder/contracts/values/account-security';
import { FieldMessage } from '@larder/contracts/values/messages';
import { useState } from 'react';
import { passwordError, passwordPolicyMessage } from '../../../lib/field-checks';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { changePassword } from '../api/account-self';
import { SettingsText } from '../model/texts';
import { CurrentPasswordField } from './current-password-field';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

export interface PasswordSectionProps {
  hasPassword: boolean;
  onSaved: (customer: Customer) => void;
}

export function PasswordSection({ hasPassword, onSaved }: PasswordSectionProps) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  const submit = onSubmit(async () => {
    const found = {
      ...(hasPassword && current === '' ? { current: FieldMessage.PasswordRequired } : {}),
      ...(passwordError(next) ? { next: passwordError(next) } : {}),
    };
    setErrors(found);
    setOutcome(undefined);
    if (found.current || found.next) return;
    await send(async () => {
      try {
        const customer = await changePassword(hasPassword ? current : undefined, next);
        setCurrent('');
        setNext('');
        onSaved(customer);
        setOutcome({ kind: 'saved', message: SettingsText.PasswordSaved });
      } catch (error) {
        if (error instanceof ApiError && error.code === AccountSettingsErrorCode.WrongCurrentPassword) {
          setErrors({ current: SettingsMessage.WrongCurrentPassword });
        } else if (error instanceof ApiError && passwordPolicyMessage(error.body, 'new_password')) {
          setErrors({ next: passwordPolicyMessage(error.body, 'new_password') });
        } else {
          setOutcome({
            kind: 'failed',
            message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
          });
        }
      }
    });
  });

  const heading = hasPassword ? SettingsText.PasswordHeading : SettingsText.SetPasswordHeading;
  return (
    <section className="settings-section" aria-labelledby="settings-password">
      <Heading variant="H3" level={2} id="settings-password">
        {heading}
      </Heading>
      {hasPassword ? null : <Paragraph>{SettingsText.SetPasswordLead}</Paragraph>}
      <form className="settings-section__form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        {hasPassword ? (
          <CurrentPasswordField
            value={current}
            onChange={setCurrent}
            errorMessage={errors.current}
            onErrorClear={() => setErrors(({ current: _, ...rest }) => rest)}
          />
        ) : null}
        <TextInput
          label={SettingsText.NewPassword}
          type="password"
          name="new_password"
          autoComplete="new-password"
          description={FieldMessage.PasswordHelp}
          value={next}
          onChange={setNext}
          errorMessage={errors.next}
          onErrorClear={() => setErrors(({ next: _, ...rest }) => rest)}
          isRequired
        />
        <SectionMessages outcome={outcome} />
        <div>
          <Button type="submit" isLoading={isSubmitting} isDisabled={isSubmitting}>
            {SettingsText.SavePassword}
          </Button>
        </div>
      </form>
    </section>
  );
}
