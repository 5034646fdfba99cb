import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '#shared/domain/roles';
import { AdminPageFrame, type AdminPageFrameProps } from '../../../components/admin-page-frame';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/**
 * Frame of an admin page. "Admin routes open to any logged-in user (content shown depends on
 * permissions)" (spec 2 §2): without the permission the page says so instead of showing data.
 */
export function AdminPage({
  permission,
  children,
  ...frame
}: AdminPageFrameProps & { permission: Permission; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = useAdminPermission(permission);
  return (
    <AdminPageFrame {...frame}>
      {allowed ? (
        children
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('admin-no-access')}</Alert.Title>
        </Alert.Root>
      )}
    </AdminPageFrame>
  );
}
