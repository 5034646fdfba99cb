import { Box, Container, Flex, HStack, Image, SkipNavContent, SkipNavLink, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';
import { ProductFooter } from './product-footer';

/** Landmarks for pre-login pages: skip link, banner, main content, footer. */
export function PageLayout({ header, children }: { header: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <SkipNavLink>{t('skip-to-content')}</SkipNavLink>
      {header}
      <SkipNavContent as="main" flex="1" display="flex" flexDirection="column">
        {children}
      </SkipNavContent>
      <ProductFooter />
    </Flex>
  );
}

/** The banner of a pre-login page: a logo and a name in a row. */
export function PageHeader({ py = '4', children }: { py?: '3' | '4'; children: ReactNode }) {
  return (
    <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
      <Container maxW="5xl" py={py}>
        <HStack gap="3">{children}</HStack>
      </Container>
    </Box>
  );
}

/** The product's own banner (no organization known yet): the Tubes logo and name. */
export function ProductHeader({ textStyle }: { textStyle?: 'lg' }) {
  return (
    <PageHeader>
      <Image src={DEFAULT_LOGO_PATH} alt="" width="8" height="8" />
      <Text fontWeight="semibold" textStyle={textStyle}>
        Tubes
      </Text>
    </PageHeader>
  );
}
