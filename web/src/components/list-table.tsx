/**
 * The pieces the administration lists share (users, videos, tracks, usage, reports): the framed table
 * with its caption for screen readers, sortable column headers, the loading rows, the search field, the
 * empty state with "clear filters", and the paging bar with its page-size select. Each list keeps its
 * own texts (its dictionary area), so every label comes from the caller.
 */
import { Box, Button, Field, HStack, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SelectField } from './select-field';

/** A plain column header; `end`: numbers, aligned to the end. */
export interface ListColumn {
  label: string;
  end?: boolean;
}

/**
 * A table in its scrolling frame, named for screen readers by its caption; with `columns`, their plain
 * header row before the caller's body (sortable headers: the caller's own Table.Header).
 */
export function ListTable({
  caption,
  testId,
  maxH,
  columns,
  children,
}: {
  caption: string;
  testId: string;
  /** A table inside a dialog scrolls within this height. */
  maxH?: string;
  columns?: readonly ListColumn[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollArea borderWidth="1px" {...(maxH ? { maxH } : { borderColor: 'border' })} rounded="md">
      <Table.Root size="sm" data-testid={testId}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        {columns && (
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.label} textAlign={column.end ? 'end' : undefined}>
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
        )}
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

export interface ListSort<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
}

/**
 * A column header; with `sort`, a button that sorts by the column (again: the other way), the current
 * order announced by aria-sort and shown by ▲/▼.
 */
export function SortableHeader<S extends string>({
  label,
  sort,
  current,
  sortLabel,
  onSort,
}: {
  label: string;
  sort: S | null;
  current: ListSort<S>;
  /** The button's accessible name ("Sort by Name"). */
  sortLabel: string;
  onSort: (sort: S) => void;
}) {
  const active = sort !== null && current.sort === sort;
  return (
    <Table.ColumnHeader
      aria-sort={active ? (current.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {sort ? (
        // Gray: the brand palette's hover (brand text on its pale tint) is under 4.5:1 for most brands.
        <Button
          size="xs"
          variant="ghost"
          colorPalette="gray"
          px="1"
          aria-label={sortLabel}
          onClick={() => onSort(sort)}
        >
          {label}
          {active ? (current.order === 'asc' ? ' ▲' : ' ▼') : ''}
        </Button>
      ) : (
        label
      )}
    </Table.ColumnHeader>
  );
}

/** The sortable headers of a table from one column list (a column without a sort is a plain header). */
export function SortableHeaders<S extends string>({
  columns,
  current,
  sortLabel,
  onSort,
}: {
  columns: readonly { label: string; sort: S | null }[];
  current: ListSort<S>;
  /** The sort button's accessible name for a column's label ("Sort by Name"). */
  sortLabel: (label: string) => string;
  onSort: (sort: S) => void;
}) {
  return (
    <>
      {columns.map((column) => (
        <SortableHeader
          key={column.label}
          label={column.label}
          sort={column.sort}
          current={current}
          sortLabel={sortLabel(column.label)}
          onSort={onSort}
        />
      ))}
    </>
  );
}

/** Placeholder rows while a list loads (hidden from screen readers). */
export function LoadingRows({ count }: { count: number }) {
  return (
    <Stack gap="2" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height="8" />
      ))}
    </Stack>
  );
}

/** A list's labelled search input. */
export function SearchField({
  label,
  value,
  onChange,
  testId,
  maxW = 'xs',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
  maxW?: 'xs' | 'md';
}) {
  return (
    <Field.Root maxW={maxW}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="search"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
    </Field.Root>
  );
}

/** An empty list; while filters are set, the hint and the button that clears them. */
export function EmptyList({
  testId,
  title,
  filtered,
}: {
  testId: string;
  title: string;
  filtered?: { hint: string; clear: string; onClear: () => void } | null;
}) {
  return (
    <Stack gap="2" align="start" py="6" data-testid={testId}>
      <Text fontWeight="medium">{title}</Text>
      {filtered && (
        <>
          <Text color="fg.muted">{filtered.hint}</Text>
          <Button size="sm" variant="outline" onClick={filtered.onClear}>
            {filtered.clear}
          </Button>
        </>
      )}
    </Stack>
  );
}

/** Previous / "Page n of m" / next, and the page-size select. */
export function PagingBar({
  page,
  pages,
  onPage,
  pageSize,
  pageSizes,
  onPageSize,
  labels,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  pageSize: number;
  pageSizes: readonly number[];
  onPageSize: (pageSize: number) => void;
  labels: { previous: string; next: string; pageOf: string; pageSize: string };
}) {
  return (
    <HStack justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </Button>
        <Text>{labels.pageOf}</Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </Button>
      </HStack>
      <Box>
        <SelectField
          label={labels.pageSize}
          size="sm"
          value={String(pageSize)}
          onChange={(value) => onPageSize(Number(value))}
          options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))}
        />
      </Box>
    </HStack>
  );
}
