// Sign in with Apple: Apple's JS SDK in a popup, with a single-use state and nonce the API issued beforehand
// (fetched ahead, so the popup usually opens within the click); the code and token go to our API.
import {
  APPLE_LOGIN_STATE_TTL_SECONDS,
  APPLE_STATE_PATTERN,
  type AppleLoginState,
} from '@larder/contracts/schemas/sso';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicSettings } from '../../../lib/public-settings';
import { ApiError } from '../../../lib/request';
import { appleLogin, getAppleLoginState } from '../api/apple-login';
import { type AppleIdAuth, appleRedirectUri, isAppleCancel, loadAppleId, signInWithApple } from '../model/apple-id';
import { CANCELLED, type ProviderButtonProps, SsoFailure } from '../model/sso-sign-in';
import { ProviderButton, ProviderLogo } from './provider-button';

interface IssuedState {
  state: string;
  nonce: string;
  fetchedAt: number;
}

/** A state is used only while well inside its lifetime on the server. */
const STATE_USABLE_MS = (APPLE_LOGIN_STATE_TTL_SECONDS - 60) * 1000;

async function fetchAppleState(): Promise<IssuedState> {
  let issued: AppleLoginState;
  try {
    issued = await getAppleLoginState();
  } catch (error) {
    if (error instanceof ApiError) {
      throw new SsoFailure(`apple state answered ${error.status}`, { status: error.status, body: error.body });
    }
    throw error;
  }
  if (!APPLE_STATE_PATTERN.test(issued.state)) throw new SsoFailure('apple state is malformed');
  return { state: issued.state, nonce: issued.nonce, fetchedAt: Date.now() };
}

export function AppleButton({ run, intent, busy, onUnavailable }: ProviderButtonProps) {
  const [auth, setAuth] = useState<AppleIdAuth>();
  const issued = useRef<IssuedState | undefined>(undefined);

  const prefetch = useCallback(() => {
    fetchAppleState().then(
      (state) => {
        issued.current = state;
      },
      () => {
        issued.current = undefined;
      },
    );
  }, []);

  useEffect(() => {
    let active = true;
    loadAppleId(publicSettings().appleScriptUrl).then(
      (loaded) => {
        if (!active) return;
        setAuth(loaded);
        prefetch();
      },
      () => {
        if (active) onUnavailable('apple');
      },
    );
    return () => {
      active = false;
    };
  }, [onUnavailable, prefetch]);

  if (!auth) return null;
  const onPress = () =>
    run('apple', async () => {
      let state = issued.current;
      issued.current = undefined;
      // Usually the state is ready and the popup opens within the click; otherwise it is fetched first.
      if (!state || Date.now() - state.fetchedAt > STATE_USABLE_MS) state = await fetchAppleState();
      let response: Awaited<ReturnType<typeof signInWithApple>>;
      try {
        response = await signInWithApple(auth, {
          clientId: publicSettings().appleServicesId,
          redirectURI: appleRedirectUri(publicSettings().appleRedirectUri, window.location.origin),
          state: state.state,
          nonce: state.nonce,
        });
      } catch (error) {
        if (isAppleCancel(error)) return CANCELLED;
        throw new SsoFailure('apple sign-in failed', error);
      } finally {
        prefetch();
      }
      const { code, id_token, state: returned } = response.authorization ?? {};
      if (!code || !id_token) throw new SsoFailure('apple answered without a code or token');
      if (returned !== state.state) throw new SsoFailure('apple answered another state');
      return appleLogin({
        code,
        id_token,
        state: returned,
        is_web: true,
        user: response.user ? JSON.stringify(response.user) : undefined,
        intent,
      });
    });

  return <ProviderButton label="Continue with Apple" logo={<AppleLogo />} busy={busy} onPress={onPress} />;
}

function AppleLogo() {
  return (
    <ProviderLogo
      fill="currentColor"
      path="M16.37 12.7c-.02-2.27 1.86-3.37 1.94-3.42-1.06-1.55-2.7-1.76-3.28-1.78-1.39-.14-2.73.82-3.43.82-.71 0-1.8-.8-2.96-.78-1.52.02-2.93.89-3.71 2.25-1.59 2.75-.41 6.82 1.13 9.05.76 1.09 1.66 2.31 2.83 2.27 1.14-.05 1.57-.73 2.94-.73 1.37 0 1.76.73 2.96.71 1.23-.02 2-1.11 2.74-2.2.87-1.26 1.22-2.49 1.24-2.55-.03-.01-2.37-.91-2.4-3.64ZM14.11 6.02c.62-.76 1.05-1.8.93-2.85-.9.04-2 .6-2.64 1.35-.57.66-1.08 1.74-.95 2.76 1.01.08 2.03-.51 2.66-1.26Z"
    />
  );
}
