import { Button, Card, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout, ProductHeader } from '../../../components/page-layout';
import { CENTRAL_LOGIN_PARAMS } from '../../../lib/central-login';
import { findOrganization, findOrganizationErrorKey } from '../api/find-organization';
import { OrgLoginForm } from '../components/org-login-form';
import {
  forgetOrganization,
  organizationLoginUrl,
  rememberOrganization,
  rememberedOrganization,
  shouldJumpToRemembered,
  type RememberedOrganization,
} from '../model/organization-target';

/**
 * The apex "Login to organization" screen, the provider's central login (spec 1 §2, design.md §4).
 * Finds the organization of an e-mail and sends the visitor to that organization's own login.
 */
export function OrgLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [remembered, setRemembered] = useState(rememberedOrganization);
  const [jumping] = useState(() => shouldJumpToRemembered(search, remembered));
  const redirectTo = search.get(CENTRAL_LOGIN_PARAMS.redirectTo);

  const title = t('login-to-organization');
  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (jumping && remembered)
      window.location.assign(organizationLoginUrl(remembered.url, remembered.orgId, redirectTo));
  }, [jumping, remembered, redirectTo]);

  const goTo = (organization: RememberedOrganization, email?: string) => {
    rememberOrganization(organization);
    window.location.assign(organizationLoginUrl(organization.url, organization.orgId, redirectTo, email));
  };

  const submit = async (email: string) => {
    try {
      goTo(await findOrganization(email), email);
      return undefined;
    } catch (error) {
      return findOrganizationErrorKey(error);
    }
  };

  const chooseAnother = () => {
    forgetOrganization();
    setRemembered(undefined);
    if (jumping) window.location.replace(`/?${CENTRAL_LOGIN_PARAMS.chooseOrganization}=true`);
  };

  return (
    <PageLayout header={<ProductHeader textStyle="lg" />}>
      <Center flex="1" px="4" py={{ base: '10', md: '20' }} bg="bg.subtle">
        <Card.Root width="full" maxW="md" bg="bg.panel" boxShadow="md">
          <Card.Header>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            <Text color="fg.muted" mt="2">
              {t('login-to-organization-intro')}
            </Text>
          </Card.Header>
          <Card.Body>
            {jumping && remembered ? (
              <Stack gap="5" role="status">
                <HStack gap="3">
                  <Spinner size="sm" color="brand.solid" />
                  <Text>{t('taking-you-to-organization', { domain: remembered.domain })}</Text>
                </HStack>
                <Button variant="outline" onClick={chooseAnother}>
                  {t('use-another-organization')}
                </Button>
              </Stack>
            ) : (
              <Stack gap="6">
                {remembered && (
                  <Stack
                    gap="3"
                    p="4"
                    borderWidth="1px"
                    borderColor="border"
                    borderRadius="l2"
                    bg="brand.subtle"
                  >
                    <Text textStyle="sm" color="fg.muted">
                      {t('last-used-organization')}
                    </Text>
                    <Button colorPalette="brand" onClick={() => goTo(remembered)}>
                      {t('continue-to-organization', { domain: remembered.domain })}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={chooseAnother}>
                      {t('use-another-organization')}
                    </Button>
                  </Stack>
                )}
                <OrgLoginForm onSubmit={submit} />
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Center>
    </PageLayout>
  );
}
