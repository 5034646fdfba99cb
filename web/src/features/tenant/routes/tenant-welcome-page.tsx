import { Box, Card, Container, Heading, HStack, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '../../../components/page-layout';
import { useEnvironment, useTenant } from '../../../lib/app-context';
import { centralLoginHref } from '../../../lib/central-login';

/**
 * The tenant's front door at / and /login: the organization's logo, name and colours, so a visitor
 * knows at once whose workspace this is, and a way back to the apex if it is not theirs.
 */
export function TenantWelcomePage() {
  const { t } = useTranslation();
  const { config } = useEnvironment();
  const { organization, branding } = useTenant();
  const name = branding.name;
  const findOrganization = centralLoginHref(config.centralLoginUrl, {
    chooseOrganization: true,
    commingFrom: organization.id,
  });

  return (
    <PageLayout
      header={
        <Box as="header" bg="bg.panel" borderBottomWidth="1px" borderColor="border">
          <Container maxW="5xl" py="3">
            <HStack gap="3">
              <Image
                src={branding.logo}
                alt={t('organization-logo', { name })}
                height="10"
                width="auto"
                maxW="48"
                objectFit="contain"
              />
              <Text fontWeight="semibold" textStyle="lg" data-testid="organization-name">
                {name}
              </Text>
            </HStack>
          </Container>
        </Box>
      }
    >
      <Box bg="brand.solid" color="brand.contrast" data-testid="brand-hero">
        <Container maxW="5xl" pt={{ base: '12', md: '16' }} pb={{ base: '20', md: '28' }}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="inherit">
            {t('welcome-to-organization', { name })}
          </Heading>
        </Container>
      </Box>
      <Container maxW="5xl" mt={{ base: '-12', md: '-16' }} mb="12">
        <Card.Root maxW="lg" bg="bg.panel" boxShadow="lg" borderTopWidth="4px" borderTopColor="brand.solid">
          <Card.Body>
            <Stack gap="4">
              <Image
                src={branding.logo}
                alt=""
                height="16"
                maxW="64"
                objectFit="contain"
                alignSelf="flex-start"
              />
              <Text>{t('workspace-intro', { name })}</Text>
              <Text color="fg.muted">
                {t('not-your-organization', { name })}{' '}
                <Link href={findOrganization} color="brand.fg" fontWeight="semibold">
                  {t('find-your-organization')}
                </Link>
              </Text>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Container>
    </PageLayout>
  );
}
