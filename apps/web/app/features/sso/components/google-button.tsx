// Sign in with Google: Google Identity Services renders its own button; its callback hands over the ID token,
// which our API verifies.
import { useEffect, useRef } from 'react';
import { publicSettings } from '../../../lib/public-settings';
import { googleLogin } from '../api/google-login';
import { renderGoogleButton } from '../model/google-identity';
import { type ProviderButtonProps, SsoFailure } from '../model/sso-sign-in';

export function GoogleButton({ run, intent, onUnavailable }: ProviderButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const runRef = useRef(run);
  runRef.current = run;
  const intentRef = useRef(intent);
  intentRef.current = intent;

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const mounted = new AbortController();
    renderGoogleButton(parent, {
      clientId: publicSettings().googleClientId,
      scriptUrl: publicSettings().googleScriptUrl,
      signal: mounted.signal,
      callback: (credential) => {
        if (mounted.signal.aborted) return;
        runRef.current('google', async () => {
          if (!credential) throw new SsoFailure('google answered without a token');
          return googleLogin(credential, intentRef.current);
        });
      },
    }).catch(() => {
      if (!mounted.signal.aborted) onUnavailable('google');
    });
    return () => {
      mounted.abort();
      parent.replaceChildren();
    };
  }, [onUnavailable]);

  return <div ref={container} className="sso-buttons__google" data-provider="google" />;
}
