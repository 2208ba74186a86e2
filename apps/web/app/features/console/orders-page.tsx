// The console's orders: search by id, customer email, delivery days, status and zone; a table sorted, filtered and
// paged on the server (GET /api/admin/orders/). The filters are in the address, so a search can be shared. Opened
// without any, it shows this week's deliveries (Monday to Sunday by the store's clock, as Today counts them). Dates
// are picked, zones chosen from the store's list; what the form can check it checks before sending, and what the
// server refuses is said next to the field it names, with no old results left on screen.
import type { AdminOrderSummary } from '@larder/contracts/schemas/admin';
import { ADMIN_ORDERS_PAGE_SIZE } from '@larder/contracts/values/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/request';
import { Button } from '../../ui/button';
import { DataTable } from '../../ui/data-table';
import { DatePicker } from '../../ui/date-picker';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars, fetchOrders, problemText } from './api';
import { FilterSubmit } from './console-table';
import { QueryProblem } from './query-problem';
import { useServerTable } from './server-table';
import { ORDER_STATUS_ORDER, orderStatusLabel, StatusBadge } from './status-badge';
import { fetchStoreClock, storeClockKey } from './today-api';
import { useListQuery } from './use-list-query';
import { EVERY_ZONE, ZoneSelect } from './zone-select';

const FILTERS = ['id', 'email', 'delivery_from', 'delivery_to', 'status', 'zone'] as const;
type Filter = (typeof FILTERS)[number];
const ANY_STATUS = 'any';
const BACKWARDS = 'The last delivery day is before the first: choose a later one.';

// Every column sorts (on the server): TanStack Table sorts only columns with an accessor.
const columns: ColumnDef<AdminOrderSummary>[] = [
  {
    id: 'id',
    accessorFn: (row) => row.id,
    header: 'Order',
    cell: ({ row }) => <Link to={`/admin/orders/${row.original.id}/`}>Order {row.original.id}</Link>,
  },
  {
    id: 'delivery_date',
    accessorFn: (row) => row.delivery_date,
    header: 'Delivery',
    cell: ({ row }) => row.original.delivery_date,
  },
  {
    id: 'status',
    accessorFn: (row) => row.status,
    header: 'Status',
    cell: ({ row }) => <StatusBadge status={row.original.status} notDelivered={row.original.not_delivered} />,
  },
  { id: 'zone', accessorFn: (row) => row.zone, header: 'Zone', cell: ({ row }) => row.original.zone },
  {
    id: 'email',
    accessorFn: (row) => row.customer.email,
    header: 'Customer',
    cell: ({ row }) => <Link to={`/admin/customers/${row.original.customer.id}/`}>{row.original.customer.email}</Link>,
  },
  {
    id: 'total_cents',
    accessorFn: (row) => row.total_cents,
    header: 'Total',
    cell: ({ row }) =>
      `${dollars(row.original.total_cents)}${row.original.refunded_cents > 0 ? ` (${dollars(row.original.refunded_cents)} refunded)` : ''}`,
  },
  {
    id: 'created_at',
    accessorFn: (row) => row.created_at,
    header: 'Placed',
    cell: ({ row }) => row.original.created_at.slice(0, 10),
  },
];

/** A 400's messages by the field they name (`{delivery_to: ['…']}`): shown next to that field. */
function fieldProblems(error: unknown): Partial<Record<Filter, string>> {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || !error.body) return {};
  const problems: Partial<Record<Filter, string>> = {};
  for (const name of FILTERS) {
    const messages = Reflect.get(error.body, name);
    if (Array.isArray(messages) && typeof messages[0] === 'string') problems[name] = messages[0];
  }
  return problems;
}

const dayWords = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

