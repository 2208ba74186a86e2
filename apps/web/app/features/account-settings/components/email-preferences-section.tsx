// Settings: the store's emails a customer may turn off (issue 39): the reminder 48 hours before a cutoff and the
// "how was your box?" email after a delivery. Receipts and the notices of skips and pauses always come. What shows
// after saving is the server's answer.
import type { EmailPreferences } from '@larder/contracts/schemas/account-security';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { CheckboxGroup } from '../../../ui/checkbox-group';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import {
  EMAIL_PREFERENCES_QUERY_KEY,
  emailPreferencesQueryOptions,
  saveEmailPreferences,
} from '../api/email-preferences';
import { SettingsText } from '../model/texts';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

const OPTIONS = [
  { value: 'cutoff_reminders', label: SettingsText.ReminderEmails },
  { value: 'rating_requests', label: SettingsText.RatingEmails },
] as const;

const chosenOf = (preferences: EmailPreferences) =>
  OPTIONS.filter((option) => preferences[option.value]).map((option) => option.value as string);

export function EmailPreferencesSection() {
  const client = useQueryClient();
  const stored = useQuery(emailPreferencesQueryOptions());
  const [chosen, setChosen] = useState<string[] | undefined>();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();
  useEffect(() => {
    if (stored.data && chosen === undefined) setChosen(chosenOf(stored.data));
  }, [stored.data, chosen]);

  const submit = onSubmit(async () => {
    if (!chosen) return;
    setOutcome(undefined);
    await send(async () => {
      try {
        const saved = await saveEmailPreferences({
          cutoff_reminders: chosen.includes('cutoff_reminders'),
          rating_requests: chosen.includes('rating_requests'),
        });
        client.setQueryData(EMAIL_PREFERENCES_QUERY_KEY, saved);
        setChosen(chosenOf(saved));
        setOutcome({ kind: 'saved', message: SettingsText.EmailsSaved });
      } catch (error) {
        setOutcome({
          kind: 'failed',
          message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
        });
      }
    });
  });

  return (
    <section className="settings-section" aria-labelledby="settings-emails">
      <Heading variant="H3" level={2} id="settings-emails">
        {SettingsText.EmailsHeading}
      </Heading>
      <Paragraph>{SettingsText.EmailsLead}</Paragraph>
      {stored.isError && <Paragraph role="alert">{SettingsText.Failed}</Paragraph>}
      {chosen && (
        <form className="settings-section__form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
          <CheckboxGroup label={SettingsText.EmailsLabel} options={OPTIONS} value={chosen} onChange={setChosen} />
          <SectionMessages outcome={outcome} />
          <div>
            <Button type="submit" isLoading={isSubmitting} isDisabled={isSubmitting}>
              {SettingsText.SaveEmails}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
