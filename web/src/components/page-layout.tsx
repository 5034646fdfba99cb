import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
