import { Center, Heading, Image, Link, List, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';

const BROWSERS = [
  { name: 'Google Chrome', href: 'https://www.google.com/chrome/' },
  { name: 'Microsoft Edge', href: 'https://www.microsoft.com/edge' },
  { name: 'Mozilla Firefox', href: 'https://www.mozilla.org/firefox/' },
] as const;

/** Spec 2 §2: "Browser-not-supported page: recommends Chrome, Edge or Firefox." */
export function BrowserNotSupportedPage() {
  const { t } = useTranslation();
  const title = t('browser-not-supported');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Center as="main" minH="100dvh" bg="bg" px="6">
      <Stack align="center" gap="5" textAlign="center" maxW="lg">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="16" height="16" />
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
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
      </Stack>
    </Center>
  );
}
