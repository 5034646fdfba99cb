import { useEffect, useState } from 'react';
import { Button, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { pageCount } from '../../../lib/list-paging';
import { useSession } from '../../../lib/session';
import { allUsersUsage, useUsersUsage } from '../api/users';
import { AdminPage } from '../components/admin-page';
import { userLabel } from '../model/users-list';
import { usageCsv } from '../model/usage-csv';
import { FormError } from '../../../components/form-bits';
import { ListTable, LoadingRows, SearchField } from '../../../components/list-table';

const PAGE_SIZE = 25;

/** /admin/users/usage (issue 11): per user videos watched, minutes watched, last activity; CSV export. */
export function AdminUsersUsagePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const allowed = (session.initData?.permissions ?? []).includes('updateOrganization') && !session.isSwitched;
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText]);
  const usage = useUsersUsage(allowed ? { search, page, pageSize: PAGE_SIZE } : null);
  const pages = usage.data ? pageCount(usage.data.total, usage.data.pageSize) : 1;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const exportCsv = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const blob = new Blob([usageCsv(await allUsersUsage(search))], { type: 'text/csv;charset=utf-8' });
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
          <SearchField label={t('users-search')} value={searchText} onChange={setSearchText} />
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
        {usage.data &&
          (usage.data.users.length === 0 ? (
            <Text fontWeight="medium" py="6" data-testid="usage-empty">
              {t('users-empty')}
            </Text>
          ) : (
            <>
              <ListTable
                caption={t('users-usage')}
                testId="users-usage"
                columns={[
                  { label: t('users-col-name') },
                  { label: t('users-col-email') },
                  { label: t('users-usage-videos'), end: true },
                  { label: t('users-usage-minutes'), end: true },
                  { label: t('users-usage-last-activity') },
                ]}
              >
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
              <HStack gap="2">
                <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('users-previous-page')}
                </Button>
                <Text>{t('users-page-of', { page: usage.data.page, pages })}</Text>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t('users-next-page')}
                </Button>
              </HStack>
            </>
          ))}
      </Stack>
    </AdminPage>
  );
}
