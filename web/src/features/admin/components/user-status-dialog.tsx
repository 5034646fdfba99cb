import { useTranslation } from 'react-i18next';
import type { AdminUser } from '#shared/api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  return (
    <ConfirmDialog
      title={t(disable ? 'users-disable-title' : 'users-enable-title', { name })}
      text={t(disable ? 'users-disable-text' : 'users-enable-text', { name })}
      confirmLabel={t(disable ? 'users-confirm-disable' : 'users-confirm-enable')}
      actionLabel={t(disable ? 'users-disable' : 'users-enable')}
      actionPalette={disable ? 'red' : undefined}
      onConfirm={async () => onChanged(await updateUserStatus(user.userId, disable ? 'disabled' : 'active'))}
      onClose={onClose}
      testId="user-status-dialog"
    />
  );
}
