// The captcha state of a form: whether the form may show (not until the captcha, if enabled, has
// loaded) and a function that returns the token to send ('' when there is no challenge).
import type { ChallengeFlag } from '@larder/contracts/values/dynamic-configs';
import { useCallback, useEffect, useState } from 'react';
import { publicSettings } from '../../../lib/public-settings';
import { useChallenge } from '../api/get-challenge';
import { captchaToken, loadRecaptcha } from './recaptcha';

export type CaptchaStatus = 'checking' | 'ready' | 'failed';

export function useCaptcha(flag: ChallengeFlag, action: string) {
  const challenge = useChallenge(flag);
  const [scriptStatus, setScriptStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const needsCaptcha = challenge.data === 'recaptcha';

  useEffect(() => {
    if (!needsCaptcha) return;
    let cancelled = false;
    loadRecaptcha().then(
      () => !cancelled && setScriptStatus('loaded'),
      () => !cancelled && setScriptStatus('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [needsCaptcha]);

  let status: CaptchaStatus = 'checking';
  if (challenge.isSuccess && !needsCaptcha) status = 'ready';
  else if (challenge.isError) status = 'ready';
  else if (needsCaptcha && scriptStatus === 'loaded') status = 'ready';
  else if (needsCaptcha && scriptStatus === 'failed') status = 'failed';

  const getToken = useCallback(async () => (needsCaptcha ? captchaToken(action) : ''), [needsCaptcha, action]);
  /** A token even when the flag is off (the server asks for one after many failed logins); '' without a site key. */
  const demandToken = useCallback(
    async () => (publicSettings().recaptchaSiteKey ? captchaToken(action) : ''),
    [action],
  );
  return { status, getToken, demandToken };
}
