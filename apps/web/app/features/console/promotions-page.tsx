// Promotions in the console: every code with its state and redemptions (every role), a code's redemptions, and —
// for an admin — a new code and disabling one. The server checks the role again and its refusal is shown as worded.
import type { AdminPromotion, PromotionCreateRequest } from '@larder/contracts/schemas/admin-store';
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable } from './console-table';
import {
  createPromotion,
  fetchPromotions,
  fetchRedemptions,
  promotionsKey,
  setPromotionActive,
} from './promotions-api';
import { QueryProblem } from './query-problem';

export function PromotionsPage({ role }: { role: OperatorRole }) {
  const promotions = useQuery({ queryKey: promotionsKey, queryFn: fetchPromotions });
  const [shownCode, setShownCode] = useState<string | null>(null);
  const isAdmin = roleAtLeast(role, 'admin');
  return (
    <>
      <h1>Promotions</h1>
      {isAdmin ? <NewPromotionForm /> : <p>Creating or disabling a promotion needs the admin role; yours is {role}.</p>}
      <QueryProblem error={promotions.error} />
      <ConsoleTable
        caption={<>Promo codes ({promotions.data?.results.length ?? 0})</>}
        columns={['Code', 'State', 'Discount', 'Deliveries', 'Dates', 'Redemptions']}
        actions
      >
        {(promotions.data?.results ?? []).map((promotion) => (
          <PromotionRow
            key={promotion.id}
            promotion={promotion}
            isAdmin={isAdmin}
            onShowRedemptions={() => setShownCode(promotion.code)}
          />
        ))}
      </ConsoleTable>
      {shownCode ? <Redemptions code={shownCode} /> : null}
    </>
  );
}

function PromotionRow({
  promotion,
  isAdmin,
  onShowRedemptions,
}: {
  promotion: AdminPromotion;
  isAdmin: boolean;
  onShowRedemptions: () => void;
}) {
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const disabled = promotion.state === 'disabled';
  const toggle = useMutation({
    mutationFn: () => setPromotionActive(promotion.code, disabled),
    onMutate: message.clear,
    onSuccess: async (changed) => {
      message.done(`${changed.state === 'disabled' ? 'Disabled' : 'Enabled'} ${changed.code}.`);
      await queryClient.invalidateQueries({ queryKey: promotionsKey });
    },
    onError: message.problem,
  });
  return (
    <tr>
      <td>
        <strong>{promotion.code}</strong>
        <br />
        {promotion.effect}
      </td>
      <td>{promotion.state}</td>
      <td>{promotion.discount}</td>
      <td>{promotion.deliveries}</td>
      <td>
        from {promotion.starts_at.slice(0, 10)}
        {promotion.ends_at ? ` to ${promotion.ends_at.slice(0, 10)}` : ''}
      </td>
      <td>{promotion.redemptions}</td>
      <td>
        <div className="console__row-actions">
          <Button
            size="small"
            prominence="tertiary"
            aria-label={`Redemptions of ${promotion.code}`}
            onClick={onShowRedemptions}
          >
            Redemptions
          </Button>
          {isAdmin ? (
            <Button
              size="small"
              prominence="secondary"
              aria-label={`${disabled ? 'Enable' : 'Disable'} ${promotion.code}`}
              isLoading={toggle.isPending}
              onClick={() =>
                // Enabling again is the undo of a disable: it asks nothing (decision 206).
                disabled
                  ? toggle.mutate()
                  : confirm.ask({
                      title: `Disable ${promotion.code}?`,
                      effect: `${promotion.code} (${promotion.discount}) can no longer be redeemed by anyone from now on. Enable it again to undo this.`,
                      confirmLabel: `Disable ${promotion.code}`,
                      onConfirm: () => toggle.mutate(),
                    })
              }
            >
              {disabled ? 'Enable' : 'Disable'}
            </Button>
          ) : null}
        </div>
        {message.shown}
        {confirm.dialog}
      </td>
    </tr>
  );
}

