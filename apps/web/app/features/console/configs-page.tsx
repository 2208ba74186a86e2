// Dynamic configs and flags in the console: the list (the rows the storefront reads) and a change through
// PUT /api/admin/configs/:name/ (admin only). Anyone may try: the server refuses a lower role with 403 and the page
// shows its words and the role needed.
import type { OperatorRole } from '@larder/contracts/values/admin';
import { roleAtLeast } from '@larder/contracts/values/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { TextInput } from '../../ui/text-input';
import { changeConfig, fetchConfigs } from './api';
import { useChangeMessage } from './change-message';
import { PageButtons } from './page-buttons';
import { QueryProblem } from './query-problem';
import { useListQuery } from './use-list-query';

export function ConfigsPage({ role }: { role: OperatorRole }) {
  const queryClient = useQueryClient();
  const list = useListQuery({ filters: [], pageSize: 100, inAddress: false });
  const offset = list.offset;
  const configs = useQuery({
    queryKey: ['console', 'configs', offset],
    queryFn: () => fetchConfigs(offset),
    placeholderData: keepPreviousData,
  });
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const message = useChangeMessage();
  const save = useMutation({
    mutationFn: (change: { name: string; value: string }) => changeConfig(change.name, change.value),
    onMutate: () => message.clear(),
    onSuccess: async (answer) => {
      message.done(`Saved ${answer.name}.`);
      await queryClient.invalidateQueries({ queryKey: ['console', 'configs'] });
    },
    onError: (error) => message.problem(error),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      message.problem('Enter a config name.');
      return;
    }
    save.mutate({ name: name.trim(), value });
  };
  return (
    <>
      <h1>Configs and flags</h1>
      <form className="console__form console__form--wide" onSubmit={submit} aria-labelledby="change-heading" noValidate>
        <h2 id="change-heading">Change a config</h2>
        {roleAtLeast(role, 'admin') ? null : (
          <p>Changing a config needs the admin role; yours is {role}. The server will refuse it.</p>
        )}
        <TextInput label="Config name" value={name} onChange={setName} isRequired />
        <TextInput label="Value" value={value} onChange={setValue} />
        <Button type="submit" isLoading={save.isPending}>
          Save config
        </Button>
        {message.shown}
      </form>
      <QueryProblem error={configs.error} />
      <div className="ui-data-table__scroll">
        <table className="console__table">
          <caption>Configs and flags ({configs.data?.count ?? 0})</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Value</th>
              <th scope="col">
                <span className="console__visually-hidden">Edit</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {(configs.data?.results ?? []).map((config) => (
              <tr key={config.name}>
                <td>{config.name}</td>
                <td>
                  <code className="console__json">{config.value}</code>
                </td>
                <td>
                  <Button
                    size="small"
                    prominence="tertiary"
                    aria-label={`Edit ${config.name}`}
                    onClick={() => {
                      setName(config.name);
                      setValue(config.value);
                    }}
                  >
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <PageButtons {...list.pager(configs.data)} />
    </>
  );
}
