import { useState, type FormEvent } from 'react';
import { Dialog, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DueDateField } from '../../../components/due-date-field';
import { RolesField } from '../../../components/roles-field';
import { useSession } from '../../../lib/session';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { TextAreaField } from '../../../components/text-field';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { assignMandatory, useApplicationRoles } from '../api/tracks-admin';
import { assignBody, assignErrors, emptyAssign, type AssignValues } from '../model/assign-mandatory';

/**
 * "Assign as mandatory" (POST /mandatoryAssignments, admins): the learners by e-mail, and for operator
 * admins the holders of application roles, and an optional due date. Each gets a watch-video task per
 * video of the playlist, a notification and an e-mail.
 */
export function AssignMandatoryDialog({
  trackId,
  trackName,
  onClose,
  onAssigned,
}: {
  trackId: string;
  trackName: string;
  onClose: () => void;
  onAssigned: (count: number) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AssignValues>(emptyAssign);
  const [submitted, setSubmitted] = useState(false);
  const session = useSession();
  const roles = useApplicationRoles(session.isStaff);
  const { busy, error, run } = useDialogSubmit();
  const errors = submitted ? assignErrors(values, new Date()) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(assignErrors(values, new Date())).length > 0 || busy) return;
    await run(async () => {
      const { userIds } = await assignMandatory(assignBody(trackId, values));
      onAssigned(userIds.length);
    });
  };

  return (
    <AppDialog open onClose={onClose} testId="assign-mandatory-dialog" closeOnInteractOutside={false}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Dialog.Header>
          <Dialog.Title>{t('tracks-admin-assign-title', { name: trackName })}</Dialog.Title>
        </Dialog.Header>
        <DialogFormBody error={error}>
          <Text color="fg.muted">{t('tracks-admin-assign-text')}</Text>
          <TextAreaField
            name="emails"
            label={t('tracks-admin-assign-emails')}
            helper={t('tracks-admin-assign-emails-help')}
            rows={4}
            value={values.emails}
            onChange={(emails) => setValues((v) => ({ ...v, emails }))}
            error={errors.emails && t(errors.emails)}
          />
          {roles.length > 0 && (
            <RolesField
              label={t('tracks-admin-assign-roles')}
              roles={roles}
              chosen={values.roleIds}
              onChange={(roleIds) => setValues((v) => ({ ...v, roleIds }))}
              error={undefined}
            />
          )}
          <DueDateField
            label={t('tracks-admin-assign-due')}
            helper={t('tracks-admin-assign-due-help')}
            value={values.dueDate}
            onChange={(dueDate) => setValues((v) => ({ ...v, dueDate }))}
            error={errors.dueDate && t(errors.dueDate)}
          />
        </DialogFormBody>
        <DialogSubmitFooter onCancel={onClose} label={t('tracks-admin-assign')} busy={busy} />
      </form>
    </AppDialog>
  );
}
