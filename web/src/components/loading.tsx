import { Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** What a page or a part of one shows while its data loads: a spinner named "Loading" for screen readers. */
export function Loading() {
  const { t } = useTranslation();
  return <Spinner aria-label={t('loading')} />;
}
