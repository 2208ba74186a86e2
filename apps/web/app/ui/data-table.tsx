// A data table over a TanStack Table instance (the console's lists): a real <table> with a caption, header buttons
// that sort (aria-sort on the header cell says which way), and a pager. Sorting, filtering and paging happen on the
// server: the table only shows the page it is given and reports what the operator asks for.
import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from './button';
import './data-table.css';

export interface DataTableProps<Row> {
  table: Table<Row>;
  /** Names the table for assistive technology. */
  caption: ReactNode;
  /** Shown in the body when there is no row. */
  empty: ReactNode;
  /** How many rows match on the server, and the first shown (0-based). The page buttons show when there is another page. */
  total: number;
  offset: number;
  onPrevious?: () => void;
  onNext?: () => void;
  isLoading?: boolean;
}

const ariaSort = (direction: false | 'asc' | 'desc') =>
  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;

export function DataTable<Row>({
  table,
  caption,
  empty,
  total,
  offset,
  onPrevious,
  onNext,
  isLoading = false,
}: DataTableProps<Row>) {
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns().length;
  const first = rows.length === 0 ? 0 : offset + 1;
  const last = offset + rows.length;
  return (
    <div className="ui-data-table">
      <div className="ui-data-table__scroll">
        <table className="ui-data-table__table" aria-busy={isLoading || undefined}>
          <caption className="ui-data-table__caption">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th key={header.id} scope="col" aria-sort={ariaSort(sorted)}>
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="ui-data-table__sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {label}
                          <span aria-hidden="true" className="ui-data-table__arrow">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns} className="ui-data-table__empty">
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <nav className="ui-data-table__pager" aria-label="Pages">
        <p className="ui-data-table__range" aria-live="polite">
          {total === 0 ? 'No results' : `${first}–${last} of ${total}`}
        </p>
        {onPrevious || onNext ? (
          <>
            <Button size="small" prominence="secondary" isDisabled={!onPrevious} onClick={onPrevious}>
              Previous page
            </Button>
            <Button size="small" prominence="secondary" isDisabled={!onNext} onClick={onNext}>
              Next page
            </Button>
          </>
        ) : null}
      </nav>
    </div>
  );
}
