import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { LocalList } from '../lib/use-local-list';
import { LocalListTable, type LocalListColumn } from './local-list-table';

/**
 * The organizations a channel or a playlist is shared with, as a sortable table with a last column for
 * stopping a share; a muted line while it is shared with none. The test ids are named after `testIdPrefix`
 * (`-list` the frame, `-none` the empty line, the table itself).
 */
export function SharedWithTable<T, S extends string>({
  list,
  testIdPrefix,
  caption,
  emptyText,
  columns,
  actionsHeader,
  children,
}: {
  list: LocalList<T, S>;
  testIdPrefix: string;
  /** The table's caption, for screen readers: the section's title. */
  caption: string;
  emptyText: string;
  columns: readonly LocalListColumn<S>[];
  /** What the actions column's header says (to screen readers). */
  actionsHeader: ReactNode;
  /** The body rows. */
  children: (items: T[]) => ReactNode;
}) {
  return (
    <LocalListTable
      list={list}
      testId={`${testIdPrefix}-list`}
      empty={
        <Text color="fg.muted" data-testid={`${testIdPrefix}-none`}>
          {emptyText}
        </Text>
      }
      caption={caption}
      tableTestId={testIdPrefix}
      columns={columns}
      actionsHeader={actionsHeader}
    >
      {children}
    </LocalListTable>
  );
}
