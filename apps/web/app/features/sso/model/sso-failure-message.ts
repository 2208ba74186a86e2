// The message a failed SSO attempt shows: the API's explanation for the two refusals a person can act on (an address
// that must be linked from settings first, an identity another account holds), else SSO_FAILURE_MESSAGE. Loaded with
// the lazy button panel, not in the page's first load.
import { AccountSettingsErrorCode, RecoveryMessage, SettingsMessage } from '@larder/contracts/values/account-security';
import { SSO_FAILURE_MESSAGE } from '@larder/contracts/values/messages';

export function ssoFailureMessage(error: unknown): string {
  const data = (error as { data?: { body?: { code?: unknown } } } | null)?.data;
  const code = data?.body?.code;
  if (code === AccountSettingsErrorCode.LinkRequired) return RecoveryMessage.LinkRequired;
  if (code === AccountSettingsErrorCode.IdentityTaken) return SettingsMessage.IdentityTaken;
  return SSO_FAILURE_MESSAGE;
}
