import { useState } from 'react';
import { Alert, Badge, Box, Button, HStack, Stack, Table, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AdminUser } from '#shared/api';
import { PERMISSIONS } from '#shared/domain/roles';
import { LAST_SIGN_IN_FILTERS, USER_STATUSES, type UserListSort } from '#shared/domain/users-admin';
import { renewToken } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useRefreshUsersLists, useUsersList } from '../api/users';
import { AdminPage } from '../components/admin-page';
import { ListFilter } from '../components/list-filter';
import { ServerListSearch } from '../components/server-list-search';
import { useServerList } from '../components/use-server-list';
import { UsersListResults } from '../components/users-list-results';
import { CreateUserDialog } from '../components/create-user-dialog';
import { ImportUsersDialog } from '../components/import-users-dialog';
import { UserAccessDialog } from '../components/user-access-dialog';
import { UserStatusDialog } from '../components/user-status-dialog';
import {
  initialUsersList,
  isFiltered,
  accessEditOf,
  mayEditAccess,
  statusActionOf,
  userLabel,
  usersListReducer,
  type UsersListState,
} from '../model/users-list';
import { useAdminPermission } from '../../../lib/use-admin-permission';
import { valueOptions } from '../../../lib/select-options';

const STATUS_PALETTE: Record<AdminUser['status'], string> = {
  active: 'green',
  disabled: 'red',
  deleted: 'gray',
};

