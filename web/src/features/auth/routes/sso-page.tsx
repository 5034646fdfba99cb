import { Alert, Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useTenant } from '../../../lib/app-context';

/**
 * /sso: the organization's single-sign-on link (what an intranet or the IdP's app portal links to):
 * straight on to the identity provider, or "SSO link not found" (spec 2 §8) when the organization has
 * no SSO.
 */
export function SsoPage() {
  const { t } = useTranslation();
  const { organization } = useTenant();
  const ssoUrl = organization.ssoUrl;
  useEffect(() => {
    if (ssoUrl) window.location.replace(ssoUrl);
  }, [ssoUrl]);
  if (ssoUrl) return null;
  return (
    <Box px="4" py="16" maxW="md" mx="auto">
      <Stack gap="5">
        <Heading as="h1" size="xl">
          {t('settings-admin-menu-sso')}
        </Heading>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title data-testid="sso-link-not-found">{t('sso-link-not-found')}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/login">{t('sso-go-to-sign-in')}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
