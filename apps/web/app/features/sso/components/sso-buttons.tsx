// The Google, Apple and Facebook buttons of the sign-up and login pages. This part is in the
// page's first load and stays small: it renders an empty row (the same in the prerendered HTML and at hydration),
// then, once the page is interactive and the browser idle, loads the panel that checks the remote configuration
// and loads the providers' SDKs. The form never waits for any of it. A failed sign-in shows the message the panel
// chose (model/sso-failure-message.ts) and is reported to `onFailure` (the route logs it).
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { usePublicSettings } from '../../../lib/public-settings';
import { useHydrated } from '../../../lib/use-hydrated';
import { enabledSsoProviders, type SsoProvider } from '../model/sso-providers';
import type { SsoButtonPanelProps, SsoIntent, SsoSignInResult } from '../model/sso-sign-in';
import './sso-buttons.css';

export interface SsoButtonsProps {
  /** A provider verified the person and the API signed them in; `created` says whether an account was made. */
  onSignedIn: (result: SsoSignInResult, provider: SsoProvider) => Promise<void> | void;
  /** A sign-in failed (a non-200 answer, Facebook not connected, no token); the message is already shown. */
  onFailure: (provider: SsoProvider, error: unknown) => void;
  /** No button will show: this browser is on the hidden list, or no provider's script loaded. */
  onNothingToShow?: () => void;
  /** The providers to offer; by default those with a public id in the served settings. */
  providers?: SsoProvider[];
  /** 'link' adds the identity to the signed-in account (settings); 'login' by default. */
  intent?: SsoIntent;
}

function NoPanel({ onNothingToShow }: SsoButtonPanelProps) {
  useEffect(() => onNothingToShow(), [onNothingToShow]);
  return null;
}

// A chunk that fails to load (offline, a new deployment) means no buttons, not a broken page.
const SsoButtonPanel = lazy(
  (): Promise<{ default: ComponentType<SsoButtonPanelProps> }> =>
    import('./sso-button-panel').catch(() => ({ default: NoPanel })),
);

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 1);
  return () => window.clearTimeout(id);
}

export function SsoButtons({ onSignedIn, onFailure, onNothingToShow, providers, intent = 'login' }: SsoButtonsProps) {
  const hydrated = useHydrated();
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState<string | undefined>();
  const settings = usePublicSettings();
  const offered = providers ?? enabledSsoProviders(settings);
  // The panel gets stable callbacks that call the latest props.
  const latest = useRef({ onSignedIn, onFailure, onNothingToShow });
  latest.current = { onSignedIn, onFailure, onNothingToShow };
  const attempt = useCallback(() => setFailed(undefined), []);
  const signedIn = useCallback<SsoButtonsProps['onSignedIn']>(
    (result, provider) => latest.current.onSignedIn(result, provider),
    [],
  );
  const failure = useCallback<SsoButtonPanelProps['onFailure']>((provider, error, message) => {
    setFailed(message);
    latest.current.onFailure(provider, error);
  }, []);
  const nothingToShow = useCallback(() => latest.current.onNothingToShow?.(), []);

  useEffect(() => {
    if (!hydrated || offered.length === 0) return;
    return whenIdle(() => setStarted(true));
  }, [hydrated, offered.length]);

  return (
    <div className="sso-buttons">
      <div className="sso-buttons__row">
        {started ? (
          <Suspense fallback={null}>
            <SsoButtonPanel
              providers={offered}
              intent={intent}
              onAttempt={attempt}
              onSignedIn={signedIn}
              onFailure={failure}
              onNothingToShow={nothingToShow}
            />
          </Suspense>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="sso-buttons__error">
          {failed}
        </p>
      ) : null}
    </div>
  );
}
