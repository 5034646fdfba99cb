import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Permission } from '#shared/domain/roles';
import { useAdminPermission } from '../../../lib/use-admin-permission';

/**
 * Frame of an admin page. "Admin routes open to any logged-in user (content shown depends on
 * permissions)" (spec 2 §2): without the permission the page says so instead of showing data.
 */
export function AdminPage({
  title,
  intro,
  permission,
  children,
}: {
  title: string;
  intro: string;
  permission: Permission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useAdminPermission(permission);
  return (
    <Box px={{ base: '4', md: '8' }} py="6" maxW="6xl" width="100%">
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <Text color="fg.muted">{intro}</Text>
      </Stack>
      {allowed ? (
        children
      ) : (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t('admin-no-access')}</Alert.Title>
        </Alert.Root>
      )}
    </Box>
  );
}
