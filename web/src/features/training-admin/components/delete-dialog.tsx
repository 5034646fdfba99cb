import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

/**
 * The confirmation before a training list's item is deleted (spec 2 §5's confirmation checkbox), one
 * test id on every list. The texts are the lists' common "delete" ones unless given: the users list
 * removes a user's roles and says so.
 */
export function DeleteDialog({
  title,
  text,
  confirmLabel,
  actionLabel,
  onDelete,
  onClose,
}: {
  title: string;
  text?: string;
  confirmLabel?: string;
  actionLabel?: string;
  /** The delete command. */
  onDelete: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={title}
      text={text ?? t('training-admin-delete-text')}
      confirmLabel={confirmLabel ?? t('training-admin-delete-confirm')}
      actionLabel={actionLabel ?? t('training-admin-delete')}
      testId="training-delete-dialog"
      onClose={onClose}
      onConfirm={onDelete}
    />
  );
}
