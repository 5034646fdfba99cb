import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../lib/api-client';

/**
 * Why a channel's settings page cannot show: the channel is not there (404), the caller does not manage it
 * (403), or anything else.
 */
export function ChannelPageFailure({ error, testId }: { error: ApiError; testId: string }) {
  const { t } = useTranslation();
  return (
    <Text role="alert" data-testid={testId}>
      {error.status === 404
        ? t('channel-not-available')
        : error.status === 403
          ? t('admin-no-access')
          : t('error-generic')}
    </Text>
  );
}
