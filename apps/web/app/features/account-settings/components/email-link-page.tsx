// `/email/verify/?token=…` and `/email/confirm/?token=…`: opens the emailed link once (StrictMode's second effect
// does not send it again) and says what happened.
import type { Customer } from '@larder/contracts/schemas/accounts';
import { RecoveryMessage, TokenErrorCode } from '@larder/contracts/values/account-security';
import { AccountErrorCode } from '@larder/contracts/values/accounts';
import { SignupMessage } from '@larder/contracts/values/messages';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/request';
import { Header } from '../../../ui/header';
import { Heading } from '../../../ui/heading';
import { LinkButton } from '../../../ui/link-button';
import { Paragraph } from '../../../ui/paragraph';
import { type EmailLinkKind, openEmailLink } from '../api/email-links';
import { EmailLinkText, SettingsText } from '../model/texts';
import './settings-page.css';

export interface EmailLinkPageProps {
  kind: EmailLinkKind;
  /** The link's token; undefined until the page has read its address. */
  token: string | undefined;
  accountPath: string;
  onCustomer: (customer: Customer) => void;
}

type Outcome = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'refused'; message: string };

function refusal(error: unknown): string {
  if (!(error instanceof ApiError)) return SettingsText.Failed;
  if (error.code === TokenErrorCode.Expired) return RecoveryMessage.TokenExpired;
  if (error.code === TokenErrorCode.Used) return RecoveryMessage.TokenUsed;
  if (error.status === 409 && error.code === AccountErrorCode.EmailTaken) return SignupMessage.EmailTaken;
  if (error.status === 400) return RecoveryMessage.TokenInvalid;
  return SettingsText.Failed;
}

export function EmailLinkPage({ kind, token, accountPath, onCustomer }: EmailLinkPageProps) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef<string | undefined>(undefined);
  const latest = useRef(onCustomer);
  latest.current = onCustomer;

  useEffect(() => {
    if (token === undefined || sent.current === token) return;
    sent.current = token;
    openEmailLink(kind, token).then(
      (customer) => {
        latest.current(customer);
        setOutcome({
          kind: 'done',
          message: kind === 'verify' ? EmailLinkText.Verified : EmailLinkText.Confirmed(customer.email),
        });
      },
      (error: unknown) => setOutcome({ kind: 'refused', message: refusal(error) }),
    );
  }, [kind, token]);

  return (
    <>
      <Header />
      <main className="page page--narrow settings-page" aria-busy={outcome.kind === 'working' || undefined}>
        <Heading variant="H1">{kind === 'verify' ? EmailLinkText.VerifyHeading : EmailLinkText.ConfirmHeading}</Heading>
        {outcome.kind === 'working' ? (
          <Paragraph variant="lead">{EmailLinkText.Working}</Paragraph>
        ) : (
          <>
            <p role={outcome.kind === 'done' ? 'status' : 'alert'} className="settings-page__outcome">
              {outcome.message}
            </p>
            {outcome.kind === 'refused' && kind === 'verify' ? <Paragraph>{EmailLinkText.ResendHint}</Paragraph> : null}
            <LinkButton to={accountPath}>{EmailLinkText.GoToAccount}</LinkButton>
          </>
        )}
      </main>
    </>
  );
}
