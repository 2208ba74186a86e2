// The banner of the account home while the address is unverified: a sentence and a button that sends a new link.
import { SettingsMessage } from '@larder/contracts/values/account-security';
import { useState } from 'react';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { resendVerification } from '../api/account-self';
import { BannerText, SettingsText } from '../model/texts';
import './settings-page.css';

export function VerifyBanner({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | string>('idle');
  const resend = async () => {
    setState('sending');
    try {
      await resendVerification();
      setState('sent');
    } catch (error) {
      setState(error instanceof ApiError && error.status === 429 ? SettingsText.TooMany : SettingsText.Failed);
    }
  };
  return (
    <section className="verify-banner" aria-label="Email verification">
      <p className="verify-banner__text">{BannerText.Verify(email)}</p>
      {state === 'sent' ? (
        <p role="status" className="verify-banner__status">
          {SettingsMessage.VerificationSent}
        </p>
      ) : (
        <>
          <Button
            prominence="secondary"
            size="small"
            onClick={resend}
            isLoading={state === 'sending'}
            isDisabled={state === 'sending'}
          >
            {BannerText.Resend}
          </Button>
          {state !== 'idle' && state !== 'sending' ? (
            <p role="alert" className="verify-banner__status">
              {state}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
