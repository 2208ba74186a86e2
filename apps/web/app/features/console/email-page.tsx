// Email in the console (support and up): the outbox, newest first, failed messages by default, and "Resend" on a
// failed one whose content was kept (order notices; a message with a one-time link cannot be: the customer asks
// for a new link). The server's refusal is shown as it words it.
import type { AdminOutboxMessage } from '@larder/contracts/schemas/admin-store';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button';
import { Select } from '../../ui/select';
import { useChangeMessage } from './change-message';
import { ConsoleTable } from './console-table';
import { fetchOutbox, outboxKey, resendMessage } from './email-api';
import { PageButtons } from './page-buttons';
import { QueryProblem } from './query-problem';
import { useListQuery } from './use-list-query';

const PAGE = 50;

export function EmailPage() {
  // The status shown stays in the page, not the address.
  const list = useListQuery({ filters: ['status'], pageSize: PAGE, inAddress: false });
  const status = list.get('status') ?? 'failed';
  const offset = list.offset;
  const outbox = useQuery({
    queryKey: [...outboxKey, status, offset],
    queryFn: () => fetchOutbox(status, offset),
    placeholderData: keepPreviousData,
  });
  const count = outbox.data?.count ?? 0;
  return (
    <>
      <h1>Email</h1>
      <p>
        Every email the store writes waits in the outbox until it is sent; one the mail relay refused after its last
        retry is failed.
      </p>
      <div className="console__filters">
        <Select
          label="Show"
          items={[
            { key: 'failed', textValue: 'Failed messages' },
            { key: 'pending', textValue: 'Waiting to be sent' },
            { key: 'sent', textValue: 'Sent' },
            { key: 'all', textValue: 'All messages' },
          ]}
          value={status}
          onChange={(key) => list.update({ status: key ?? 'failed', offset: undefined })}
        />
      </div>
      <QueryProblem error={outbox.error} />
      <ConsoleTable
        caption={<>Messages ({count})</>}
        columns={['Written', 'Email', 'To', 'Status', 'Tries', 'Last error']}
        actions
      >
        {(outbox.data?.results ?? []).map((message) => (
          <MessageRow key={message.id} message={message} />
        ))}
      </ConsoleTable>
      {outbox.data && count === 0 ? <p>No messages here.</p> : null}
      <PageButtons {...list.countPager(count)} />
    </>
  );
}

function MessageRow({ message }: { message: AdminOutboxMessage }) {
  const queryClient = useQueryClient();
  const shown = useChangeMessage();
  const resend = useMutation({
    mutationFn: () => resendMessage(message.id),
    onMutate: shown.clear,
    onSuccess: async () => {
      shown.done('Queued to be sent again.');
      await queryClient.invalidateQueries({ queryKey: outboxKey });
    },
    onError: shown.problem,
  });
  return (
    <tr>
      <td>{message.created_at.replace('T', ' ').slice(0, 16)} UTC</td>
      <td>{message.template.replaceAll('_', ' ')}</td>
      <td className="console__wrap">{message.recipient}</td>
      <td>{message.status}</td>
      <td>{message.attempts}</td>
      <td className="console__wrap">{message.last_error ?? '—'}</td>
      <td>
        {message.status === 'failed' ? (
          message.resendable ? (
            <Button
              size="small"
              prominence="secondary"
              aria-label={`Resend the ${message.template.replaceAll('_', ' ')} to ${message.recipient}`}
              isLoading={resend.isPending}
              onClick={() => resend.mutate()}
            >
              Resend
            </Button>
          ) : (
            <span>It held a one-time link: the customer asks for a new one.</span>
          )
        ) : null}
        {shown.shown}
      </td>
    </tr>
  );
}
