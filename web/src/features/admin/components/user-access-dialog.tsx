import { useState } from 'react';
import { Checkbox, Dialog, Fieldset, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api';
import { PERMISSIONS, type Permission } from '#shared/domain/roles';
import { AppDialog, DialogSubmitFooter } from '../../../components/app-dialog';
import { FormError, LabelledCheckbox } from '../../../components/form-bits';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { updateUserPermissions } from '../api/users';
import { userLabel } from '../model/users-list';

/**
 * Edit access (POST /updateUserPermissions): the four permissions (updateOrganization makes an admin)
 * and, for a master admin, the master-admin flag.
 */
export function UserAccessDialog({
  user,
  canGrantMasterAdmin,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  canGrantMasterAdmin: boolean;
  onClose: () => void;
  onChanged: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const [permissions, setPermissions] = useState<Permission[]>(user.permissions);
  const [isMasterAdmin, setMasterAdmin] = useState(user.isMasterAdmin);
  const { busy, error, run } = useDialogSubmit();

  const save = () =>
    run(async () => {
      onChanged(await updateUserPermissions({ userId: user.userId, permissions, isMasterAdmin }));
      onClose();
    });

  return (
    <AppDialog
      open
      onClose={onClose}
      title={t('users-access-title', { name: userLabel(user) })}
      testId="user-access-dialog"
    >
      <Dialog.Body>
        <Stack gap="4">
          <Fieldset.Root>
            <Fieldset.Legend>{t('users-col-permissions')}</Fieldset.Legend>
            <Fieldset.HelperText>{t('users-permissions-help')}</Fieldset.HelperText>
            <Stack gap="2" mt="2">
              {PERMISSIONS.map((permission) => (
                <Checkbox.Root
                  key={permission}
                  checked={permissions.includes(permission)}
                  onCheckedChange={(d) =>
                    setPermissions((current) => {
                      const others = current.filter((p) => p !== permission);
                      return d.checked === true ? [...others, permission] : others;
                    })
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{t(`users-permission-${permission}`)}</Checkbox.Label>
                </Checkbox.Root>
              ))}
              <LabelledCheckbox
                checked={isMasterAdmin}
                disabled={!canGrantMasterAdmin}
                onChange={setMasterAdmin}
              >
                {t('users-role-master-admin')}
              </LabelledCheckbox>
            </Stack>
          </Fieldset.Root>
          <FormError error={error} />
        </Stack>
      </Dialog.Body>
      <DialogSubmitFooter onCancel={onClose} label={t('save')} busy={busy} onSubmit={() => void save()} />
    </AppDialog>
  );
}
