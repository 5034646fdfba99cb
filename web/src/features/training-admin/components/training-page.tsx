import { Alert, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin } from '#shared/api';
import { AdminPageFrame, type AdminPageFrameProps } from '../../../components/admin-page-frame';
import { holdsAdminPermission } from '../../../lib/use-admin-permission';
import { useSession } from '../../../lib/session';
import { useTrainingAdmin } from '../api/training-admin';

/**
 * Frame of a training admin page (spec 2 §2: admin routes open to any logged-in user, the content
 * depending on permissions; §6 "the training group needs an operator-organization user plus admin"):
 * the title and intro, then, for an admin of their own organization who is operator staff, the page's
 * content over the one read of the lists; for anyone else the no-access text.
 */
export function TrainingPage({
  children,
  ...frame
}: AdminPageFrameProps & { testId: string; children: (data: TrainingAdmin) => ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = holdsAdminPermission(session, 'updateOrganization') && session.isStaff;
  const read = useTrainingAdmin(allowed);
  const refused = !allowed || read.error?.status === 403;
  return (
    <AdminPageFrame {...frame}>
      {refused ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('training-admin-no-access')}</Alert.Title>
        </Alert.Root>
      ) : read.error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{read.error.message || t('error-generic')}</Alert.Title>
        </Alert.Root>
      ) : read.data ? (
        children(read.data)
      ) : (
        <Skeleton height="40" aria-hidden />
      )}
    </AdminPageFrame>
  );
}
