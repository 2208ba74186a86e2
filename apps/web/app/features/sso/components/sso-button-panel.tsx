// Loaded after the page is interactive (see sso-buttons.tsx): checks whether this browser is on the remote hidden
// list, then shows each provider's button (google-button.tsx, apple-button.tsx, facebook-button.tsx), which loads
// its SDK; a script that does not load hides its button. Each sign-in: the provider's popup, then our API, then
// `onSignedIn` or `onFailure`, one at a time.
import { ssoHiddenFor } from '@larder/contracts/schemas/dynamic-configs';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { ssoHiddenUserAgentsQueryOptions } from '../api/get-sso-hidden-user-agents';
import { ssoFailureMessage } from '../model/sso-failure-message';
import type { SsoProvider } from '../model/sso-providers';
import { CANCELLED, type RunSsoAttempt, type SsoButtonPanelProps, SsoFailure } from '../model/sso-sign-in';
import { AppleButton } from './apple-button';
import { FacebookButton } from './facebook-button';
import { GoogleButton } from './google-button';

/** An answer of our API other than a signed-in customer (any status, or a body the contract refuses). */
function loginFailure(provider: SsoProvider, error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  return new SsoFailure(`${provider} login answered ${error.status}`, { status: error.status, body: error.body });
}

export default function SsoButtonPanel({
  providers,
  intent,
  onAttempt,
  onSignedIn,
  onFailure,
  onNothingToShow,
}: SsoButtonPanelProps) {
  const hiddenList = useQuery(ssoHiddenUserAgentsQueryOptions());
  const [unavailable, setUnavailable] = useState<ReadonlySet<SsoProvider>>(new Set());
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  // A missing, malformed or unreadable config hides nothing.
  const decided = !hiddenList.isPending;
  const hidden = !!hiddenList.data && ssoHiddenFor(navigator.userAgent, hiddenList.data);
  const shown = providers.filter((provider) => !unavailable.has(provider));
  const nothingToShow = decided && (hidden || shown.length === 0);

  useEffect(() => {
    if (nothingToShow) onNothingToShow();
  }, [nothingToShow, onNothingToShow]);

  const markUnavailable = useCallback((provider: SsoProvider) => {
    setUnavailable((current) => new Set(current).add(provider));
  }, []);

  // The attempt is called synchronously, inside the click, so the provider's popup is not blocked.
  const run = useCallback<RunSsoAttempt>(
    (provider, attempt) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      onAttempt();
      const finish = async () => {
        try {
          const result = await attempt().catch((error: unknown) => {
            throw loginFailure(provider, error);
          });
          if (result === CANCELLED) return;
          await onSignedIn(result, provider);
        } catch (error) {
          onFailure(provider, error, ssoFailureMessage(error));
        } finally {
          busyRef.current = false;
          setBusy(false);
        }
      };
      void finish();
    },
    [onAttempt, onSignedIn, onFailure],
  );

  if (!decided || hidden) return null;
  return (
    <>
      {shown.map((provider) => {
        const Component = { google: GoogleButton, apple: AppleButton, facebook: FacebookButton }[provider];
        return <Component key={provider} run={run} intent={intent} busy={busy} onUnavailable={markUnavailable} />;
      })}
    </>
  );
}
