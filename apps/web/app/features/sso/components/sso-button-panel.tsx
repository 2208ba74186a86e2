// Loaded after the page is interactive (see sso-buttons.tsx): checks whether this browser is on the remote hidden
// list, then loads each provider's SDK and shows its button once ready. A script that does not load hides its
// button. Each sign-in: the provider's popup, then our API, then `onSignedIn` or `onFailure`.
import { ssoHiddenFor } from '@larder/contracts/dynamic-configs-api';
import { APPLE_LOGIN_STATE_TTL_SECONDS, APPLE_STATE_PATTERN } from '@larder/contracts/sso';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { publicEnv } from '../../../lib/env';
import type { ApiResponse } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { appleLogin, getAppleLoginState } from '../api/apple-login';
import { facebookLogin as postFacebookLogin } from '../api/facebook-login';
import { ssoHiddenUserAgentsQueryOptions } from '../api/get-sso-hidden-user-agents';
import { googleLogin } from '../api/google-login';
import { type AppleIdAuth, appleRedirectUri, isAppleCancel, loadAppleId, signInWithApple } from '../model/apple-id';
import { connectedLogin, type FacebookSdk, facebookLogin, loadFacebookSdk } from '../model/facebook-sdk';
import { renderGoogleButton } from '../model/google-identity';
import type { SsoProvider } from '../model/sso-providers';
import type { SsoSignInResult } from './sso-buttons';

export interface SsoButtonPanelProps {
  providers: SsoProvider[];
  onAttempt: () => void;
  onSignedIn: (result: SsoSignInResult, provider: SsoProvider) => Promise<void> | void;
  onFailure: (provider: SsoProvider, error: unknown) => void;
  onNothingToShow: () => void;
}

/** The person closed the provider's popup: nothing to report. */
const CANCELLED = Symbol('cancelled');

/** A sign-in that did not verify: the API's answer, or what went wrong before it. */
export class SsoFailure extends Error {
  constructor(
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'SsoFailure';
  }
}

type Attempt = () => Promise<ApiResponse<unknown> | typeof CANCELLED>;
type Run = (provider: SsoProvider, attempt: Attempt) => void;

function isSignInResult(body: unknown): body is SsoSignInResult {
  const value = body as SsoSignInResult | null;
  return typeof value === 'object' && value !== null && typeof value.created === 'boolean' && !!value.customer;
}

export default function SsoButtonPanel({
  providers,
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
  const run = useCallback<Run>(
    (provider, attempt) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      onAttempt();
      const finish = async () => {
        try {
          const response = await attempt();
          if (response === CANCELLED) return;
          if (response.status !== 200 || !isSignInResult(response.body)) {
            throw new SsoFailure(`${provider} login answered ${response.status}`, response);
          }
          await onSignedIn(response.body, provider);
        } catch (error) {
          onFailure(provider, error);
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
        return <Component key={provider} run={run} busy={busy} onUnavailable={markUnavailable} />;
      })}
    </>
  );
}

interface ProviderButtonProps {
  run: Run;
  busy: boolean;
  onUnavailable: (provider: SsoProvider) => void;
}

function GoogleButton({ run, onUnavailable }: ProviderButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    const parent = container.current;
    if (!parent) return;
    const mounted = new AbortController();
    renderGoogleButton(parent, {
      clientId: publicEnv.googleClientId,
      scriptUrl: publicEnv.googleScriptUrl,
      signal: mounted.signal,
      callback: (credential) => {
        if (mounted.signal.aborted) return;
        runRef.current('google', async () => {
          if (!credential) throw new SsoFailure('google answered without a token');
          return googleLogin(credential);
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

interface IssuedState {
  state: string;
  nonce: string;
  fetchedAt: number;
}

/** A state is used only while well inside its lifetime on the server. */
const STATE_USABLE_MS = (APPLE_LOGIN_STATE_TTL_SECONDS - 60) * 1000;

async function fetchAppleState(): Promise<IssuedState> {
  const response = await getAppleLoginState();
  const body = response.body as { state?: unknown; nonce?: unknown } | null;
  const { state, nonce } = body ?? {};
  if (response.status !== 200 || typeof state !== 'string' || typeof nonce !== 'string') {
    throw new SsoFailure(`apple state answered ${response.status}`, response);
  }
  if (!APPLE_STATE_PATTERN.test(state)) throw new SsoFailure('apple state is malformed');
  return { state, nonce, fetchedAt: Date.now() };
}

function AppleButton({ run, busy, onUnavailable }: ProviderButtonProps) {
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
    loadAppleId(publicEnv.appleScriptUrl).then(
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
          clientId: publicEnv.appleServicesId,
          redirectURI: appleRedirectUri(publicEnv.appleRedirectUri, window.location.origin),
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
      });
    });

  return (
    <Button prominence="secondary" className="sso-buttons__button" isLoading={busy} onClick={onPress}>
      <AppleLogo />
      Continue with Apple
    </Button>
  );
}

function FacebookButton({ run, busy, onUnavailable }: ProviderButtonProps) {
  const [sdk, setSdk] = useState<FacebookSdk>();

  useEffect(() => {
    let active = true;
    loadFacebookSdk(publicEnv.facebookScriptUrl, publicEnv.facebookAppId).then(
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
      return postFacebookLogin({ user_id: login.userId, token: login.token });
    });

  return (
    <Button prominence="secondary" className="sso-buttons__button" isLoading={busy} onClick={onPress}>
      <FacebookLogo />
      Continue with Facebook
    </Button>
  );
}

function AppleLogo() {
  return (
    <svg className="sso-buttons__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M16.37 12.7c-.02-2.27 1.86-3.37 1.94-3.42-1.06-1.55-2.7-1.76-3.28-1.78-1.39-.14-2.73.82-3.43.82-.71 0-1.8-.8-2.96-.78-1.52.02-2.93.89-3.71 2.25-1.59 2.75-.41 6.82 1.13 9.05.76 1.09 1.66 2.31 2.83 2.27 1.14-.05 1.57-.73 2.94-.73 1.37 0 1.76.73 2.96.71 1.23-.02 2-1.11 2.74-2.2.87-1.26 1.22-2.49 1.24-2.55-.03-.01-2.37-.91-2.4-3.64ZM14.11 6.02c.62-.76 1.05-1.8.93-2.85-.9.04-2 .6-2.64 1.35-.57.66-1.08 1.74-.95 2.76 1.01.08 2.03-.51 2.66-1.26Z"
      />
    </svg>
  );
}

function FacebookLogo() {
  return (
    <svg className="sso-buttons__logo" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="#1877F2"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.41 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.69.24 2.69.24v2.97h-1.52c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z"
      />
    </svg>
  );
}
