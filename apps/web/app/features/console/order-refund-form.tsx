// An order's refund in the console (operations and up), offered only while the server says something is left
// (`refundable_cents`): whole lines at what the order charged for them, or an amount (empty: everything left), to the
// card or as credits. The dialog names the amount before anything is sent (decision 206); the server prices the
// lines again and refuses in the operator's words.
import type { AdminOrderDetail } from '@larder/contracts/schemas/admin';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { CheckboxGroup } from '../../ui/checkbox-group';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars, refundOrder } from './api';
import { useAttemptKey } from './attempt-key';
import { useConfirmAction } from './confirm-action';
import { useOrderChange } from './order-change';

type Line = AdminOrderDetail['lines'][number];
type RefundBody = {
  as: 'card' | 'credits';
  amount_cents?: number;
  lines?: { item_type: 'product' | 'pairing'; item_id: number; quantity: number }[];
};

const lineKey = (line: Line) => `${line.item_type}:${line.item_id}`;

export function RefundForm({ orderId, leftCents, lines }: { orderId: number; leftCents: number; lines: Line[] }) {
  const confirm = useConfirmAction();
  const [destination, setDestination] = useState<'card' | 'credits'>('credits');
  const [amount, setAmount] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [amountProblem, setAmountProblem] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const { mutation, shown } = useOrderChange(
    orderId,
    (body: RefundBody) => refundOrder(orderId, body, attempt.keyFor(body)),
    'Refund made.',
  );
  const priced = lines.filter((line) => !line.free_gift && line.unit_price_cents > 0);
  const picked = priced.filter((line) => chosen.includes(lineKey(line)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = amount.trim();
    if (picked.length > 0 && trimmed !== '') {
      setAmountProblem('Refund the chosen lines or an amount, not both: empty this field or clear the lines.');
      return;
    }
    if (trimmed !== '' && !/^\d+(\.\d{1,2})?$/.test(trimmed)) {
      setAmountProblem('Enter an amount in dollars, such as 12.50, or leave it empty for everything left.');
      return;
    }
    const amountCents = trimmed === '' ? null : Math.round(Number(trimmed) * 100);
    const linesCents = picked.reduce((sum, line) => sum + line.unit_price_cents * line.quantity, 0);
    const cents = picked.length > 0 ? linesCents : (amountCents ?? leftCents);
    if (cents > leftCents) {
      setAmountProblem(`At most ${dollars(leftCents)} is left to refund on this order.`);
      return;
    }
    setAmountProblem(null);
    const body: RefundBody =
      picked.length > 0
        ? {
            as: destination,
            lines: picked.map((line) => ({
              item_type: line.item_type as 'product' | 'pairing',
              item_id: line.item_id,
              quantity: line.quantity,
            })),
          }
        : { as: destination, ...(amountCents === null ? {} : { amount_cents: amountCents }) };
    const shownAmount = dollars(cents);
    const what = picked.length > 0 ? ` for ${picked.map((line) => `${line.quantity} × ${line.name}`).join(', ')}` : '';
    const to = destination === 'card' ? 'to the card' : 'as credits';
    confirm.ask({
      title: `Refund ${shownAmount} ${to}?`,
      effect:
        destination === 'card'
          ? `${shownAmount}${what} goes back to the customer’s card for order ${orderId}. A card refund cannot be taken back.`
          : `${shownAmount}${what} is added to the customer’s credits for order ${orderId}.`,
      confirmLabel: `Refund ${shownAmount}`,
      onConfirm: () =>
        mutation.mutate(body, {
          onSuccess: () => {
            attempt.succeeded();
            setChosen([]);
            setAmount('');
          },
        }),
    });
  };
  return (
    <form className="console__form" onSubmit={submit} aria-labelledby="refund-heading" noValidate>
      <h3 id="refund-heading">Refund</h3>
      <p>{dollars(leftCents)} is left to refund.</p>
      <Select
        label="Refund to"
        items={[
          { key: 'credits', textValue: 'Credits' },
          { key: 'card', textValue: 'The card' },
        ]}
        value={destination}
        onChange={(key) => setDestination(key === 'card' ? 'card' : 'credits')}
      />
      {priced.length > 0 ? (
        <CheckboxGroup
          label="Lines"
          description="Chosen lines are refunded at what the order charged for them."
          options={priced.map((line) => ({
            value: lineKey(line),
            label: `${line.quantity} × ${line.name} (${dollars(line.unit_price_cents * line.quantity)})`,
          }))}
          value={chosen}
          onChange={setChosen}
        />
      ) : null}
      <TextInput
        label="Amount in dollars"
        description="Or an amount. Empty with no line chosen: everything left."
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        errorMessage={amountProblem}
      />
      <Button type="submit" isLoading={mutation.isPending}>
        Refund
      </Button>
      {shown}
      {confirm.dialog}
    </form>
  );
}
