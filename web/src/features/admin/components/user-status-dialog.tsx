import { useState } from 'react';
import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api';
import { AppDialog } from '../../../components/app-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { useDialogSubmit } from './use-dialog-submit';
import { updateUserStatus } from '../api/users';
import { userLabel } from '../model/users-list';

/**
 * Disable or enable a user (POST /updateUserStatus). Spec 2 §5: "deleting a channel or playlist and
 * similar actions need a confirmation checkbox": the action stays off until it is ticked.
 */
export function UserStatusDialog({
  user,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const disable = user.status === 'active';
  const name = userLabel(user);
  const [confirmed, setConfirmed] = useState(false);
  const { busy, error, run } = useDialogSubmit();

  const submit = () =>
    run(async () => {
      onChanged(await updateUserStatus(user.userId, disable ? 'disabled' : 'active'));
      onClose();
    });

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t(disable ? 'users-disable-title' : 'users-enable-title', { name })}
      testId="user-status-dialog"
      role="alertdialog"
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text>{t(disable ? 'users-disable-text' : 'users-enable-text', { name })}</Text>
          <LabelledCheckbox checked={confirmed} onChange={setConfirmed}>
            {t(disable ? 'users-confirm-disable' : 'users-confirm-enable')}
          </LabelledCheckbox>
          <FormError error={error} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          {t('cancel')}
        </Button>
        <Button
          colorPalette={disable ? 'red' : undefined}
          disabled={!confirmed}
          loading={busy}
          onClick={() => void submit()}
        >
          {t(disable ? 'users-disable' : 'users-enable')}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
