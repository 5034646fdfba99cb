import { Center, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';

/** Spec 2 §2: "Maintenance page: 'We're down for maintenance' and 'Be right back!'". */
export function MaintenancePage() {
  const { t } = useTranslation();
  const title = t('maintenance-title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Center as="main" minH="100dvh" bg="bg" px="6">
      <Stack align="center" gap="5" textAlign="center" maxW="lg">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="16" height="16" />
        <Heading as="h1" size="3xl">
          {title}
        </Heading>
        <Text textStyle="xl" color="fg.muted">
          {t('maintenance-be-right-back')}
        </Text>
      </Stack>
    </Center>
  );
}