/** /admin/users (spec 2 §2, §6): the organization's users with search, filters, sorting and paging. */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const allowed = useAdminPermission('updateOrganization');
  const listState = useServerList(usersListReducer, initialUsersList);
  const { state, dispatch } = listState;
  const list = useUsersList(allowed ? state : null);
  const refreshLists = useRefreshUsersLists();
  const [statusOf, setStatusOf] = useState<AdminUser | null>(null);
  const [accessOf, setAccessOf] = useState<AdminUser | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState(false);
  const [created, setCreated] = useState<AdminUser | null>(null);
  const caller = { email: session.initData?.email ?? '', isMasterAdmin: session.isMasterAdmin };
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTimeFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const columns: { sort: UserListSort | null; label: string }[] = [
    { sort: 'name', label: t('users-col-name') },
    { sort: 'email', label: t('users-col-email') },
    { sort: null, label: t('users-col-role') },
    { sort: null, label: t('users-col-permissions') },
    { sort: 'status', label: t('users-col-status') },
    { sort: 'createdAt', label: t('users-col-created') },
    { sort: 'lastSignInAt', label: t('users-col-last-sign-in') },
  ];

  return (
    <AdminPage title={t('admin-users')} intro={t('users-intro')} permission="updateOrganization">
      <Stack gap="4">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Box>
            {created && (
              <Alert.Root status="success" data-testid="user-created">
                <Alert.Indicator />
                <Alert.Title>{t('users-created', { email: created.email })}</Alert.Title>
              </Alert.Root>
            )}
          </Box>
          <HStack gap="2">
            <Button asChild variant="outline">
              <Link to="/admin/users/usage">{t('users-usage')}</Link>
            </Button>
            <Button variant="outline" onClick={() => setImporting(true)}>
              {t('users-import')}
            </Button>
            <Button
              onClick={() => {
                setCreated(null);
                setCreating(true);
              }}
            >
              {t('users-create')}
            </Button>
          </HStack>
        </HStack>
        <Wrap gap="3" align="end" as="search">
          <ServerListSearch label={t('users-search')} listState={listState} testId="users-search" />
          <ListFilter
            label={t('users-filter-status')}
            value={state.status}
            onChange={(value) => dispatch({ type: 'status', value: value as UsersListState['status'] })}
            allLabel={t('users-status-all')}
            options={valueOptions(USER_STATUSES, (s) => t(`users-status-${s}`))}
            testId="users-filter-status"
          />
          <ListFilter
            label={t('users-filter-role')}
            value={state.role}
            onChange={(value) => dispatch({ type: 'role', value: value as UsersListState['role'] })}
            allLabel={t('users-role-all')}
            options={[
              { value: 'admin', label: t('users-role-admin') },
              { value: 'member', label: t('users-role-member') },
              { value: 'masterAdmin', label: t('users-role-master-admin') },
            ]}
            testId="users-filter-role"
          />
          <ListFilter
            label={t('users-filter-permission')}
            value={state.permission}
            onChange={(value) =>
              dispatch({ type: 'permission', value: value as UsersListState['permission'] })
            }
            allLabel={t('users-permission-all')}
            options={valueOptions(PERMISSIONS, (p) => t(`users-permission-${p}`))}
            testId="users-filter-permission"
          />
          <ListFilter
            label={t('users-filter-last-sign-in')}
            value={state.signedIn}
            onChange={(value) => dispatch({ type: 'signedIn', value: value as UsersListState['signedIn'] })}
            allLabel={t('users-last-sign-in-all')}
            options={valueOptions(LAST_SIGN_IN_FILTERS, (f) => t(`users-last-sign-in-${f}`))}
            testId="users-filter-last-sign-in"
          />
        </Wrap>

        <UsersListResults
          query={list}
          loadingRows={4}
          row={(user) => (
            <Table.Row key={user.userId} data-testid="admin-user-row" data-email={user.email}>
              <Table.Cell>
                <Text fontWeight="medium">{`${user.firstName} ${user.lastName}`.trim() || '—'}</Text>
              </Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" wrap="wrap">
                  <Text>{t(`users-role-${user.role}`)}</Text>
                  {user.isMasterAdmin && (
                    <Badge size="sm" colorPalette="purple">
                      {t('users-role-master-admin')}
                    </Badge>
                  )}
                </HStack>
              </Table.Cell>
              <Table.Cell>
                <Wrap gap="1">
                  {user.permissions.map((p) => (
                    <Badge key={p} size="sm" variant="outline">
                      {t(`users-permission-${p}`)}
                    </Badge>
                  ))}
                </Wrap>
              </Table.Cell>
              <Table.Cell>
                <Badge size="sm" colorPalette={STATUS_PALETTE[user.status]} data-testid="user-status">
                  {t(`users-status-${user.status}`)}
                </Badge>
              </Table.Cell>
              <Table.Cell>{user.createdAt ? dateFormat.format(new Date(user.createdAt)) : '—'}</Table.Cell>
              <Table.Cell data-testid="user-last-sign-in">
                {user.lastSignInAt
                  ? dateTimeFormat.format(new Date(user.lastSignInAt))
                  : t('users-last-sign-in-never')}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2">
                  <Button size="xs" variant="outline" asChild>
                    <Link
                      to={`/admin/users/${encodeURIComponent(user.userId)}/training`}
                      aria-label={`${t('users-training-record')}: ${userLabel(user)}`}
                      data-testid="user-training-record-link"
                    >
                      {t('users-training-record')}
                    </Link>
                  </Button>
                  {mayEditAccess(user, caller) && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${t('users-edit-access')}: ${userLabel(user)}`}
                      onClick={() => setAccessOf(user)}
                    >
                      {t('users-edit-access')}
                    </Button>
                  )}
                  {(() => {
                    const action = statusActionOf(user, caller);
                    return action ? (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette={action === 'disable' ? 'red' : undefined}
                        aria-label={`${t(action === 'disable' ? 'users-disable' : 'users-enable')}: ${userLabel(user)}`}
                        onClick={() => setStatusOf(user)}
                      >
                        {t(action === 'disable' ? 'users-disable' : 'users-enable')}
                      </Button>
                    ) : null;
                  })()}
                </HStack>
              </Table.Cell>
            </Table.Row>
          )}
          columns={columns}
          listState={listState}
          filtered={
            isFiltered(state) ? { hint: t('users-empty-filtered'), clear: t('users-clear-filters') } : null
          }
          caption={t('admin-users')}
          testIds={{ empty: 'users-empty', table: 'admin-users' }}
          headerEnd={<Table.ColumnHeader>{t('users-col-actions')}</Table.ColumnHeader>}
        />
      </Stack>
      {importing && (
        <ImportUsersDialog onClose={() => setImporting(false)} onImported={() => void refreshLists()} />
      )}
      {creating && (
        <CreateUserDialog
          canGrantMasterAdmin={session.isMasterAdmin}
          onClose={() => setCreating(false)}
          onCreated={(user) => {
            setCreating(false);
            setCreated(user);
            void refreshLists();
          }}
        />
      )}
      {accessOf && (
        <UserAccessDialog
          user={accessOf}
          access={accessEditOf(accessOf, caller)}
          onClose={() => setAccessOf(null)}
          onChanged={(changed) => {
            void refreshLists();
            // The admin's own new permissions open their pages, menu entries and commands at once.
            if (changed.email === caller.email) void renewToken().then(() => session.reload());
          }}
        />
      )}
      {statusOf && (
        <UserStatusDialog
          user={statusOf}
          onClose={() => setStatusOf(null)}
          onChanged={() => void refreshLists()}
        />
      )}
    </AdminPage>
  );
}
