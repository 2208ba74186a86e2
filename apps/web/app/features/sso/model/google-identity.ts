// Google Identity Services: the Sign in with Google button, rendered by Google as an icon of width 200.
// A click opens Google's popup; the ID token comes back in the callback given to initialize().
// https://developers.google.com/identity/gsi/web/reference/js-reference
import { GOOGLE_BUTTON_WIDTH_PX } from '../../../ui/interface-values';
import { loadGlobal } from './load-script';

export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_button?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export const GOOGLE_BUTTON_OPTIONS = {
  type: 'icon',
  theme: 'outline',
  size: 'large',
  shape: 'square',
  width: GOOGLE_BUTTON_WIDTH_PX,
} as const;

let onCredential: ((response: GoogleCredentialResponse) => void) | undefined;
let initialisedFor: string | undefined;

/** Loads the script, initialises it once per page, and renders the button into `parent` (unless `signal` aborted). */
export async function renderGoogleButton(
  parent: HTMLElement,
  {
    clientId,
    scriptUrl,
    callback,
    signal,
  }: { clientId: string; scriptUrl: string; callback: (credential?: string) => void; signal?: AbortSignal },
): Promise<void> {
  const accounts = await loadGlobal(scriptUrl, () => window.google?.accounts?.id);
  if (signal?.aborted) return;
  // initialize() once: calling it again makes Google's script warn. The latest mounted button receives the token.
  onCredential = (response) => callback(response.credential);
  if (initialisedFor !== clientId) {
    accounts.initialize({
      client_id: clientId,
      callback: (response) => onCredential?.(response),
      ux_mode: 'popup',
      auto_select: false,
    });
    initialisedFor = clientId;
  }
  accounts.renderButton(parent, { ...GOOGLE_BUTTON_OPTIONS });
}

export function resetGoogleForTests(): void {
  onCredential = undefined;
  initialisedFor = undefined;
}
