import { Box, Card, Container, Heading, Image, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, PageLayout } from '../../../components/page-layout';
import { useEnvironment, useTenant } from '../../../lib/app-context';
import { centralLoginHref } from '../../../lib/central-login';

/**
 * The logged-out pages of a workspace (spec 2 §2: "no navbar, toolbar or footer" of the workspace):
 * the organization's logo and colours, so a visitor knows whose sign-in this is, the form in a card,
 * and a way back to the central login when it is not their organization.
 */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { config } = useEnvironment();
  const { organization, branding } = useTenant();
  const name = branding.name;
  // The workspace's name, as on every page of the organization (the card's heading names the step).
  useEffect(() => {
    document.title = name;
  }, [name]);
  const findOrganization = centralLoginHref(config.centralLoginUrl, {
    chooseOrganization: true,
    commingFrom: organization.id,
  });

  return (
    <PageLayout
      header={
        <PageHeader py="3">
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
        </PageHeader>
      }
    >
      <Box bg="brand.solid" color="brand.contrast" data-testid="brand-hero">
        <Container maxW="5xl" pt={{ base: '10', md: '14' }} pb={{ base: '20', md: '24' }}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="inherit">
            {t('welcome-to-organization', { name })}
          </Heading>
        </Container>
      </Box>
      <Container maxW="5xl" mt={{ base: '-12', md: '-16' }} mb="12">
        <Card.Root maxW="md" bg="bg.panel" boxShadow="lg" borderTopWidth="4px" borderTopColor="brand.solid">
          <Card.Header>
            <Heading as="h2" size="xl">
              {title}
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack gap="5">
              {children}
              <Text color="fg.muted" textStyle="sm">
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
