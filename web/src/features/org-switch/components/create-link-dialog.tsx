import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { AppDialog, DialogActions } from '../../../components/app-dialog';
import { notify } from '../../../components/notices';
import { TextField } from '../../../components/text-field';
import { ApiError } from '../../../lib/api-client';
import { createOrganizationLink, useAllOrganizations } from '../api/org-switch';
import { createLinkProblems, type CreateLinkValues } from '../model/create-link';

/** Mounted with each opening, so it starts empty. */
function CreateLinkForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const orgs = useAllOrganizations();
  const [values, setValues] = useState<CreateLinkValues>({ orgId: '', email: '' });
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = createLinkProblems(values);
  const shown = touched ? problems : {};
  const message = (problem: string | undefined) =>
    problem === 'required' ? t('required') : problem === 'invalid-email' ? t('invalid-email') : undefined;

  const submit = async () => {
    setTouched(true);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const result = await createOrganizationLink(values.email.trim(), values.orgId);
      const name = orgs.data?.find((o) => o.orgId === values.orgId)?.name ?? values.orgId;
      notify.success(
        result.created
          ? t('create-link-done', { email: values.email.trim(), name })
          : t('create-link-exists'),
      );
      onClose();
    } catch (error) {
      notify.error(t('create-link-failed'), error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <SelectField
            label={t('create-link-organization')}
            required
            requiredIndicator
            disabled={!orgs.data}
            value={values.orgId}
            onChange={(orgId) => setValues({ ...values, orgId })}
            testId="create-link-org"
            placeholder={{ label: t('choose-organization'), disabled: true }}
            options={(orgs.data ?? []).map((o) => ({ value: o.orgId, label: o.name }))}
            error={message(shown.orgId)}
          />
          <TextField
            name="email"
            label={t('create-link-email')}
            type="email"
            autoComplete="off"
            value={values.email}
            onChange={(email) => setValues({ ...values, email })}
            helper={t('create-link-help')}
            error={message(shown.email)}
          />
        </Stack>
      </Dialog.Body>
      <DialogActions dismiss={t('cancel')}>
        <Button colorPalette="brand" onClick={() => void submit()} loading={saving}>
          {t('create-link-submit')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * The network submenu's "create link" (staff only): gives a user access to another organization of the
 * network, so it appears in their "Switch organization" list.
 */
export function CreateLinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      fresh
      title={t('network-create-link')}
      testId="create-link-dialog"
    >
      <CreateLinkForm onClose={onClose} />
    </AppDialog>
  );
}
