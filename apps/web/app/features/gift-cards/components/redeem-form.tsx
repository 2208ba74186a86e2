// The gift card code form of /redeem/: the code as printed or typed any way; the answer says how much went to the
// credits (a toast too), or why the code was refused, under the field.
import { GiftCardMessage } from '@larder/contracts/values/gift-cards';
import { formatCents } from '@larder/contracts/values/money';
import { useState } from 'react';
import { ApiError } from '../../../lib/request';
import { Button } from '../../../ui/button';
import { Paragraph } from '../../../ui/paragraph';
import { TextInput } from '../../../ui/text-input';
import { toasts } from '../../../ui/toast-queue';
import { useRedeemGiftCard } from '../api/gift-cards-client';

export const RedeemText = {
  Heading: 'Redeem a gift card',
  Lead: 'Enter the code from your gift card email. Its value becomes credits we use before charging your card.',
  CodeLabel: 'Gift card code',
  Submit: 'Redeem',
  Failed: 'We couldn’t redeem that code. Try again in a moment.',
  balance: (cents: number) => `Your credits: ${formatCents(cents)}`,
} as const;

export function RedeemForm({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string>();
  const redeem = useRedeemGiftCard();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (redeem.isPending) return;
    if (code.trim() === '') {
      setError(GiftCardMessage.CodeRequired);
      return;
    }
    setError(undefined);
    redeem.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        toasts.show({ title: answer.detail, tone: 'success' }, { timeoutMs: 6000 });
      },
      onError: (failure) =>
        setError(
          failure instanceof ApiError && failure.detail && failure.status < 500 ? failure.detail : RedeemText.Failed,
        ),
    });
  };

  return (
    <form className="redeem-form" noValidate onSubmit={submit} aria-busy={redeem.isPending || undefined}>
      <TextInput
        label={RedeemText.CodeLabel}
        name="code"
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="characters"
        placeholder="GIFT-XXXX-XXXX-XXXX-XXXX-XXXX"
        value={code}
        onChange={setCode}
        errorMessage={error}
        onErrorClear={() => setError(undefined)}
        isRequired
      />
      {redeem.data ? <Paragraph role="status">{RedeemText.balance(redeem.data.balance_cents)}</Paragraph> : null}
      <div>
        <Button type="submit" isLoading={redeem.isPending} isDisabled={redeem.isPending}>
          {RedeemText.Submit}
        </Button>
      </div>
    </form>
  );
}
