import { Stack, Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRole, TrainingAdmin } from '#shared/api';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { NameDialog } from '../components/name-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import { roleFormErrors } from '../model/training-forms';
import { ROLE_LIST } from '../model/training-lists';

/**
 * /admin/application-roles (issue 15; spec 2 §2, §3 "Application role: role name"): the organization's
 * application roles with where each is used, add, edit and delete (confirmed; a role in use is refused
 * with where it is used).
 */
export function ApplicationRolesPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-application-roles')}
      intro={t('training-admin-roles-intro')}
      testId="training-roles-page"
    >
      {(data) => <Roles data={data} />}
    </TrainingPage>
  );
}

function Roles({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const list = useLocalList(data.roles, ROLE_LIST);
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<ApplicationRole>();
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-role-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-roles"
        emptyText={t('training-admin-roles-empty')}
        caption={t('training-admin-application-roles')}
        tableTestId="training-roles-table"
        columns={[
          { label: t('training-admin-role-name'), sort: 'name' },
          { label: t('training-admin-applications'), sort: 'applications' },
          { label: t('training-admin-plans'), sort: 'plans' },
          { label: t('training-admin-users'), sort: 'users' },
        ]}
      >
        {(rows) =>
          rows.map((role) => (
            <Table.Row key={role.roleId} data-testid="training-role-row">
              <Table.Cell>{role.name}</Table.Cell>
              <Table.Cell>{role.applications}</Table.Cell>
              <Table.Cell>{role.plans}</Table.Cell>
              <Table.Cell>{role.users}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={role.name}
                  onEdit={() => openEdit(role)}
                  onDelete={() => openDelete(role)}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <NameDialog
          title={editing.item ? t('training-admin-role-edit') : t('training-admin-role-add')}
          testId="training-role-dialog"
          label={t('training-admin-role-name')}
          name={editing.item?.name ?? ''}
          validate={roleFormErrors}
          onClose={closeEdit}
          onSave={(name) =>
            run(
              editing.item
                ? { type: 'updateApplicationRole', payload: { roleId: editing.item.roleId, name } }
                : { type: 'createApplicationRole', payload: { name } },
            )
          }
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-role-delete-title', { name: deleting.name })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deleteApplicationRole', payload: { roleId: deleting.roleId } })}
        />
      )}
    </Stack>
  );
}
