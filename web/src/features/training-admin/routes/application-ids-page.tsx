import { Stack, Table } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin } from '#shared/api';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { DeleteDialog } from '../components/delete-dialog';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, RowActions, TrainingListTable } from '../components/list-parts';
import { RolesField } from '../../../components/roles-field';
import { NameInput, TextInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import { useListDialogs } from '../components/use-list-dialogs';
import {
  APP_ID_MAX,
  applicationFormErrors,
  applicationPayload,
  type ApplicationForm,
} from '../model/training-forms';
import { APPLICATION_LIST, namesOf, roleRefs, type ApplicationRow } from '../model/training-lists';

/**
 * /admin/application-ids (issue 15; spec 2 §2, §3 "Application ID: Application ID, Application Name,
 * assigned roles", §5 the Application ID rules and "No application roles available. Please create roles
 * first"): the organization's applications, add, edit and delete (confirmed).
 */
export function ApplicationIdsPage() {
  const { t } = useTranslation();
  return (
    <TrainingPage
      title={t('training-admin-application-ids')}
      intro={t('training-admin-apps-intro')}
      testId="training-apps-page"
    >
      {(data) => <Applications data={data} />}
    </TrainingPage>
  );
}

function Applications({ data }: { data: TrainingAdmin }) {
  const { t } = useTranslation();
  const run = useTrainingCommand();
  const rows = useMemo<ApplicationRow[]>(
    () => data.applications.map((a) => ({ ...a, roleNames: namesOf(a.roleIds, roleRefs(data.roles)) })),
    [data.applications, data.roles],
  );
  const list = useLocalList(rows, APPLICATION_LIST);
  const { editing, deleting, openAdd, openEdit, closeEdit, openDelete, closeDelete } =
    useListDialogs<ApplicationRow>();
  return (
    <Stack gap="4">
      <AddButton onClick={openAdd}>{t('training-admin-app-add')}</AddButton>
      <TrainingListTable
        list={list}
        testId="training-apps"
        emptyText={t('training-admin-apps-empty')}
        caption={t('training-admin-application-ids')}
        tableTestId="training-apps-table"
        columns={[
          { label: t('training-admin-app-id'), sort: 'appId' },
          { label: t('training-admin-app-name'), sort: 'name' },
          { label: t('training-admin-assigned-roles'), sort: null },
        ]}
      >
        {(shown) =>
          shown.map((app) => (
            <Table.Row key={app.appId} data-testid="training-app-row">
              <Table.Cell fontFamily="mono">{app.appId}</Table.Cell>
              <Table.Cell>{app.name}</Table.Cell>
              <Table.Cell>{app.roleNames.join(', ')}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions name={app.appId} onEdit={() => openEdit(app)} onDelete={() => openDelete(app)} />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </TrainingListTable>
      {editing && (
        <ApplicationDialog
          app={editing.item}
          roles={data.roles}
          onClose={closeEdit}
          onSave={(form) =>
            run(
              editing.item
                ? {
                    type: 'updateApplication',
                    payload: { originalAppId: editing.item.appId, ...applicationPayload(form) },
                  }
                : { type: 'createApplication', payload: applicationPayload(form) },
            )
          }
        />
      )}
      {deleting && (
        <DeleteDialog
          title={t('training-admin-app-delete-title', { name: deleting.appId })}
          onClose={closeDelete}
          onDelete={() => run({ type: 'deleteApplication', payload: { appId: deleting.appId } })}
        />
      )}
    </Stack>
  );
}

function ApplicationDialog({
  app,
  roles,
  onClose,
  onSave,
}: {
  app: ApplicationRow | null;
  roles: TrainingAdmin['roles'];
  onClose: () => void;
  onSave: (form: ApplicationForm) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const known = new Set(roles.map((r) => r.roleId));
  const appForm = useTrainingForm<ApplicationForm>(
    {
      appId: app?.appId ?? '',
      name: app?.name ?? '',
      roleIds: (app?.roleIds ?? []).filter((id) => known.has(id)),
    },
    applicationFormErrors,
    onClose,
  );
  const { form, update, fieldError } = appForm;
  return (
    <FormDialog
      title={app ? t('training-admin-app-edit') : t('training-admin-app-add')}
      testId="training-app-dialog"
      state={appForm}
      onClose={onClose}
      onSave={onSave}
    >
      <TextInput
        label={t('training-admin-app-id')}
        name="appId"
        required
        value={form.appId}
        maxLength={APP_ID_MAX + 20}
        onChange={(appId) => update({ appId })}
        error={fieldError('appId')}
      />
      <NameInput
        label={t('training-admin-app-name')}
        value={form.name}
        onChange={(name) => update({ name })}
        error={fieldError('name')}
      />
      <RolesField
        label={t('training-admin-assigned-roles')}
        roles={roles}
        chosen={form.roleIds}
        onChange={(roleIds) => update({ roleIds })}
        error={fieldError('roleIds')}
      />
    </FormDialog>
  );
}
