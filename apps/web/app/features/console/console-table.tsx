// The console's tables, one shape for every screen: a scrolling frame, a caption that says what is listed and how
// many, column headers (the last one, "Actions", read by screen readers only, when rows carry buttons), and the rows.
import type { ReactNode } from 'react';
import { Button } from '../../ui/button';

export function ConsoleTable({
  caption,
  columns,
  actions = false,
  children,
}: {
  caption: ReactNode;
  columns: readonly ReactNode[];
  /** Rows end with buttons: a last column headed "Actions" for screen readers. */
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="ui-data-table__scroll">
      <table className="console__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // Headers are fixed per table: their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns never move
              <th key={index} scope="col">
                {column}
              </th>
            ))}
            {actions ? (
              <th scope="col">
                <span className="console__visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A filter form's submit button, set apart from its fields (a search's own screen: the primary button). */
export function FilterSubmit({
  children,
  prominence = 'secondary',
}: {
  children: ReactNode;
  prominence?: 'primary' | 'secondary';
}) {
  return (
    <div className="console__filter-actions">
      <Button type="submit" prominence={prominence}>
        {children}
      </Button>
    </div>
  );
}
