// What the SSO buttons (first load), their panel and each provider's button share: the result of a sign-in, the
// panel's props, and how a provider's button hands an attempt to the panel.
import type { SsoLoginResponse } from '@larder/contracts/schemas/sso';
import type { SsoProvider } from './sso-providers';

export type SsoSignInResult = SsoLoginResponse;

/** `login` signs in (or up); `link` adds the identity to the signed-in account (account settings). */
export type SsoIntent = 'login' | 'link';

export interface SsoButtonPanelProps {
  providers: SsoProvider[];
  intent: SsoIntent;
  onAttempt: () => void;
  onSignedIn: (result: SsoSignInResult, provider: SsoProvider) => Promise<void> | void;
  /** `message` is what the buttons show (model/sso-failure-message.ts). */
  onFailure: (provider: SsoProvider, error: unknown, message: string) => void;
  onNothingToShow: () => void;
}

/** The person closed the provider's popup: nothing to report. */
export const CANCELLED = Symbol('cancelled');

/** A sign-in that did not verify: the API's answer ({status, body}), or what went wrong before it. */
export class SsoFailure extends Error {
  constructor(
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'SsoFailure';
  }
}

/** One sign-in: the provider's popup, then our API. */
export type SsoAttempt = () => Promise<SsoSignInResult | typeof CANCELLED>;
/** Called synchronously inside the click, so the provider's popup is not blocked. */
export type RunSsoAttempt = (provider: SsoProvider, attempt: SsoAttempt) => void;

export interface ProviderButtonProps {
  run: RunSsoAttempt;
  intent: SsoIntent;
  busy: boolean;
  onUnavailable: (provider: SsoProvider) => void;
}
