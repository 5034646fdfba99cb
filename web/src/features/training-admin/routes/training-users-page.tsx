import { RadioGroup, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin } from '#shared/api';
import { useLocalList } from '../../../lib/use-local-list';
import { SEARCH_DELAY_MS, useDebounced } from '../../../lib/use-search-text';
import { useTrainingCommand, useUserSearch } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { RolesField } from '../../../components/roles-field';
import { TextField } from '../../../components/text-field';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { userRolesFormErrors, type UserRolesForm } from '../model/training-forms';
import { namesOf, roleRefs, USER_LIST, userLabel, type UserRow } from '../model/training-lists';

/** Spec 2 §9 "Autocomplete shows at most 5 matches". */
const MATCHES_SHOWN = 5;

/**
 * /admin/training-users (issue 15; spec 2 §2 "Users with application roles", §3 "User-role assignment: a
 * user and one or more application roles"): the organization's users who hold application roles, with
 * their name, e-mail and roles; add (a user picked by name or e-mail), edit the roles, remove (confirmed).
 */
export function TrainingUsersPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-training-users')}
      intro={t('training-admin-users-intro')}
      testId="training-users-page"
    >
      {(data) => <Users data={data} />}
    </TrainingPage>
  );
}

function Users({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const rows = useMemo<UserRow[]>(
    () => data.userRoles.map((u) => ({ ...u, roleNames: namesOf(u.roleIds, roleRefs(data.roles)) })),
    [data.userRoles, data.roles],
  );
  const list = useLocalList(rows, USER_LIST);
  // "Deleting" a row removes the user's application roles, not the user: its texts say Remove.
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<UserRow>();
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-user-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-users"
        emptyText={t('training-admin-users-empty')}
        caption={t('training-admin-training-users')}
        tableTestId="training-users-table"
        columns={[
          { label: t('training-admin-name'), sort: 'name' },
          { label: t('training-admin-email'), sort: 'email' },
          { label: t('training-admin-roles'), sort: null },
        ]}
      >
        {(shown) =>
          shown.map((user) => (
            <Table.Row key={user.userId} data-testid="training-user-row">
              <Table.Cell>{user.name || user.userId}</Table.Cell>
              <Table.Cell>{user.email}</Table.Cell>
              <Table.Cell>{user.roleNames.join(', ')}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={userLabel(user)}
                  onEdit={() => openEdit(user)}
                  onDelete={() => openDelete(user)}
                  deleteLabel={t('training-admin-remove')}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <UserRolesDialog
          user={editing.item}
          data={data}
          onClose={closeEdit}
          onSave={(form) =>
            run({
              type: 'setUserApplicationRoles',
              payload: { userId: form.userId ?? '', roleIds: form.roleIds },
            })
          }
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-user-delete-title', { name: userLabel(deleting) })}
          text={t('training-admin-user-delete-text')}
          confirmLabel={t('training-admin-user-delete-confirm')}
          actionLabel={t('training-admin-remove')}
          onClose={closeDelete}
          onDelete={() => run({ type: 'removeUserApplicationRoles', payload: { userId: deleting.userId } })}
        />
      )}
    </Stack>
  );
}

function UserRolesDialog({
  user,
  data,
  onClose,
  onSave,
}: {
  user: UserRow | null;
  data: TrainingAdmin;
  onClose: () => void;
  onSave: (form: UserRolesForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const known = new Set(data.roles.map((r) => r.roleId));
  const userForm = useTrainingForm<UserRolesForm>(
    { userId: user?.userId ?? null, roleIds: (user?.roleIds ?? []).filter((id) => known.has(id)) },
    userRolesFormErrors,
    onClose,
  );
  const { form, update, fieldError } = userForm;
  return (
    <FormDialog
      title={user ? t('training-admin-user-edit', { name: userLabel(user) }) : t('training-admin-user-add')}
      testId="training-user-dialog"
      state={userForm}
      onClose={onClose}
      onSave={onSave}
    >
      {user ? (
        <Text>
          {userLabel(user)}
          {user.email && user.name ? ` (${user.email})` : ''}
        </Text>
      ) : (
        <UserPicker
          chosen={form.userId}
          onChoose={(userId) => {
            // A user who holds roles already starts from them (saving replaces them).
            const held = data.userRoles.find((u) => u.userId === userId);
            update({ userId, roleIds: held ? held.roleIds.filter((id) => known.has(id)) : form.roleIds });
          }}
          error={fieldError('userId')}
        />
      )}
      <RolesField
        label={t('training-admin-roles')}
        roles={data.roles}
        chosen={form.roleIds}
        onChange={(roleIds) => update({ roleIds })}
        error={fieldError('roleIds')}
      />
    </FormDialog>
  );
}

/** A user of the organization found by name or e-mail (the first matches), chosen as a radio. */
function UserPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: string | null;
  onChoose: (userId: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebounced(text, SEARCH_DELAY_MS);
  const found = useUserSearch(search);
  const matches = (found.data?.users ?? []).slice(0, MATCHES_SHOWN);
  return (
    <Stack gap="2">
      <TextField
        label={t('training-admin-user-search')}
        type="search"
        name="userSearch"
        autoComplete="off"
        value={text}
        onChange={setText}
        error={error}
      />
      {search.trim() && found.data && matches.length === 0 && (
        <Text color="fg.muted">{t('training-admin-user-search-empty')}</Text>
      )}
      {matches.length > 0 && (
        <RadioGroup.Root
          value={chosen ?? ''}
          aria-label={t('training-admin-user-matches')}
          onValueChange={(e) => e.value && onChoose(e.value)}
        >
          <Stack gap="2">
            {matches.map((u) => {
              const name = `${u.firstName} ${u.lastName}`.trim();
              return (
                <RadioGroup.Item key={u.userId} value={u.userId}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{name ? `${name} (${u.email})` : u.email}</RadioGroup.ItemText>
                </RadioGroup.Item>
              );
            })}
          </Stack>
        </RadioGroup.Root>
      )}
    </Stack>
  );
}
