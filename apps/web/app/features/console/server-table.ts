// The console's tables whose rows the API sorts, filters and pages (TanStack Table in manual mode): the sort lives in
// the address (`sort=name`, `sort=-id`), and a new sort goes back to the first page.
import { type ColumnDef, getCoreRowModel, type SortingState, type Updater, useReactTable } from '@tanstack/react-table';

/** The sort the address names (`-` first: descending), else `fallback`. */
function sortingOf(sort: string | null, fallback: SortingState[number]): SortingState {
  if (!sort) return [fallback];
  return [{ id: sort.replace(/^-/, ''), desc: sort.startsWith('-') }];
}

export function useServerTable<Row>(options: {
  /** The server's page of rows, while it loads undefined. */
  page: { results: Row[]; count: number } | undefined;
  columns: ColumnDef<Row>[];
  rowId: (row: Row) => string;
  /** The list's `sort` and how to write a new one (with `offset` cleared): use-list-query.ts. */
  list: { sort: string | null; update: (changes: { sort: string | undefined; offset: undefined }) => void };
  defaultSort: SortingState[number];
}) {
  const { list } = options;
  const sorting = sortingOf(list.sort, options.defaultSort);
  const onSortingChange = (updater: Updater<SortingState>) => {
    const first = (typeof updater === 'function' ? updater(sorting) : updater)[0];
    list.update({ sort: first ? `${first.desc ? '-' : ''}${first.id}` : undefined, offset: undefined });
  };
  return useReactTable({
    data: options.page?.results ?? [],
    columns: options.columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange,
    rowCount: options.page?.count ?? 0,
    getRowId: options.rowId,
  });
}
