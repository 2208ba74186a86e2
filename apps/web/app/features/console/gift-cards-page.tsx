// Gift cards in the console: the latest cards (every role; a code shows by its last four characters) and, for an
// admin, issuing a card (its whole code shown once, here) and voiding one. The server checks the role again.
import type { AdminGiftCard } from '@larder/contracts/schemas/admin-store';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { useAttemptKey } from './attempt-key';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable } from './console-table';
import { fetchGiftCards, giftCardsKey, issueGiftCard, voidGiftCard } from './promotions-api';
import { QueryProblem } from './query-problem';

export function GiftCardsPage({ role }: { role: OperatorRole }) {
  const cards = useQuery({ queryKey: giftCardsKey, queryFn: fetchGiftCards });
  const isAdmin = roleAtLeast(role, 'admin');
  return (
    <>
      <h1>Gift cards</h1>
      {isAdmin ? <IssueForm /> : <p>Issuing or voiding a gift card needs the admin role; yours is {role}.</p>}
      <QueryProblem error={cards.error} />
      <ConsoleTable
        caption={<>The latest gift cards ({cards.data?.results.length ?? 0})</>}
        columns={['Code ends', 'Amount', 'Status', 'From', 'Recipient', 'Issued']}
        actions
      >
        {(cards.data?.results ?? []).map((card) => (
          <CardRow key={card.id} card={card} isAdmin={isAdmin} />
        ))}
      </ConsoleTable>
    </>
  );
}

function CardRow({ card, isAdmin }: { card: AdminGiftCard; isAdmin: boolean }) {
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const cancel = useMutation({
    mutationFn: () => voidGiftCard(card.id),
    onMutate: message.clear,
    onSuccess: async () => {
      message.done(`Voided the card ending ${card.code_end}.`);
      await queryClient.invalidateQueries({ queryKey: giftCardsKey });
    },
    onError: message.problem,
  });
  return (
    <tr>
      <td>…{card.code_end}</td>
      <td>{dollars(card.amount_cents)}</td>
      <td>{card.status}</td>
      <td>{card.source}</td>
      <td>{card.recipient_email ?? '—'}</td>
      <td>{card.created_at.slice(0, 10)}</td>
      <td>
        {isAdmin && card.status === 'active' ? (
          <Button
            size="small"
            prominence="secondary"
            aria-label={`Void the card ending ${card.code_end}`}
            isLoading={cancel.isPending}
            onClick={() =>
              confirm.ask({
                title: `Void the ${dollars(card.amount_cents)} card ending ${card.code_end}?`,
                effect: `The card ending ${card.code_end} can no longer be redeemed: its ${dollars(card.amount_cents)} is lost to whoever holds the code. Voiding cannot be undone.`,
                confirmLabel: 'Void the card',
                onConfirm: () => cancel.mutate(),
              })
            }
          >
            Void
          </Button>
        ) : null}
        {message.shown}
        {confirm.dialog}
      </td>
    </tr>
  );
}

function IssueForm() {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [amount, setAmount] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [issued, setIssued] = useState<string | null>(null);
  const attempt = useAttemptKey();
  const issue = useMutation({
    mutationFn: issueGiftCard,
    onMutate: () => {
      message.clear();
      setIssued(null);
    },
    onSuccess: async (answer) => {
      setIssued(answer.code);
      message.done(
        `Issued a ${dollars(answer.card.amount_cents)} card${answer.card.recipient_email ? `, emailed to ${answer.card.recipient_email} within ten minutes` : ''}.`,
      );
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: giftCardsKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim())) {
      message.problem('Enter the amount in dollars, such as 50 or 25.00.');
      return;
    }
    const body = {
      amount_cents: Math.round(Number(amount.trim()) * 100),
      ...(email.trim() === '' ? {} : { email: email.trim() }),
      ...(name.trim() === '' ? {} : { name: name.trim() }),
      ...(note.trim() === '' ? {} : { message: note.trim() }),
    };
    issue.mutate({ body, idempotencyKey: attempt.keyFor(body) }, { onSuccess: () => attempt.succeeded() });
  };
  return (
    <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="issue-card" noValidate>
      <h2 id="issue-card">Issue a gift card</h2>
      <TextInput label="Amount in dollars" inputMode="decimal" value={amount} onChange={setAmount} isRequired />
      <TextInput
        label="Recipient's email (optional)"
        description="With an address, the card is emailed within ten minutes."
        type="email"
        value={email}
        onChange={setEmail}
      />
      <TextInput label="Recipient's name (optional)" value={name} onChange={setName} maxLength={100} />
      <TextInput label="Message (optional)" value={note} onChange={setNote} maxLength={500} />
      <Button type="submit" isLoading={issue.isPending}>
        Issue card
      </Button>
      {message.shown}
      {issued ? (
        <p>
          The card's code, shown only now: <code className="console__code">{issued}</code>
        </p>
      ) : null}
    </form>
  );
}
