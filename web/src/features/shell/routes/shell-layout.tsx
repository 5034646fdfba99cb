import { Box, Flex, HStack, Image, Link } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { useTenant } from '../../../lib/app-context';

/** The signed-in workspace: toolbar on top, the page below (spec 1 §2 "Shell"). */
export function ShellLayout() {
  const { t } = useTranslation();
  const { branding } = useTenant();
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border" px="4" py="2">
        <HStack gap="3">
          <Link asChild>
            <RouterLink to="/home">
              <Image src={branding.logo} alt={t('organization-logo', { name: branding.name })} height="8" />
            </RouterLink>
          </Link>
        </HStack>
      </Box>
      <Box as="main" flex="1">
        <Outlet />
      </Box>
    </Flex>
  );
}
