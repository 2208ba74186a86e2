// Which sign-in providers the pages offer: those whose public id is set in the API process's run-time settings
// (lib/public-settings.ts; docs/settings-sso.md). Kept free of
// SDK code: the sign-up page's first load includes it.
import type { SsoProvider } from '@larder/contracts/schemas/sso';

export type { SsoProvider };

export interface SsoPublicSettings {
  googleClientId: string;
  appleServicesId: string;
  facebookAppId: string;
}

/** The providers with a public id, in the order their buttons show. */
export function enabledSsoProviders(settings: SsoPublicSettings): SsoProvider[] {
  const providers: SsoProvider[] = [];
  if (settings.googleClientId) providers.push('google');
  if (settings.appleServicesId) providers.push('apple');
  if (settings.facebookAppId) providers.push('facebook');
  return providers;
}
