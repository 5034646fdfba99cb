import { Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationRole, TrainingAdmin } from '#shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LocalListTable } from '../../../components/local-list-table';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, EmptyTraining, RowActions } from '../components/list-parts';
import { TextInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import { roleFormErrors, TRAINING_NAME_MAX } from '../model/training-forms';
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
  const [editing, setEditing] = useState<{ role: ApplicationRole | null } | null>(null);
  const [deleting, setDeleting] = useState<ApplicationRole | null>(null);
  return (
    <Stack gap="4">
      <AddButton onClick={() => setEditing({ role: null })}>{t('training-admin-role-add')}</AddButton>
      <LocalListTable
        list={list}
        testId="training-roles"
        empty={<EmptyTraining text={t('training-admin-roles-empty')} />}
        caption={t('training-admin-application-roles')}
        tableTestId="training-roles-table"
        columns={[
          { label: t('training-admin-role-name'), sort: 'name' },
          { label: t('training-admin-applications'), sort: 'applications' },
          { label: t('training-admin-plans'), sort: 'plans' },
          { label: t('training-admin-users'), sort: 'users' },
        ]}
        actionsHeader={<Text srOnly>{t('training-admin-actions')}</Text>}
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
                  onEdit={() => setEditing({ role })}
                  onDelete={() => setDeleting(role)}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LocalListTable>
      {editing && (
        <RoleDialog
          role={editing.role}
          onClose={() => setEditing(null)}
          onSave={(name) =>
            run(
              editing.role
                ? { type: 'updateApplicationRole', payload: { roleId: editing.role.roleId, name } }
                : { type: 'createApplicationRole', payload: { name } },
            )
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('training-admin-role-delete-title', { name: deleting.name })}
          text={t('training-admin-delete-text')}
          confirmLabel={t('training-admin-delete-confirm')}
          actionLabel={t('training-admin-delete')}
          testId="training-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={() => run({ type: 'deleteApplicationRole', payload: { roleId: deleting.roleId } })}
        />
      )}
    </Stack>
  );
}

function RoleDialog({
  role,
  onClose,
  onSave,
}: {
  role: ApplicationRole | null;
  onClose: () => void;
  onSave: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { form, update, fieldError, submit, busy, error } = useTrainingForm(
    { name: role?.name ?? '' },
    roleFormErrors,
    onClose,
  );
  return (
    <FormDialog
      title={role ? t('training-admin-role-edit') : t('training-admin-role-add')}
      testId="training-role-dialog"
      submitLabel={t('training-admin-save')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit((f) => onSave(f.name.trim()))}
    >
      <TextInput
        label={t('training-admin-role-name')}
        name="name"
        required
        value={form.name}
        maxLength={TRAINING_NAME_MAX + 20}
        onChange={(name) => update({ name })}
        error={fieldError('name')}
      />
    </FormDialog>
  );
}