export function OrdersPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const list = useListQuery({
    filters: FILTERS,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
    any: { status: ANY_STATUS, zone: EVERY_ZONE },
  });
  const { draft, setDraft } = list;
  // Opened with no search: this week by the store's clock, put in the address (replacing it) once known. Nothing is
  // searched until then; a search the operator clears later is every day.
  const empty = search === '' || search === '?';
  const opening = useRef(empty);
  if (!empty) opening.current = false;
  const applied = useRef(false);
  const clock = useQuery({ queryKey: storeClockKey, queryFn: fetchStoreClock });
  useEffect(() => {
    if (!opening.current || !clock.data || applied.current) return;
    applied.current = true;
    const { from, to } = clock.data.week;
    setDraft('delivery_from', from);
    setDraft('delivery_to', to);
    navigate(
      { search: `?${new URLSearchParams({ delivery_from: from, delivery_to: to }).toString()}` },
      { replace: true },
    );
  }, [clock.data, navigate, setDraft]);
  const waiting = opening.current && !clock.isError;

  const query: Record<string, string | number | undefined> = { limit: ADMIN_ORDERS_PAGE_SIZE, offset: list.offset };
  for (const name of [...FILTERS, 'sort'] as const) query[name] = list.get(name);
  const orders = useQuery({
    queryKey: ['console', 'orders', query],
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
    enabled: !waiting,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  // A refused search shows no rows: the last ones were for another search.
  const page = orders.isError ? undefined : orders.data;
  const table = useServerTable({
    page,
    columns,
    rowId: (row) => String(row.id),
    list,
    defaultSort: { id: 'delivery_date', desc: true },
  });

  const [checked, setChecked] = useState<Partial<Record<Filter, string>>>({});
  const server = orders.isError ? fieldProblems(orders.error) : {};
  const problemOf = (name: Filter) => checked[name] ?? server[name] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Partial<Record<Filter, string>> = {};
    if (draft.id.trim() !== '' && !/^\d{1,9}$/.test(draft.id.trim()))
      problems.id = 'An order id is digits, such as 1042.';
    if (draft.delivery_from && draft.delivery_to && draft.delivery_from > draft.delivery_to) {
      problems.delivery_to = BACKWARDS;
    }
    setChecked(problems);
    if (Object.keys(problems).length === 0) list.search();
  };
  const set = (name: Filter) => (value: string) => {
    setDraft(name, value);
    if (checked[name]) setChecked({ ...checked, [name]: undefined });
  };

  const from = list.get('delivery_from');
  const to = list.get('delivery_to');
  const shown =
    from && to
      ? `Delivered from ${dayWords(from)} to ${dayWords(to)}${clock.data && from === clock.data.week.from && to === clock.data.week.to ? ' (this week)' : ''}.`
      : from
        ? `Delivered on ${dayWords(from)} or later.`
        : to
          ? `Delivered on ${dayWords(to)} or earlier.`
          : 'Every delivery day.';
  const generalProblem = orders.isError && Object.keys(server).length === 0 ? orders.error : null;

  return (
    <>
      <h1>Orders</h1>
      <form className="console__filters" onSubmit={submit} aria-label="Search orders" noValidate>
        <TextInput
          label="Order id"
          inputMode="numeric"
          value={draft.id}
          onChange={set('id')}
          errorMessage={problemOf('id')}
        />
        <TextInput
          label="Customer email"
          value={draft.email}
          onChange={set('email')}
          errorMessage={problemOf('email')}
        />
        <DatePicker
          label="Delivered from"
          value={draft.delivery_from}
          onChange={set('delivery_from')}
          minValue="2000-01-01"
          maxValue="2099-12-31"
          errorMessage={problemOf('delivery_from')}
        />
        <DatePicker
          label="Delivered to"
          value={draft.delivery_to}
          onChange={set('delivery_to')}
          minValue="2000-01-01"
          maxValue="2099-12-31"
          errorMessage={problemOf('delivery_to')}
        />
        <Select
          label="Status"
          items={[ANY_STATUS, ...ORDER_STATUS_ORDER].map((status) => ({
            key: status,
            textValue: status === ANY_STATUS ? 'Any status' : orderStatusLabel(status),
          }))}
          value={draft.status}
          onChange={(status) => setDraft('status', status ?? ANY_STATUS)}
          errorMessage={problemOf('status')}
        />
        <ZoneSelect value={draft.zone} onChange={set('zone')} errorMessage={problemOf('zone')} />
        <div className="console__filter-actions">
          <Button
            prominence="secondary"
            onClick={() => {
              set('delivery_from')('');
              set('delivery_to')('');
            }}
          >
            Any delivery day
          </Button>
        </div>
        <FilterSubmit prominence="primary">Search</FilterSubmit>
      </form>
      {/* The clock matters only while the page waits for it to know this week. */}
      <QueryProblem error={opening.current ? clock.error : null} />
      {orders.isError ? (
        <p role="alert" className="console__problem">
          {generalProblem ? problemText(generalProblem) : 'The server refused this search: see the field marked above.'}
        </p>
      ) : (
        <p className="console-screen__quiet">{waiting ? 'Finding this week by the store’s clock…' : shown}</p>
      )}
      {orders.isError ? null : (
        <DataTable
          table={table}
          caption="Orders"
          empty={orders.isPending ? 'Loading orders…' : 'No order matches.'}
          total={page?.count ?? 0}
          isLoading={orders.isFetching}
          {...list.pager(page)}
        />
      )}
    </>
  );
}
