// The audit log in the console: every operator change, newest first, filtered by operator, record and date
// (GET /api/admin/audit/), a page at a time.
import type { AuditEntry } from '@larder/contracts/schemas/admin';
import { AUDIT_PAGE_SIZE } from '@larder/contracts/values/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { DataTable } from '../../ui/data-table';
import { TextInput } from '../../ui/text-input';
import { fetchAudit } from './api';
import { FilterSubmit } from './console-table';
import { QueryProblem } from './query-problem';
import { useListQuery } from './use-list-query';

const columns: ColumnDef<AuditEntry>[] = [
  { id: 'at', header: 'When (UTC)', cell: ({ row }) => row.original.at.replace('T', ' ').slice(0, 19) },
  {
    id: 'operator',
    header: 'Operator',
    cell: ({ row }) => row.original.operator?.email ?? 'command line',
  },
  { id: 'action', header: 'Action', cell: ({ row }) => row.original.action },
  { id: 'record', header: 'Record', cell: ({ row }) => `${row.original.record_type} ${row.original.record_id}` },
  {
    id: 'change',
    header: 'Change',
    cell: ({ row }) => (
      <code className="console__json">
        {JSON.stringify(row.original.before)} → {JSON.stringify(row.original.after)}
      </code>
    ),
  },
];

const FILTERS = ['operator', 'record_type', 'record_id', 'from', 'to'] as const;
/** A day typed as YYYY-MM-DD is its UTC midnight; a full date-time is sent as typed. */
const asInstant = (day: string | undefined) => (day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00Z` : day);

export function AuditPage() {
  // The filters stay in the page, not the address.
  const list = useListQuery({ filters: FILTERS, pageSize: AUDIT_PAGE_SIZE, inAddress: false });
  const query = {
    operator: list.get('operator'),
    record_type: list.get('record_type'),
    record_id: list.get('record_id'),
    from: asInstant(list.get('from')),
    to: asInstant(list.get('to')),
    limit: AUDIT_PAGE_SIZE,
    offset: list.offset,
  };
  const audit = useQuery({
    queryKey: ['console', 'audit', query],
    queryFn: () => fetchAudit(query),
    placeholderData: keepPreviousData,
  });
  const table = useReactTable({
    data: audit.data?.results ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    enableSorting: false,
    getRowId: (row) => String(row.id),
  });
  const field = (name: (typeof FILTERS)[number]) => ({
    value: list.draft[name],
    onChange: (value: string) => list.setDraft(name, value.trim()),
  });
  return (
    <>
      <h1>Audit log</h1>
      <form className="console__filters" onSubmit={list.search} aria-label="Filter the audit log">
        <TextInput label="Operator id" inputMode="numeric" {...field('operator')} />
        <TextInput label="Record type" description="order, config, operator" {...field('record_type')} />
        <TextInput label="Record id" {...field('record_id')} />
        <TextInput label="From" description="YYYY-MM-DD (UTC), inclusive" {...field('from')} />
        <TextInput label="To" description="YYYY-MM-DD (UTC), exclusive" {...field('to')} />
        <FilterSubmit prominence="primary">Filter</FilterSubmit>
      </form>
      <QueryProblem error={audit.error} />
      <DataTable
        table={table}
        caption="Audit log, newest first"
        empty={audit.isPending ? 'Loading the audit log…' : 'No change matches.'}
        total={audit.data?.count ?? 0}
        isLoading={audit.isFetching}
        {...list.pager(audit.data)}
      />
    </>
  );
}
