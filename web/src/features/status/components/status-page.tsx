import { Center, Heading, Image, Stack } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';
import { DEFAULT_LOGO_PATH } from '#shared/domain/themes';

/** The platform's own full-page notices (maintenance, browser not supported): logo, title, text. */
export function StatusPage({
  title,
  size,
  children,
}: {
  title: string;
  size: '2xl' | '3xl';
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Center as="main" minH="100dvh" bg="bg" px="6">
      <Stack align="center" gap="5" textAlign="center" maxW="lg">
        <Image src={DEFAULT_LOGO_PATH} alt="" width="16" height="16" />
        <Heading as="h1" size={size}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Center>
  );
}
