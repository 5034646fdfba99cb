import { Alert, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-bits';

/* The states and the header the channel administration pages share. */

/** The channel could not be read: not there (or another organization's), or the call failed. */
export function ChannelReadError({ status }: { status: number }) {
  const { t } = useTranslation();
  return <FormError error={status === 404 ? t('channel-admin-not-found') : t('error-generic')} />;
}

/** The caller may not manage this channel (or read its log). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{t('admin-no-access')}</Alert.Title>
    </Alert.Root>
  );
}

/** A channel administration page's heading, its intro if any, and the links to the channel's other pages. */
export function ChannelAdminHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {intro && <Text color="fg.muted">{intro}</Text>}
      <HStack gap="4" wrap="wrap">
        {children}
      </HStack>
    </Stack>
  );
}
