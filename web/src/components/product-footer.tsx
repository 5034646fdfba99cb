import { Box, HStack, Image, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';

/** The provider's footer line on pre-login pages. */
export function ProductFooter() {
  const { t } = useTranslation();
  return (
    <Box as="footer" py="6" px="4" borderTopWidth="1px" borderColor="border" bg="bg.subtle">
      <HStack justify="center" gap="2">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="5" height="5" />
        <Text textStyle="sm" color="fg.muted">
          {t('powered-by')}
        </Text>
      </HStack>
    </Box>
  );
}
