import { type ColumnDef, getCoreRowModel, type SortingState, useReactTable } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}
const columns: ColumnDef<Row>[] = [
  { id: 'id', accessorFn: (row) => row.id, header: 'Id', cell: ({ row }) => row.original.id },
  { id: 'name', header: 'Name', enableSorting: false, cell: ({ row }) => row.original.name },
];

function Harness({
  rows,
  onSort,
  ...pager
}: {
  rows: Row[];
  onSort: (sorting: SortingState) => void;
  onNext?: () => void;
  onPrevious?: () => void;
}) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      setSorting(next);
      onSort(next);
    },
  });
  return (
    <DataTable table={table} caption="Things" empty="Nothing here." total={rows.length + 10} offset={10} {...pager} />
  );
}

describe('DataTable', () => {
  it('is a captioned table whose sortable headers are buttons that report the sort, with aria-sort on the header', async () => {
    const onSort = vi.fn();
    render(<Harness rows={[{ id: 1, name: 'One' }]} onSort={onSort} />);
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('cell', { name: 'One' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Name' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: /Id/ }));
    expect(onSort).toHaveBeenLastCalledWith([{ id: 'id', desc: false }]);
    expect(screen.getByRole('columnheader', { name: /Id/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says which rows it shows, pages only where there is a page, and says when nothing matches', async () => {
    const onNext = vi.fn();
    const { rerender } = render(<Harness rows={[{ id: 1, name: 'One' }]} onSort={vi.fn()} onNext={onNext} />);
    expect(screen.getByText('11–11 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onNext).toHaveBeenCalledTimes(1);
    rerender(<Harness rows={[]} onSort={vi.fn()} />);
    expect(screen.getByRole('cell', { name: 'Nothing here.' })).toBeInTheDocument();
    // One page only: no page buttons.
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });
});
