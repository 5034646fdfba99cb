import { Button, HStack, Stack, Table, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { UsageListSort } from '#shared/domain/users-usage';
import { localListReducer } from '../../../lib/list-paging';
import { useCsvExport } from '../../../lib/use-csv-export';
import { allUsersUsage, useUsersUsage } from '../api/users';
import { AdminPage } from '../components/admin-page';
import { ServerListSearch } from '../components/server-list-search';
import { useServerList } from '../components/use-server-list';
import { UsersListResults } from '../components/users-list-results';
import { initialUsageList } from '../model/usage-list';
import { userLabel } from '../model/users-list';
import { usageCsv } from '../model/usage-csv';
import { FormError } from '../../../components/form-bits';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/**
 * /admin/users/usage (issue 11): per user videos watched, minutes watched, last activity, searched,
 * sorted by any column and paged by the server; CSV export of the whole list in its order.
 */
export function AdminUsersUsagePage() {
  const { t, i18n } = useTranslation();
  const allowed = useAdminPermission('updateOrganization');
  const listState = useServerList(localListReducer<UsageListSort>, initialUsageList);
  const { state } = listState;
  const usage = useUsersUsage(allowed ? state : null);
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const columns: { sort: UsageListSort; label: string; end?: boolean }[] = [
    { sort: 'name', label: t('users-col-name') },
    { sort: 'email', label: t('users-col-email') },
    { sort: 'videosWatched', label: t('users-usage-videos'), end: true },
    { sort: 'minutesWatched', label: t('users-usage-minutes'), end: true },
    { sort: 'lastActivity', label: t('users-usage-last-activity') },
  ];

  const csvExport = useCsvExport(async () => ({
    csv: usageCsv(await allUsersUsage(state)),
    fileName: 'users-usage.csv',
  }));

  return (
    <AdminPage title={t('users-usage')} intro={t('users-usage-intro')} permission="updateOrganization">
      <Stack gap="4">
        <Wrap gap="3" align="end" justify="space-between">
          <ServerListSearch label={t('users-search')} listState={listState} testId="usage-search" />
          <HStack gap="2">
            <Button asChild variant="outline">
              <Link to="/admin/users">{t('admin-users')}</Link>
            </Button>
            <Button onClick={() => void csvExport.start()} loading={csvExport.exporting}>
              {t('users-usage-export')}
            </Button>
          </HStack>
        </Wrap>
        <FormError error={csvExport.failed ? t('users-export-failed') : null} />
        <UsersListResults
          query={usage}
          loadingRows={3}
          row={(user) => (
            <Table.Row key={user.userId} data-testid="usage-row">
              <Table.Cell>{userLabel(user)}</Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell textAlign="end">{user.videosWatched}</Table.Cell>
              <Table.Cell textAlign="end">{user.minutesWatched}</Table.Cell>
              <Table.Cell>
                {user.lastActivity ? dateTime.format(new Date(user.lastActivity)) : '—'}
              </Table.Cell>
            </Table.Row>
          )}
          columns={columns}
          listState={listState}
          filtered={
            state.search.trim() ? { hint: t('list-no-match-hint'), clear: t('list-clear-search') } : null
          }
          caption={t('users-usage')}
          testIds={{ empty: 'usage-empty', table: 'users-usage' }}
        />
      </Stack>
    </AdminPage>
  );
}
