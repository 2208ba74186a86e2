// Settings: the ways into the account. Linked providers can be unlinked unless it is the last way in (the API says
// so with 409); providers not linked yet are offered through their own buttons (`linkButtons`, composed by a flow).
import type { SignInMethods } from '@larder/contracts/schemas/account-security';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { SIGN_IN_METHODS_QUERY_KEY, signInMethodsQueryOptions, unlinkProvider } from '../api/sign-in-methods';
import { ProviderName, SettingsText } from '../model/texts';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

export interface SignInMethodsSectionProps {
  /** Buttons that link the providers not linked yet (none when the build offers no provider). */
  linkButtons: (linked: readonly string[]) => ReactNode;
}

export function SignInMethodsSection({ linkButtons }: SignInMethodsSectionProps) {
  const queryClient = useQueryClient();
  const methods = useQuery(signInMethodsQueryOptions());
  const [busy, setBusy] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<SectionOutcome>();

  const unlink = async (provider: string) => {
    setBusy(provider);
    setOutcome(undefined);
    try {
      queryClient.setQueryData<SignInMethods>(SIGN_IN_METHODS_QUERY_KEY, await unlinkProvider(provider));
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: failureMessage(error, { tooMany: SettingsText.TooMany, failed: SettingsText.Failed }),
      });
    } finally {
      setBusy(undefined);
    }
  };

  const linked = methods.data?.identities.map((identity) => identity.provider) ?? [];
  return (
    <section className="settings-section" aria-labelledby="settings-methods" aria-busy={methods.isPending || undefined}>
      <Heading variant="H3" level={2} id="settings-methods">
        {SettingsText.MethodsHeading}
      </Heading>
      <Paragraph>{SettingsText.MethodsLead}</Paragraph>
      {methods.data ? (
        <ul className="settings-methods">
          {methods.data.has_password ? (
            <li className="settings-methods__item">
              <span>{SettingsText.PasswordMethod}</span>
            </li>
          ) : null}
          {methods.data.identities.map((identity) => (
            <li key={identity.provider} className="settings-methods__item">
              <span>
                <strong>{ProviderName[identity.provider] ?? identity.provider}</strong>
                {identity.email ? ` · ${identity.email}` : ''}
              </span>
              <Button
                size="small"
                prominence="secondary"
                onClick={() => unlink(identity.provider)}
                isLoading={busy === identity.provider}
                isDisabled={busy !== undefined}
                aria-label={`${SettingsText.Unlink} ${ProviderName[identity.provider] ?? identity.provider}`}
              >
                {SettingsText.Unlink}
              </Button>
            </li>
          ))}
        </ul>
      ) : methods.isError ? (
        <p role="alert" className="settings-section__failed">
          {SettingsText.Failed}
        </p>
      ) : null}
      <SectionMessages outcome={outcome} />
      {methods.data ? <div className="settings-methods__link">{linkButtons(linked)}</div> : null}
    </section>
  );
}
