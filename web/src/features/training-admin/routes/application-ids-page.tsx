import { Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin } from '#shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LocalListTable } from '../../../components/local-list-table';
import { useLocalList } from '../../../lib/use-local-list';
import { useTrainingCommand } from '../api/training-admin';
import { FormDialog, useTrainingForm } from '../components/form-dialog';
import { AddButton, EmptyTraining, RowActions } from '../components/list-parts';
import { RolesField } from '../components/roles-field';
import { TextInput } from '../components/text-input';
import { TrainingPage } from '../components/training-page';
import {
  APP_ID_MAX,
  applicationFormErrors,
  applicationPayload,
  TRAINING_NAME_MAX,
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
  const [editing, setEditing] = useState<{ app: ApplicationRow | null } | null>(null);
  const [deleting, setDeleting] = useState<ApplicationRow | null>(null);
  return (
    <Stack gap="4">
      <AddButton onClick={() => setEditing({ app: null })}>{t('training-admin-app-add')}</AddButton>
      <LocalListTable
        list={list}
        testId="training-apps"
        empty={<EmptyTraining text={t('training-admin-apps-empty')} />}
        caption={t('training-admin-application-ids')}
        tableTestId="training-apps-table"
        columns={[
          { label: t('training-admin-app-id'), sort: 'appId' },
          { label: t('training-admin-app-name'), sort: 'name' },
          { label: t('training-admin-assigned-roles'), sort: null },
        ]}
        actionsHeader={<Text srOnly>{t('training-admin-actions')}</Text>}
      >
        {(shown) =>
          shown.map((app) => (
            <Table.Row key={app.appId} data-testid="training-app-row">
              <Table.Cell fontFamily="mono">{app.appId}</Table.Cell>
              <Table.Cell>{app.name}</Table.Cell>
              <Table.Cell>{app.roleNames.join(', ')}</Table.Cell>
              <Table.Cell textAlign="end">
                <RowActions
                  name={app.appId}
                  onEdit={() => setEditing({ app })}
                  onDelete={() => setDeleting(app)}
                />
              </Table.Cell>
            </Table.Row>
          ))
        }
      </LocalListTable>
      {editing && (
        <ApplicationDialog
          app={editing.app}
          roles={data.roles}
          onClose={() => setEditing(null)}
          onSave={(form) =>
            run(
              editing.app
                ? {
                    type: 'updateApplication',
                    payload: { originalAppId: editing.app.appId, ...applicationPayload(form) },
                  }
                : { type: 'createApplication', payload: applicationPayload(form) },
            )
          }
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t('training-admin-app-delete-title', { name: deleting.appId })}
          text={t('training-admin-delete-text')}
          confirmLabel={t('training-admin-delete-confirm')}
          actionLabel={t('training-admin-delete')}
          testId="training-delete-dialog"
          onClose={() => setDeleting(null)}
          onConfirm={() => run({ type: 'deleteApplication', payload: { appId: deleting.appId } })}
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
  const { form, update, fieldError, submit, busy, error } = useTrainingForm<ApplicationForm>(
    {
      appId: app?.appId ?? '',
      name: app?.name ?? '',
      roleIds: (app?.roleIds ?? []).filter((id) => known.has(id)),
    },
    applicationFormErrors,
    onClose,
  );
  return (
    <FormDialog
      title={app ? t('training-admin-app-edit') : t('training-admin-app-add')}
      testId="training-app-dialog"
      submitLabel={t('training-admin-save')}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={submit(onSave)}
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
      <TextInput
        label={t('training-admin-app-name')}
        name="name"
        required
        value={form.name}
        maxLength={TRAINING_NAME_MAX + 20}
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
