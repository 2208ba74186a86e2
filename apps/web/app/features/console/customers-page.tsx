// The console's customers: search by id, email or name; a table sorted and paged on the server
// (GET /api/admin/customers/). The search is in the address, so it can be shared.
import type { AdminCustomerSummary } from '@larder/contracts/schemas/admin-console';
import { ADMIN_CUSTOMERS_PAGE_SIZE } from '@larder/contracts/values/admin-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '../../ui/data-table';
import { TextInput } from '../../ui/text-input';
import { FilterSubmit } from './console-table';
import { fetchCustomers } from './customers-api';
import { QueryProblem } from './query-problem';
import { useServerTable } from './server-table';
import { StatusBadge } from './status-badge';
import { useListQuery } from './use-list-query';

const columns: ColumnDef<AdminCustomerSummary>[] = [
  {
    id: 'id',
    accessorFn: (row) => row.id,
    header: 'Customer',
    cell: ({ row }) => <Link to={`/admin/customers/${row.original.id}/`}>Customer {row.original.id}</Link>,
  },
  { id: 'name', accessorFn: (row) => row.name, header: 'Name', cell: ({ row }) => row.original.name },
  {
    id: 'email',
    accessorFn: (row) => row.email,
    header: 'Email',
    cell: ({ row }) => `${row.original.email}${row.original.email_verified ? '' : ' (not verified)'}`,
  },
  {
    id: 'subscription',
    header: 'Subscription',
    enableSorting: false,
    cell: ({ row }) =>
      row.original.subscription_status ? (
        <>
          <StatusBadge kind="subscription" status={row.original.subscription_status} /> {row.original.zone}
        </>
      ) : (
        'None'
      ),
  },
  {
    id: 'created_at',
    accessorFn: (row) => row.created_at,
    header: 'Joined',
    cell: ({ row }) => row.original.created_at.slice(0, 10),
  },
];

export function CustomersPage() {
  const list = useListQuery({ filters: ['q'], pageSize: ADMIN_CUSTOMERS_PAGE_SIZE });
  const query = { limit: ADMIN_CUSTOMERS_PAGE_SIZE, offset: list.offset, q: list.get('q'), sort: list.get('sort') };
  const customers = useQuery({
    queryKey: ['console', 'customers', query],
    queryFn: () => fetchCustomers(query),
    placeholderData: keepPreviousData,
  });
  const page = customers.data;
  const table = useServerTable({
    page,
    columns,
    rowId: (row) => String(row.id),
    list,
    defaultSort: { id: 'id', desc: true },
  });
  return (
    <>
      <h1>Customers</h1>
      <form className="console__filters" onSubmit={list.search} aria-label="Search customers">
        <TextInput
          label="Id, email or name"
          type="search"
          value={list.draft.q}
          onChange={(q) => list.setDraft('q', q)}
          description="Part of an email or a name, any case."
        />
        <FilterSubmit prominence="primary">Search</FilterSubmit>
      </form>
      <QueryProblem error={customers.error} />
      <DataTable
        table={table}
        caption="Customers"
        empty={customers.isPending ? 'Loading customers…' : 'No customer matches.'}
        total={page?.count ?? 0}
        isLoading={customers.isFetching}
        {...list.pager(page)}
      />
    </>
  );
}
