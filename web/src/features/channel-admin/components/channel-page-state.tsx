import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-bits';

/** The channel could not be read: not there (or another organization's), or the call failed. */
export function ChannelReadError({ status }: { status: number }) {
  const { t } = useTranslation();
  return <FormError error={status === 404 ? t('channel-admin-not-found') : t('error-generic')} />;
}

/** The caller may not manage this channel (or read its log). */
export function NoAccess() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Title>{t('admin-no-access')}</Alert.Title>
    </Alert.Root>
  );
}
