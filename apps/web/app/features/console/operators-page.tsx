// Operators in the console (admin; docs/decisions/208-operators-in-the-console.md): every operator with their role
// and state, an invitation by email with the role chosen, pending invitations withdrawn, another operator's role
// changed, disabled (asked first: their sessions end at once) and enabled again. Each figure after a change is the
// server's answer, read again.
import type { TeamOperator } from '@larder/contracts/schemas/admin-team';
import { OPERATOR_ROLES, type OperatorRole } from '@larder/contracts/values/admin';
import { OPERATOR_INVITE_VALID_HOURS } from '@larder/contracts/values/admin-team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { useChangeMessage } from './change-message';
import { useConfirmAction } from './confirm-action';
import { ConsoleTable } from './console-table';
import { changeOperator, fetchTeam, inviteOperator, teamKey, withdrawInvite } from './operators-api';
import { QueryProblem } from './query-problem';

const ROLE_ITEMS = OPERATOR_ROLES.map((role) => ({ key: role, textValue: role }));
const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : 'never');

export function OperatorsPage({ selfId }: { selfId: number }) {
  const team = useQuery({ queryKey: teamKey, queryFn: fetchTeam });
  return (
    <>
      <h1>Operators</h1>
      <InviteForm />
      <QueryProblem error={team.error} />
      <ConsoleTable
        caption={<>Operators ({team.data?.operators.length ?? 0})</>}
        columns={['Operator', 'Role', 'State', 'Authenticator', 'Last sign-in']}
        actions
      >
        {(team.data?.operators ?? []).map((operator) => (
          <OperatorRow key={operator.id} operator={operator} isSelf={operator.id === selfId} />
        ))}
      </ConsoleTable>
      <ConsoleTable
        caption={<>Invitations waiting ({team.data?.invites.length ?? 0})</>}
        columns={['Email', 'Role', 'Invited by', 'Link works until']}
        actions
      >
        {(team.data?.invites ?? []).map((invite) => (
          <InviteRow key={invite.id} id={invite.id} email={invite.email}>
            <td>{invite.role}</td>
            <td>{invite.invited_by}</td>
            <td>{when(invite.expires_at)}</td>
          </InviteRow>
        ))}
      </ConsoleTable>
    </>
  );
}

function InviteForm() {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const send = useMutation({
    mutationFn: inviteOperator,
    onMutate: message.clear,
    onSuccess: async (invite) => {
      message.done(
        `Invited ${invite.email} as ${invite.role}: the set-up link works for ${OPERATOR_INVITE_VALID_HOURS} hours.`,
      );
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: teamKey });
    },
    onError: message.problem,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      message.problem('Enter the email address to invite.');
      return;
    }
    send.mutate({ email: email.trim(), role });
  };
  return (
    <form className="console__filters" onSubmit={submit} noValidate aria-label="Invite an operator">
      <TextInput label="Email to invite" type="email" value={email} onChange={setEmail} isRequired />
      <Select
        label="Role"
        items={ROLE_ITEMS}
        value={role}
        onChange={(key) => {
          if (key && OPERATOR_ROLES.includes(key as OperatorRole)) setRole(key as OperatorRole);
        }}
      />
      <Button type="submit" size="small" isLoading={send.isPending}>
        Send invitation
      </Button>
      {message.shown}
    </form>
  );
}

function OperatorRow({ operator, isSelf }: { operator: TeamOperator; isSelf: boolean }) {
  const queryClient = useQueryClient();
  const confirm = useConfirmAction();
  const message = useChangeMessage();
  const change = useMutation({
    mutationFn: (body: { role?: OperatorRole; disabled?: boolean }) => changeOperator(operator.id, body),
    onMutate: message.clear,
    onSuccess: async (changed) => {
      message.done(
        changed.disabled !== operator.disabled
          ? `${changed.disabled ? 'Disabled' : 'Enabled'} ${changed.email}.`
          : `${changed.email} is now ${changed.role}.`,
      );
      await queryClient.invalidateQueries({ queryKey: teamKey });
    },
    onError: message.problem,
  });
  return (
    <tr>
      <td>
        <strong>{operator.email}</strong>
        {isSelf ? ' (you)' : null}
      </td>
      <td>
        {isSelf ? (
          operator.role
        ) : (
          <Select
            label={`Role of ${operator.email}`}
            className="console-operators__role"
            items={ROLE_ITEMS}
            value={operator.role}
            isDisabled={change.isPending}
            onChange={(key) => {
              if (key && key !== operator.role && OPERATOR_ROLES.includes(key as OperatorRole)) {
                change.mutate({ role: key as OperatorRole });
              }
            }}
          />
        )}
      </td>
      <td>{operator.disabled ? 'disabled' : 'active'}</td>
      <td>{operator.totp_enabled ? 'set up' : 'not set up'}</td>
      <td>{when(operator.last_sign_in_at)}</td>
      <td>
        {isSelf ? null : (
          <Button
            size="small"
            prominence="secondary"
            aria-label={`${operator.disabled ? 'Enable' : 'Disable'} ${operator.email}`}
            isLoading={change.isPending}
            onClick={() =>
              operator.disabled
                ? change.mutate({ disabled: false })
                : confirm.ask({
                    title: `Disable ${operator.email}?`,
                    effect: `${operator.email} is signed out everywhere at once and cannot sign in. Enable them again to undo this.`,
                    confirmLabel: `Disable ${operator.email}`,
                    onConfirm: () => change.mutate({ disabled: true }),
                  })
            }
          >
            {operator.disabled ? 'Enable' : 'Disable'}
          </Button>
        )}
        {message.shown}
        {confirm.dialog}
      </td>
    </tr>
  );
}

function InviteRow({ id, email, children }: { id: number; email: string; children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const message = useChangeMessage();
  const withdraw = useMutation({
    mutationFn: () => withdrawInvite(id),
    onMutate: message.clear,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKey }),
    onError: message.problem,
  });
  return (
    <tr>
      <td>{email}</td>
      {children}
      <td>
        <Button
          size="small"
          prominence="tertiary"
          aria-label={`Withdraw the invitation of ${email}`}
          isLoading={withdraw.isPending}
          onClick={() => withdraw.mutate()}
        >
          Withdraw
        </Button>
        {message.shown}
      </td>
    </tr>
  );
}
