// @vitest-environment jsdom
import { ChakraProvider, defaultSystem, Table } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listCollator, type ListSpec } from '#shared/domain/list-page';
import { initEnglish } from '../lib/test-i18n';
import { useLocalList } from '../lib/use-local-list';
import { LocalListTable } from './local-list-table';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

type Person = { id: string; name: string; email: string };

const PEOPLE: ListSpec<Person, 'name' | 'email'> = {
  text: (p) => `${p.name} ${p.email}`,
  compare: {
    name: (a, b) => listCollator.compare(a.name, b.name),
    email: (a, b) => listCollator.compare(a.email, b.email),
  },
  defaultSort: 'name',
  defaultPageSize: 10,
};

function People({ people, actions }: { people: Person[]; actions?: string }) {
  const list = useLocalList(people, PEOPLE);
  return (
    <LocalListTable
      list={list}
      testId="people"
      empty="Nobody yet"
      caption="People"
      tableTestId="people-table"
      columns={[
        { label: 'Name', sort: 'name' },
        { label: 'E-mail', sort: null },
      ]}
      {...(actions === undefined ? {} : { actionsHeader: actions })}
    >
      {(rows) =>
        rows.map((p) => (
          <Table.Row key={p.id} data-testid="person">
            <Table.Cell>{p.name}</Table.Cell>
            <Table.Cell>{p.email}</Table.Cell>
          </Table.Row>
        ))
      }
    </LocalListTable>
  );
}

function renderPeople(people: Person[], actions?: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <ChakraProvider value={defaultSystem}>
        <People people={people} {...(actions === undefined ? {} : { actions })} />
      </ChakraProvider>
    </I18nextProvider>,
  );
}

const ada = { id: '1', name: 'Ada', email: 'ada@acme.test' };
const bob = { id: '2', name: 'Bob', email: 'bob@acme.test' };

describe('LocalListTable', () => {
  it('heads the table with a header a column, sortable where the column names a sort', () => {
    renderPeople([bob, ada]);
    const table = screen.getByTestId('people-table');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name ▲', 'E-mail']);
    expect(within(headers[0]!).getByRole('button', { name: 'Sort by Name' })).toBeTruthy();
    expect(within(headers[1]!).queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('person').map((row) => row.textContent)).toEqual([
      'Adaada@acme.test',
      'Bobbob@acme.test',
    ]);
  });

  it('sorts the rows by a column whose header is pressed', () => {
    renderPeople([ada, bob]);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(screen.getAllByTestId('person').map((row) => row.textContent)).toEqual([
      'Bobbob@acme.test',
      'Adaada@acme.test',
    ]);
  });

  it('adds the actions column only when it is given', () => {
    renderPeople([ada], 'Actions');
    expect(within(screen.getByTestId('people-table')).getAllByRole('columnheader')).toHaveLength(3);
    cleanup();
    renderPeople([ada]);
    expect(within(screen.getByTestId('people-table')).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('shows the empty state, not a table, while the list has no rows', () => {
    renderPeople([]);
    expect(screen.getByTestId('people-empty').textContent).toBe('Nobody yet');
    expect(screen.queryByTestId('people-table')).toBeNull();
  });
});
