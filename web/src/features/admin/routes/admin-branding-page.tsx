import { Box, Card, ColorSwatch, DataList, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/app-context';
import { THEME_TOKENS } from '../../../lib/theme/themes';
import { AdminPage } from '../components/admin-page';

/** /admin/branding: the tube's logo, icon, colour and theme as the workspace uses them, with a preview. */
export function AdminBrandingPage() {
  const { t } = useTranslation();
  const { branding, tube } = useTenant();
  const surfaces = THEME_TOKENS[branding.theme];
  return (
    <AdminPage title={t('admin-branding')} intro={t('admin-branding-intro')} permission="updateOrganization">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" data-testid="admin-branding">
        <DataList.Root orientation="horizontal" size="lg">
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-name')}</DataList.ItemLabel>
            <DataList.ItemValue>{tube?.name || branding.name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-logo')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Image src={branding.logo} alt={t('organization-logo', { name: branding.name })} height="10" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-icon')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <Image src={branding.icon} alt="" height="8" width="8" objectFit="contain" />
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-colour')}</DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="2">
                <ColorSwatch value={branding.color} size="sm" aria-hidden />
                <Text fontFamily="mono">{branding.color.toUpperCase()}</Text>
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('admin-field-theme')}</DataList.ItemLabel>
            <DataList.ItemValue>
              {branding.theme} ({surfaces.mode === 'dark' ? t('admin-theme-dark') : t('admin-theme-light')})
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Card.Root variant="outline" overflow="hidden">
          <Card.Header>
            <Card.Title>{t('admin-branding-preview')}</Card.Title>
          </Card.Header>
          <Card.Body gap="3">
            <Box bg="brand.solid" color="brand.contrast" p="4" rounded="md">
              <Image src={branding.logo} alt="" height="8" mb="2" />
              <Text fontWeight="semibold">{branding.name}</Text>
            </Box>
            <HStack gap="2">
              {(['50', '200', '400', '500', '700', '900'] as const).map((step) => (
                <Box
                  key={step}
                  flex="1"
                  height="8"
                  rounded="sm"
                  bg={`brand.${step}`}
                  title={`brand.${step}`}
                />
              ))}
            </HStack>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
    </AdminPage>
  );
}
