import { Alert, Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingAdmin } from '#shared/api';
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
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: string;
  testId: string;
  children: (data: TrainingAdmin) => ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const allowed = holdsAdminPermission(session, 'updateOrganization') && session.isStaff;
  const read = useTrainingAdmin(allowed);
  const refused = !allowed || read.error?.status === 403;
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="6xl" width="100%" data-testid={testId}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
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
    </Box>
  );
}
