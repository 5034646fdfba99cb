import { useReducer, useState } from 'react';
import { Button, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UsageListSort } from '#shared/domain/users-usage';
import { localListReducer, pageCount } from '../../../lib/list-paging';
import { useSearchText } from '../../../lib/use-search-text';
import { useSession } from '../../../lib/session';
import { allUsersUsage, useUsersUsage } from '../api/users';
import { UsersPagingBar } from '../components/users-paging-bar';
import { AdminPage } from '../components/admin-page';
import { initialUsageList } from '../model/usage-list';
import { userLabel } from '../model/users-list';
import { usageCsv } from '../model/usage-csv';
import { FormError } from '../../../components/form-bits';
import {
  EmptyList,
  ListTable,
  LoadingRows,
  SearchField,
  SortableHeaders,
} from '../../../components/list-table';

/**
 * /admin/users/usage (issue 11): per user videos watched, minutes watched, last activity, searched,
 * sorted by any column and paged by the server; CSV export of the whole list in its order.
 */
export function AdminUsersUsagePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const allowed = (session.initData?.permissions ?? []).includes('updateOrganization') && !session.isSwitched;
  const [state, dispatch] = useReducer(localListReducer<UsageListSort>, initialUsageList);
  const [searchText, setSearchText] = useSearchText(state.search, (value) =>
    dispatch({ type: 'search', value }),
  );
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const usage = useUsersUsage(allowed ? state : null);
  const pages = usage.data ? pageCount(usage.data.total, usage.data.pageSize) : 1;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: { sort: UsageListSort; label: string; end?: boolean }[] = [
    { sort: 'name', label: t('users-col-name') },
    { sort: 'email', label: t('users-col-email') },
    { sort: 'videosWatched', label: t('users-usage-videos'), end: true },
    { sort: 'minutesWatched', label: t('users-usage-minutes'), end: true },
    { sort: 'lastActivity', label: t('users-usage-last-activity') },
  ];

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const blob = new Blob([usageCsv(await allUsersUsage(state))], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = 'users-usage.csv';
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  return (
    <AdminPage title={t('users-usage')} intro={t('users-usage-intro')} permission="updateOrganization">
      <Stack gap="4">
        <Wrap gap="3" align="end" justify="space-between">
          <SearchField
            label={t('users-search')}
            value={searchText}
            onChange={setSearchText}
            testId="usage-search"
          />
          <HStack gap="2">
            <Button asChild variant="outline">
              <Link to="/admin/users">{t('admin-users')}</Link>
            </Button>
            <Button onClick={() => void exportCsv()} loading={exporting}>
              {t('users-usage-export')}
            </Button>
          </HStack>
        </Wrap>
        <FormError error={exportFailed ? t('users-export-failed') : null} />
        <FormError error={usage.error ? t('users-load-failed') : null} />
        {!usage.data && usage.isLoading && <LoadingRows count={3} />}
        {usage.data && (
          <>
            <Text color="fg.muted" role="status" aria-live="polite">
              {t('users-count', { count: usage.data.total })}
            </Text>
            {usage.data.users.length === 0 ? (
              <EmptyList
                testId="usage-empty"
                title={t('users-empty')}
                filtered={
                  state.search.trim()
                    ? {
                        hint: t('list-no-match-hint'),
                        clear: t('list-clear-search'),
                        onClear: () => {
                          setSearchText('');
                          dispatch({ type: 'clear' });
                        },
                      }
                    : null
                }
              />
            ) : (
              <ListTable caption={t('users-usage')} testId="users-usage">
                <Table.Header>
                  <Table.Row>
                    <SortableHeaders
                      columns={columns}
                      current={state}
                      sortLabel={(column) => t('users-sort-by', { column })}
                      onSort={(sort) => dispatch({ type: 'sortBy', sort })}
                    />
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {usage.data.users.map((user) => (
                    <Table.Row key={user.userId} data-testid="usage-row">
                      <Table.Cell>{userLabel(user)}</Table.Cell>
                      <Table.Cell>{user.email}</Table.Cell>
                      <Table.Cell textAlign="end">{user.videosWatched}</Table.Cell>
                      <Table.Cell textAlign="end">{user.minutesWatched}</Table.Cell>
                      <Table.Cell>
                        {user.lastActivity ? dateTime.format(new Date(user.lastActivity)) : '—'}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </ListTable>
            )}
            <UsersPagingBar
              page={usage.data.page}
              pages={pages}
              pageSize={state.pageSize}
              dispatch={dispatch}
            />
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
