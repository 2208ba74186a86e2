// Settings: "Refer a friend" (issue 41): the customer's link with a copy button, invitations by email and the counts.
// Every figure is the server's answer; after sending, the counts are read again.

import { formatCents } from '@larder/contracts/values/money';
import { ReferralMessage } from '@larder/contracts/values/referrals';
import { splitCommaList } from '@larder/contracts/values/text';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../lib/request';
import { useSingleSubmit } from '../../../lib/use-single-submit';
import { Button } from '../../../ui/button';
import { Heading } from '../../../ui/heading';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { REFERRALS_QUERY_KEY, referralsQueryOptions, sendInvites } from '../api/referrals';
import { ReferText } from '../model/refer-texts';
import { failureMessage, SectionMessages, type SectionOutcome } from './section-messages';

/** The field errors of a refused request: `emails` (or `emails.0`…) and `message`. */
function fieldErrors(error: unknown): { emails?: string; message?: string } {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return {};
  const entries = Object.entries(error.body as Record<string, unknown>);
  const first = (prefix: string) => {
    const found = entries.find(
      ([key, value]) => (key === prefix || key.startsWith(`${prefix}.`)) && Array.isArray(value),
    );
    return found ? String((found[1] as unknown[])[0]) : undefined;
  };
  return { emails: first('emails'), message: first('message') };
}

export function ReferSection() {
  const client = useQueryClient();
  const referral = useQuery(referralsQueryOptions());
  const [emails, setEmails] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ emails?: string; message?: string }>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [copied, setCopied] = useState<string>();
  const { isSubmitting, onSubmit, send } = useSingleSubmit();

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(ReferText.Copied);
    } catch {
      setCopied(ReferText.CopyFailed);
    }
  };

  const submit = onSubmit(async () => {
    setOutcome(undefined);
    setErrors({});
    await send(async () => {
      try {
        const answer = await sendInvites({ emails: splitCommaList(emails), message });
        await client.invalidateQueries({ queryKey: REFERRALS_QUERY_KEY });
        setEmails('');
        const words = [ReferText.Sent(answer.sent.length)];
        if (answer.skipped.length > 0) words.push(ReferText.Skipped(answer.skipped));
        setOutcome({ kind: 'saved', message: words.join(' ') });
      } catch (error) {
        const fields = fieldErrors(error);
        setErrors(fields);
        if (!fields.emails && !fields.message) {
          setOutcome({
            kind: 'failed',
            message: failureMessage(error, { tooMany: ReferralMessage.DailyLimit, failed: ReferText.Failed }),
          });
        }
      }
    });
  });

  const data = referral.data;
  return (
    <section className="settings-section" aria-labelledby="settings-refer">
      <Heading variant="H3" level={2} id="settings-refer">
        {ReferText.Heading}
      </Heading>
      <Paragraph>{ReferText.Lead}</Paragraph>
      {referral.isError && <Paragraph role="alert">{ReferText.Failed}</Paragraph>}
      {data && (
        <>
          <p className="settings-section__link">
            {ReferText.Link}: <code>{data.link}</code>{' '}
            <Button type="button" prominence="secondary" onClick={() => void copy(data.link)}>
              {ReferText.Copy}
            </Button>
          </p>
          {copied && <p role="status">{copied}</p>}
          <dl className="settings-section__counts" aria-label={ReferText.Counts}>
            <dt>{ReferText.Invited}</dt>
            <dd>{data.invited}</dd>
            <dt>{ReferText.Joined}</dt>
            <dd>{data.joined}</dd>
            <dt>{ReferText.Rewarded}</dt>
            <dd>{data.rewarded}</dd>
            <dt>{ReferText.Earned}</dt>
            <dd>{formatCents(data.earned_cents)}</dd>
          </dl>
          <form className="settings-section__form" noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
            <TextInput
              label={ReferText.Emails}
              description={ReferText.EmailsHint}
              value={emails}
              onChange={setEmails}
              errorMessage={errors.emails ?? null}
              isRequired
            />
            <TextInput
              label={ReferText.Message}
              value={message}
              onChange={setMessage}
              errorMessage={errors.message ?? null}
            />
            <SectionMessages outcome={outcome} />
            <div>
              <Button type="submit" isLoading={isSubmitting} isDisabled={isSubmitting}>
                {ReferText.Send}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
