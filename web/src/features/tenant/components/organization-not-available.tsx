import { Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLayout, ProductHeader } from '../../../components/page-layout';
import { useEnvironment } from '../../../lib/app-context';
import { centralLoginHref } from '../../../lib/central-login';

/** Spec 2 §2: "This organization is not available in the product" with a link to find your organization. */
export function OrganizationNotAvailable() {
  const { t } = useTranslation();
  const { config } = useEnvironment();
  const title = t('organization-not-available');
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <PageLayout header={<ProductHeader />}>
      <Container maxW="xl" py={{ base: '12', md: '24' }}>
        <Stack gap="5" textAlign="center" align="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{t('organization-not-available-hint')}</Text>
          {/* The apex must show its form here, not jump back to a remembered organization. */}
          <Link
            href={centralLoginHref(config.centralLoginUrl, { chooseOrganization: true })}
            fontWeight="semibold"
            color="brand.fg"
          >
            {t('find-your-organization')}
          </Link>
        </Stack>
      </Container>
    </PageLayout>
  );
}
