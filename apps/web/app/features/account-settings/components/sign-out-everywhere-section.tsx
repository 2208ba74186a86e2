// Settings: end every session of the account, this one too.
import { useState } from 'react';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { signOutEverywhere } from '../api/account-self';
import { SettingsText } from '../model/texts';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

export function SignOutEverywhereSection({ onSignedOut }: { onSignedOut: () => void }) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const signOut = async () => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await signOutEverywhere();
      onSignedOut();
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
      });
      setBusy(false);
    }
  };
  return (
    <section className="settings-section" aria-labelledby="settings-everywhere">
      <Heading variant="H3" level={2} id="settings-everywhere">
        {SettingsText.EverywhereHeading}
      </Heading>
      <Paragraph>{SettingsText.EverywhereLead}</Paragraph>
      <SectionMessages outcome={outcome} />
      <div>
        <Button prominence="secondary" buttonStyle="critical" onClick={signOut} isLoading={busy} isDisabled={busy}>
          {SettingsText.EverywhereButton}
        </Button>
      </div>
    </section>
  );
}
