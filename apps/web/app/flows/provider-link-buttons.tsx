// The settings page's "link a provider" buttons: the SSO feature's buttons in `link` mode, offering the providers of
// the served settings that the account has not linked yet; a linked identity refreshes the list of sign-in methods.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SIGN_IN_METHODS_QUERY_KEY } from '../features/account-settings/api/sign-in-methods';
import { SsoButtons } from '../features/sso/components/sso-buttons';
import { enabledSsoProviders } from '../features/sso/model/sso-providers';
import { describeError, logLoginFailure } from '../lib/logger';
import { usePublicSettings } from '../lib/public-settings';

export function useProviderLinkButtons() {
  const queryClient = useQueryClient();
  const settings = usePublicSettings();
  return useCallback(
    (linked: readonly string[]) => {
      const providers = enabledSsoProviders(settings).filter((provider) => !linked.includes(provider));
      if (providers.length === 0) return null;
      return (
        <SsoButtons
          key={providers.join()}
          intent="link"
          providers={providers}
          onSignedIn={() => queryClient.invalidateQueries({ queryKey: SIGN_IN_METHODS_QUERY_KEY })}
          onFailure={(provider, error) =>
            logLoginFailure(provider, describeError(error).message, (error as { data?: unknown } | null)?.data)
          }
        />
      );
    },
    [queryClient, settings],
  );
}
