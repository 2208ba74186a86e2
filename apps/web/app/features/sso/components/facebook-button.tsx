// Sign in with Facebook: the Facebook SDK's login popup; a connected answer's user id and token go to our API.
import { useEffect, useState } from 'react';
import { publicSettings } from '../../../lib/public-settings';
import { facebookLogin as postFacebookLogin } from '../api/facebook-login';
import { connectedLogin, type FacebookSdk, facebookLogin, loadFacebookSdk } from '../model/facebook-sdk';
import { type ProviderButtonProps, SsoFailure } from '../model/sso-sign-in';
import { ProviderButton, ProviderLogo } from './provider-button';

export function FacebookButton({ run, intent, busy, onUnavailable }: ProviderButtonProps) {
  const [sdk, setSdk] = useState<FacebookSdk>();

  useEffect(() => {
    let active = true;
    loadFacebookSdk(publicSettings().facebookScriptUrl, publicSettings().facebookAppId).then(
      (loaded) => {
        if (active) setSdk(loaded);
      },
      () => {
        if (active) onUnavailable('facebook');
      },
    );
    return () => {
      active = false;
    };
  }, [onUnavailable]);

  if (!sdk) return null;
  const onPress = () =>
    run('facebook', async () => {
      const status = await facebookLogin(sdk);
      const login = connectedLogin(status);
      if (!login) throw new SsoFailure(`facebook status ${status.status ?? 'unknown'} or no token`, status.status);
      return postFacebookLogin({ user_id: login.userId, token: login.token, intent });
    });

  return <ProviderButton label="Continue with Facebook" logo={<FacebookLogo />} busy={busy} onPress={onPress} />;
}

function FacebookLogo() {
  return (
    <ProviderLogo
      fill="#1877F2"
      path="M24 12.07C24 5.41 18.63 0 12 0S0 5.41 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z"
    />
  );
}
