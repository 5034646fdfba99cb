import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

/** Spec 2 §2: "Maintenance page: 'We're down for maintenance' and 'Be right back!'". */
export function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('maintenance-title')} size="3xl">
      <Text textStyle="xl" color="fg.muted">
        {t('maintenance-be-right-back')}
      </Text>
    </StatusPage>
  );
}
