import { Badge, DataList, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isUiLanguage, LANGUAGE_NAMES } from '#shared/domain/languages';
import { useTenant } from '../../../lib/app-context';
import { AdminPage } from '../components/admin-page';

function languageName(code: string): string {
  return isUiLanguage(code) ? LANGUAGE_NAMES[code] : code;
}

/** /admin/organization: the organization's settings as stored (read-only for now). */
export function AdminOrganizationPage() {
  const { t } = useTranslation();
  const { organization } = useTenant();
  return (
    <AdminPage
      title={t('admin-organization')}
      intro={t('admin-organization-intro')}
      permission="updateOrganization"
    >
      <DataList.Root orientation="horizontal" size="lg" data-testid="admin-organization">
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-name')}</DataList.ItemLabel>
          <DataList.ItemValue>{organization.name}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-domain')}</DataList.ItemLabel>
          <DataList.ItemValue>{organization.domain}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-subscription')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={organization.hasActiveSubscription ? 'green' : 'gray'}>
              {organization.hasActiveSubscription
                ? t('admin-subscription-active')
                : t('admin-subscription-none')}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-master-language')}</DataList.ItemLabel>
          <DataList.ItemValue>{languageName(organization.masterLanguage)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-languages')}</DataList.ItemLabel>
          <DataList.ItemValue>
            <Wrap gap="2">
              {organization.organizationLanguages.map((code) => (
                <Badge key={code} variant="outline">
                  {languageName(code)}
                </Badge>
              ))}
            </Wrap>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-whitelisted-domains')}</DataList.ItemLabel>
          <DataList.ItemValue>{organization.whitelistedDomains.join(', ') || '—'}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t('admin-field-auto-login')}</DataList.ItemLabel>
          <DataList.ItemValue>
            {organization.autoLoginEnabled ? t('admin-enabled') : t('admin-disabled')}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </AdminPage>
  );
}
