import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/app-context';
import { AuthLayout } from './auth-layout';

/**
 * What a member sees when the organization's block message applies to them (spec 1 §6): the message as
 * the organization wrote it (plain text, kept as text), and a way out to sign in as someone else.
 */
export function OrganizationBlocked({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation();
  const { organization, branding } = useTenant();
  return (
    <AuthLayout title={t('organization-blocked', { organization: branding.name })}>
      <Text whiteSpace="pre-wrap" data-testid="organization-block-message">
        {organization.blockMessage}
      </Text>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={onSignOut}>
        {t('logout')}
      </Button>
    </AuthLayout>
  );
}
