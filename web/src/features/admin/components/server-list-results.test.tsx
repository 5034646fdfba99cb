// @vitest-environment jsdom
import { ChakraProvider, Table, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerListResults } from './server-list-results';

afterEach(cleanup);

interface Item {
  id: string;
  name: string;
}
type Page = { total: number; page: number; pageSize: number; items: Item[] };
type Props = ComponentProps<typeof ServerListResults<Page, Item, 'name'>>;

function renderResults(overrides: Partial<Props> = {}) {
  const props: Props = {
    query: { isLoading: false },
    loadingRows: 2,
    items: (data) => data.items,
    row: (item) => (
      <Table.Row key={item.id} data-testid="row">
        <Table.Cell>{item.name}</Table.Cell>
      </Table.Row>
    ),
    pageSizes: [10, 25],
    columns: [{ sort: 'name', label: 'Name' }],
    listState: {
      state: { sort: 'name', order: 'asc', pageSize: 10 },
      dispatch: vi.fn(),
      setSearchText: vi.fn(),
    },
    filtered: null,
    texts: {
      loadFailed: 'Could not load',
      count: (total) => `${total} items`,
      empty: 'No items',
      caption: 'Items',
      sortBy: (column) => `Sort by ${column}`,
      previousPage: 'Previous',
      nextPage: 'Next',
      pageOf: (page, pages) => `Page ${page} of ${pages}`,
      pageSize: 'Per page',
    },
    testIds: { empty: 'items-empty', table: 'items' },
    ...overrides,
  };
  render(
    <ChakraProvider value={defaultSystem}>
      <ServerListResults {...props} />
    </ChakraProvider>,
  );
  return props;
}

describe('ServerListResults', () => {
  it('shows the load error and nothing else while no page is read', () => {
    renderResults({ query: { isLoading: false, error: new Error('down') } });
    expect(screen.getByText('Could not load')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the count, the rows under sortable headers and the paging of a page', () => {
    const props = renderResults({
      query: {
        isLoading: false,
        data: { total: 30, page: 2, pageSize: 10, items: [{ id: '1', name: 'One' }] },
      },
    });
    expect(screen.getByRole('status').textContent).toBe('30 items');
    expect(screen.getAllByTestId('row')).toHaveLength(1);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(props.listState.dispatch).toHaveBeenCalledWith({ type: 'sortBy', sort: 'name' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(props.listState.dispatch).toHaveBeenCalledWith({ type: 'page', page: 3 });
  });

  it('offers to clear the filters of an empty filtered list, search text included', () => {
    const props = renderResults({
      query: { isLoading: false, data: { total: 0, page: 1, pageSize: 10, items: [] } },
      filtered: { hint: 'Nothing matches', clear: 'Clear filters' },
    });
    expect(screen.getByTestId('items-empty').textContent).toContain('No items');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(props.listState.setSearchText).toHaveBeenCalledWith('');
    expect(props.listState.dispatch).toHaveBeenCalledWith({ type: 'clear' });
  });
});
