import { Link, List, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
] as const;

/** Spec 2 §2: "Browser-not-supported page: recommends Chrome, Edge or Firefox." */
export function BrowserNotSupportedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('browser-not-supported')} size="2xl">
      <Text color="fg.muted">{t('browser-not-supported-recommendation')}</Text>
      <List.Root listStyle="none" gap="2">
        {BROWSERS.map((browser) => (
          <List.Item key={browser.name}>
            <Link href={browser.href} color="brand.fg" fontWeight="semibold">
              {browser.name}
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </StatusPage>
  );
}
