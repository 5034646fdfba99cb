import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api';
import type { Permission } from '#shared/domain/roles';
import { AppDialog, DialogFormBody, DialogSubmitFooter } from '../../../components/app-dialog';
import { useDialogSubmit } from '../../../lib/use-dialog-submit';
import { updateUserPermissions } from '../api/users';
import { PermissionsField } from './permissions-field';
import { userLabel, type AccessEdit } from '../model/users-list';

/**
 * Edit access (POST /updateUserPermissions): the four permissions (updateOrganization makes an admin)
 * and, for a master admin, the master-admin flag. On the admin's own row only the extra permissions
 * (`access.lockedPermissions` are shown, not changeable).
 */
export function UserAccessDialog({
  user,
  access,
  onClose,
  onChanged,
}: {
  user: AdminUser;
  access: AccessEdit;
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
      <DialogFormBody error={error}>
        <PermissionsField
          permissions={permissions}
          onToggle={(permission, on) =>
            setPermissions((current) => {
              const others = current.filter((p) => p !== permission);
              return on ? [...others, permission] : others;
            })
          }
          masterAdmin={{
            checked: isMasterAdmin,
            onChange: setMasterAdmin,
            disabled: !access.canGrantMasterAdmin,
          }}
          locked={access.lockedPermissions}
          {...(access.self ? { helper: t('users-access-own-help') } : {})}
        />
      </DialogFormBody>
      <DialogSubmitFooter onCancel={onClose} label={t('save')} busy={busy} onSubmit={() => void save()} />
    </AppDialog>
  );
}
