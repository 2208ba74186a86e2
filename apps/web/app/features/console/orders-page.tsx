// The console's orders: search by id, customer email, delivery date, status and zone; a table sorted, filtered and
// paged on the server (GET /api/admin/orders/). The filters are in the address, so a search can be shared.
import type { AdminOrderSummary } from '@larder/contracts/schemas/admin';
import type { OrderStatus } from '@larder/contracts/schemas/checkout';
import { ADMIN_ORDERS_PAGE_SIZE } from '@larder/contracts/values/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { Select } from '../../ui/select';
import { TextInput } from '../../ui/text-input';
import { dollars, fetchOrders } from './api';
import { FilterSubmit } from './console-table';
import { QueryProblem } from './query-problem';
import { useServerTable } from './server-table';
import { useListQuery } from './use-list-query';

const FILTERS = ['id', 'email', 'delivery_date', 'status', 'zone'] as const;
const ANY_STATUS = 'any';
// The statuses as plain values (a type-only import: the schema's module would tie this chunk to the checkout's).
const STATUSES = [
  'scheduled',
  'skipped',
  'finalized',
  'paid',
  'payment_failed',
  'delivered',
  'canceled',
] as const satisfies readonly OrderStatus[];

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
    cell: ({ row }) => `${row.original.status}${row.original.not_delivered ? ' (not delivered)' : ''}`,
  },
  { id: 'zone', accessorFn: (row) => row.zone, header: 'Zone', cell: ({ row }) => row.original.zone },
  {
    id: 'email',
    accessorFn: (row) => row.customer.email,
    header: 'Customer',
    cell: ({ row }) => row.original.customer.email,
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

export function OrdersPage() {
  const list = useListQuery({ filters: FILTERS, pageSize: ADMIN_ORDERS_PAGE_SIZE, any: { status: ANY_STATUS } });
  const query: Record<string, string | number | undefined> = { limit: ADMIN_ORDERS_PAGE_SIZE, offset: list.offset };
  for (const name of [...FILTERS, 'sort'] as const) query[name] = list.get(name);
  const orders = useQuery({
    queryKey: ['console', 'orders', query],
    queryFn: () => fetchOrders(query),
    placeholderData: keepPreviousData,
  });
  const page = orders.data;
  const table = useServerTable({
    page,
    columns,
    rowId: (row) => String(row.id),
    list,
    defaultSort: { id: 'delivery_date', desc: true },
  });
  const { draft, setDraft } = list;

  return (
    <>
      <h1>Orders</h1>
      <form className="console__filters" onSubmit={list.search} aria-label="Search orders">
        <TextInput label="Order id" inputMode="numeric" value={draft.id} onChange={(id) => setDraft('id', id)} />
        <TextInput label="Customer email" value={draft.email} onChange={(email) => setDraft('email', email)} />
        <TextInput
          label="Delivery date (YYYY-MM-DD)"
          value={draft.delivery_date}
          onChange={(date) => setDraft('delivery_date', date)}
        />
        <Select
          label="Status"
          items={[ANY_STATUS, ...STATUSES].map((status) => ({
            key: status,
            textValue: status === ANY_STATUS ? 'Any status' : status,
          }))}
          value={draft.status}
          onChange={(status) => setDraft('status', status ?? ANY_STATUS)}
        />
        <TextInput label="Zone" value={draft.zone} onChange={(zone) => setDraft('zone', zone)} />
        <FilterSubmit prominence="primary">Search</FilterSubmit>
      </form>
      <QueryProblem error={orders.error} />
      <DataTable
        table={table}
        caption="Orders"
        empty={orders.isPending ? 'Loading orders…' : 'No order matches.'}
        total={page?.count ?? 0}
        isLoading={orders.isFetching}
        {...list.pager(page)}
      />
    </>
  );
}
