/**
 * A local list shown as a table: the list's frame (local-list.tsx) around a captioned table whose header
 * row is one column header a column (sorting where the column names a sort), and the caller's body rows.
 */
import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LocalList } from '../lib/use-local-list';
import { ListTable } from './list-table';
import { LocalListFrame, LocalListHeader } from './local-list';

/** A column of a local list's table; `sort: null` is a plain header. */
export interface LocalListColumn<S extends string> {
  label: string;
  sort: S | null;
}

export function LocalListTable<T, S extends string>({
  list,
  testId,
  empty,
  searchLabel,
  caption,
  tableTestId,
  columns,
  actionsHeader,
  children,
}: {
  list: LocalList<T, S>;
  /** The frame's test id (its search field, count and empty state are named after it). */
  testId: string;
  /** The empty state while the list has no rows at all (see LocalListFrame). */
  empty: ReactNode;
  /** The search field's label (see LocalListFrame); null: the page searches with a field of its own. */
  searchLabel?: string | null;
  /** The table's caption, for screen readers. */
  caption: string;
  tableTestId: string;
  columns: readonly LocalListColumn<S>[];
  /** A last column of row actions: what its header says (often only to screen readers). */
  actionsHeader?: ReactNode;
  /** The body rows of the page's items. */
  children: (items: T[]) => ReactNode;
}) {
  return (
    <LocalListFrame list={list} testId={testId} empty={empty} searchLabel={searchLabel}>
      {(items) => (
        <ListTable caption={caption} testId={tableTestId}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <LocalListHeader key={column.label} list={list} label={column.label} sort={column.sort} />
              ))}
              {actionsHeader !== undefined && <Table.ColumnHeader>{actionsHeader}</Table.ColumnHeader>}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children(items)}</Table.Body>
        </ListTable>
      )}
    </LocalListFrame>
  );
}
