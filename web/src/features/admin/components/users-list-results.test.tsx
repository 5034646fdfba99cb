// @vitest-environment jsdom
import { ChakraProvider, Table, defaultSystem } from '@chakra-ui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../../../lib/test-i18n';
import { UsersListResults } from './users-list-results';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await initEnglish(i18n);
});

afterEach(cleanup);

describe('UsersListResults', () => {
  it("counts the users in the users lists' words and pages with their sizes", () => {
    const dispatch = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ChakraProvider value={defaultSystem}>
          <UsersListResults
            query={{
              isLoading: false,
              data: { total: 60, page: 1, pageSize: 25, users: [{ id: 'u1', email: 'ann@acme.test' }] },
            }}
            loadingRows={3}
            row={(user) => (
              <Table.Row key={user.id}>
                <Table.Cell>{user.email}</Table.Cell>
              </Table.Row>
            )}
            columns={[{ sort: 'email', label: 'Email' }]}
            listState={{
              state: { sort: 'email', order: 'asc', pageSize: 25 },
              dispatch,
              setSearchText: vi.fn(),
            }}
            filtered={null}
            caption="Users"
            testIds={{ empty: 'users-empty', table: 'users' }}
          />
        </ChakraProvider>
      </I18nextProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Users found: 60');
    expect(screen.getByText('ann@acme.test')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'page', page: 2 });
  });
});
