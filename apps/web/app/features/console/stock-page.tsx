// Stock in the console (docs/decisions/210-stock.md): pick a delivery date, see every product and recipe with what of
// it may go out that day (unlimited, off, or a count of boxes), and — operations and up — change one. Sorted, filtered
// and paged on the server (GET /api/admin/stock/); the date and filters are in the address.
import type { StockAvailability, StockItem } from '@larder/contracts/schemas/stock';
import { type OperatorRole, roleAtLeast } from '@larder/contracts/values/admin';
import { STOCK_PAGE_SIZE } from '@larder/contracts/values/stock';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars } from './api';
import { useChangeMessage } from './change-message';
import { FilterSubmit } from './console-table';
import { QueryProblem } from './query-problem';
import { useServerTable } from './server-table';
import { availabilityText, changeStock, fetchStock, stockKey } from './stock-api';
import { useListQuery } from './use-list-query';

const ANY_TYPE = 'any';
const TYPE_NAMES: Record<StockItem['type'], string> = { product: 'Product', pairing: 'Recipe' };
const KINDS = [
  { key: 'unlimited', textValue: 'Unlimited' },
  { key: 'off', textValue: 'Off' },
  { key: 'count', textValue: 'A count of boxes' },
] as const;
type Kind = (typeof KINDS)[number]['key'];

const today = () => new Date().toISOString().slice(0, 10);

interface Editing {
  item: StockItem;
  kind: Kind;
  count: string;
}

export function StockPage({ role }: { role: OperatorRole }) {
  const queryClient = useQueryClient();
  const list = useListQuery({
    filters: ['date', 'type', 'name'],
    pageSize: STOCK_PAGE_SIZE,
    any: { type: ANY_TYPE },
    initial: { date: today() },
  });
  const date = list.get('date') ?? today();
  const canEdit = roleAtLeast(role, 'operations');
  const query = {
    date,
    type: list.get('type'),
    name: list.get('name'),
    sort: list.get('sort'),
    limit: STOCK_PAGE_SIZE,
    offset: list.offset,
  };
  const stock = useQuery({
    queryKey: [...stockKey, query],
    queryFn: () => fetchStock(query),
    placeholderData: keepPreviousData,
  });
  const { draft, setDraft } = list;
  const search = (event: FormEvent) => {
    setEditing(null);
    list.search(event);
  };
  const [editing, setEditing] = useState<Editing | null>(null);
  const message = useChangeMessage();
  const save = useMutation({
    mutationFn: (change: { item: StockItem; availability: StockAvailability }) =>
      changeStock({ type: change.item.type, id: change.item.id, date }, change.availability),
    onMutate: () => message.clear(),
    onSuccess: async (answer, change) => {
      message.done(`${change.item.name} on ${answer.date}: ${availabilityText(answer.availability)}.`);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: stockKey });
    },
    onError: (error) => message.problem(error),
  });
  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    let availability: StockAvailability;
    if (editing.kind === 'count') {
      const count = Number(editing.count);
      if (!/^\d{1,7}$/.test(editing.count.trim()) || !Number.isInteger(count)) {
        message.problem('Enter a count of boxes: a whole number, 0 or more.');
        return;
      }
      availability = { kind: 'count', count };
    } else {
      availability = { kind: editing.kind };
    }
    save.mutate({ item: editing.item, availability });
  };

  const columns: ColumnDef<StockItem>[] = [
    { id: 'name', accessorFn: (row) => row.name, header: 'Item', cell: ({ row }) => row.original.name },
    {
      id: 'type',
      accessorFn: (row) => row.type,
      header: 'Type',
      cell: ({ row }) => TYPE_NAMES[row.original.type],
    },
    {
      id: 'price_cents',
      accessorFn: (row) => row.price_cents,
      header: 'Price',
      cell: ({ row }) => dollars(row.original.price_cents),
    },
    {
      id: 'availability',
      header: 'Availability',
      enableSorting: false,
      cell: ({ row }) => availabilityText(row.original.availability),
    },
    ...(canEdit
      ? [
          {
            id: 'edit',
            header: () => <span className="console__visually-hidden">Change</span>,
            enableSorting: false,
            cell: ({ row }) => (
              <Button
                size="small"
                prominence="tertiary"
                aria-label={`Change ${row.original.name}`}
                onClick={() => {
                  const { availability } = row.original;
                  message.clear();
                  setEditing({
                    item: row.original,
                    kind: availability.kind,
                    count: availability.kind === 'count' ? String(availability.count) : '',
                  });
                }}
              >
                Change
              </Button>
            ),
          } satisfies ColumnDef<StockItem>,
        ]
      : []),
  ];

  const page = stock.data;
  const table = useServerTable({
    page,
    columns,
    rowId: (row) => `${row.type}:${row.id}`,
    list,
    defaultSort: { id: 'name', desc: false },
  });

  return (
    <>
      <h1>Stock</h1>
      <p>
        What of each product and recipe may go out on a delivery date. Plans and new boxes leave out what is off; at the
        cutoff a box with an item that is out gets an alternative or goes without it, and is not charged for it.
      </p>
      <form className="console__filters" onSubmit={search} aria-label="Choose the delivery date">
        <TextInput
          label="Delivery date (YYYY-MM-DD)"
          value={draft.date}
          onChange={(value) => setDraft('date', value)}
        />
        <Select
          label="Type"
          items={[
            { key: ANY_TYPE, textValue: 'All' },
            { key: 'product', textValue: 'Products' },
            { key: 'pairing', textValue: 'Recipes' },
          ]}
          value={draft.type}
          onChange={(type) => setDraft('type', type ?? ANY_TYPE)}
        />
        <TextInput label="Name" value={draft.name} onChange={(name) => setDraft('name', name)} />
        <FilterSubmit prominence="primary">Show</FilterSubmit>
      </form>
      {canEdit ? null : <p>Changing stock needs the operations role; yours is {role}. You can see it here.</p>}
      {message.shown}
      {editing ? (
        <form className="console__form" onSubmit={submitChange} aria-labelledby="stock-change-heading" noValidate>
          <h2 id="stock-change-heading">
            {editing.item.name} on {date}
          </h2>
          <Select
            label="Availability"
            items={KINDS}
            value={editing.kind}
            onChange={(kind) => setEditing({ ...editing, kind: (kind as Kind | null) ?? 'unlimited' })}
          />
          {editing.kind === 'count' ? (
            <TextInput
              label="Boxes that may still have it"
              inputMode="numeric"
              value={editing.count}
              onChange={(count) => setEditing({ ...editing, count })}
              isRequired
            />
          ) : null}
          <div className="console__filter-actions">
            <Button type="submit" isLoading={save.isPending}>
              Save availability
            </Button>
            <Button prominence="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
      <QueryProblem error={stock.error} />
      <DataTable
        table={table}
        // The rows' own date: while another date loads, the rows shown are still the last one's.
        caption={`Stock on ${page?.date ?? date}`}
        empty={stock.isPending ? 'Loading stock…' : 'No item matches.'}
        total={page?.count ?? 0}
        isLoading={stock.isFetching}
        {...list.pager(page)}
      />
    </>
  );
}
