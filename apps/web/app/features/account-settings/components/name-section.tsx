// Settings: first and last name, prefilled, saved together.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { FieldMessage } from '@larder/contracts/values/messages';
import { useState } from 'react';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { TextInput } from '../../../ui/text-input';
import { updateName } from '../api/account-self';
import { SettingsText } from '../model/texts';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

export function NameSection({ customer, onSaved }: { customer: Customer; onSaved: (customer: Customer) => void }) {
  const [firstName, setFirstName] = useState(customer.first_name);
  const [lastName, setLastName] = useState(customer.last_name);
  const [errors, setErrors] = useState<{ first?: string; last?: string }>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  const submit = onSubmit(async () => {
    const found = {
      ...(firstName.trim() === '' ? { first: FieldMessage.FirstNameRequired } : {}),
      ...(lastName.trim() === '' ? { last: FieldMessage.LastNameRequired } : {}),
    };
    setErrors(found);
    setOutcome(undefined);
    if (found.first || found.last) return;
    await send(async () => {
      try {
        onSaved(await updateName({ first_name: firstName.trim(), last_name: lastName.trim() }));
        setOutcome({ kind: 'saved', message: SettingsText.NameSaved });
      } catch (error) {
        setOutcome({
          kind: 'failed',
          message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
        });
      }
    });
  });

  return (
    <section className="settings-section" aria-labelledby="settings-name">
      <Heading variant="H3" level={2} id="settings-name">
        {SettingsText.NameHeading}
      </Heading>
      <form className="settings-section__form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
        <TextInput
          label={SettingsText.FirstName}
          name="first_name"
          autoComplete="given-name"
          value={firstName}
          onChange={setFirstName}
          errorMessage={errors.first}
          onErrorClear={() => setErrors(({ first: _, ...rest }) => rest)}
          isRequired
        />
        <TextInput
          label={SettingsText.LastName}
          name="last_name"
          autoComplete="family-name"
          value={lastName}
          onChange={setLastName}
          errorMessage={errors.last}
          onErrorClear={() => setErrors(({ last: _, ...rest }) => rest)}
          isRequired
        />
        <SectionMessages outcome={outcome} />
        <div>
          <Button type="submit" isLoading={isSubmitting} isDisabled={isSubmitting}>
            {SettingsText.SaveName}
          </Button>
        </div>
      </form>
    </section>
  );
}