function Redemptions({ code }: { code: string }) {
  const redemptions = useQuery({ queryKey: [...promotionsKey, code], queryFn: () => fetchRedemptions(code) });
  return (
    <section aria-labelledby="redemptions-heading">
      <h2 id="redemptions-heading">Redemptions of {code}</h2>
      {redemptions.isPending ? <p role="status">Loading…</p> : null}
      <QueryProblem error={redemptions.error} />
      {redemptions.data && redemptions.data.results.length === 0 ? <p>No customer has used this code yet.</p> : null}
      {redemptions.data && redemptions.data.results.length > 0 ? (
        <ConsoleTable
          caption={<>Customers who used {code}</>}
          columns={['Customer', 'First order', 'Discounted deliveries left', 'When']}
        >
          {redemptions.data.results.map((row) => (
            <tr key={row.id}>
              <td>{row.email}</td>
              <td>{row.order_id === null ? '—' : <Link to={`/admin/orders/${row.order_id}/`}>{row.order_id}</Link>}</td>
              <td>{row.deliveries_left}</td>
              <td>{row.at.replace('T', ' ').slice(0, 16)} UTC</td>
            </tr>
          ))}
        </ConsoleTable>
      ) : null}
    </section>
  );
}

function NewPromotionForm() {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [code, setCode] = useState('');
  const [effect, setEffect] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [amount, setAmount] = useState('');
  const [deliveries, setDeliveries] = useState('1');
  const [ends, setEnds] = useState('');
  const [isPublic, setIsPublic] = useState<'no' | 'yes'>('no');
  const create = useMutation({
    mutationFn: createPromotion,
    onMutate: message.clear,
    onSuccess: async (created) => {
      message.done(`Created ${created.code}: ${created.discount}.`);
      setCode('');
      setEffect('');
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: promotionsKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = amount.trim();
    const pattern = kind === 'percent' ? /^\d{1,3}$/ : /^\d+(\.\d{1,2})?$/;
    if (!pattern.test(number)) {
      message.problem(
        kind === 'percent'
          ? 'Enter the percent off, a whole number from 1 to 100.'
          : 'Enter the amount off in dollars, such as 20 or 12.50.',
      );
      return;
    }
    if (!/^\d{1,4}$/.test(deliveries.trim())) {
      message.problem('Enter how many deliveries the discount lasts, a whole number.');
      return;
    }
    const body: PromotionCreateRequest = {
      code: code.trim(),
      effect: effect.trim(),
      deliveries: Number(deliveries.trim()),
      is_public: isPublic === 'yes',
      ...(kind === 'percent'
        ? { percent_off: Number(number) }
        : { amount_off_cents: Math.round(Number(number) * 100) }),
      ...(ends.trim() === '' ? {} : { ends_at: ends.trim() }),
    };
    create.mutate(body);
  };
  return (
    <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="new-promotion" noValidate>
      <h2 id="new-promotion">New promo code</h2>
      <TextInput label="Code" description="Letters, digits, - and _." value={code} onChange={setCode} isRequired />
      <TextInput
        label="What the sign-up page says"
        description='For example "get 40% off your first box".'
        value={effect}
        onChange={setEffect}
        maxLength={200}
        isRequired
      />
      <Select
        label="Discount"
        items={[
          { key: 'percent', textValue: 'Percent off' },
          { key: 'amount', textValue: 'Amount off in dollars' },
        ]}
        value={kind}
        onChange={(key) => setKind(key === 'amount' ? 'amount' : 'percent')}
      />
      <TextInput
        label={kind === 'percent' ? 'Percent off' : 'Dollars off'}
        inputMode="decimal"
        value={amount}
        onChange={setAmount}
        isRequired
      />
      <TextInput label="Discounted deliveries" inputMode="numeric" value={deliveries} onChange={setDeliveries} />
      <TextInput label="Ends (optional)" description="A date such as 2030-12-31." value={ends} onChange={setEnds} />
      <Select
        label="Listed on the limited-time offers page"
        items={[
          { key: 'no', textValue: 'No' },
          { key: 'yes', textValue: 'Yes, while live' },
        ]}
        value={isPublic}
        onChange={(key) => setIsPublic(key === 'yes' ? 'yes' : 'no')}
      />
      <Button type="submit" isLoading={create.isPending}>
        Create code
      </Button>
      {message.shown}
    </form>
  );
}
