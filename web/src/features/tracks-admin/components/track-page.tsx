import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

/** A tracks administration page: its heading, an introduction, then the content. */
export function TrackPage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro?: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box maxW="5xl" width="100%" data-testid={testId}>
      <Stack gap="1" mb="6">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
      </Stack>
      {children}
    </Box>
  );
}

/** A tracks administration page whose read failed: its heading and the failure in words. */
export function TrackReadErrorPage({
  title,
  testId,
  error,
}: {
  title: string;
  testId: string;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <TrackPage title={title} testId={testId}>
      <ReadError error={error} t={t} />
    </TrackPage>
  );
}

/** A failed read: the server's 403/404 in words, else the generic text. */
export function ReadError({
  error,
  status: given,
  t,
}: {
  error?: unknown;
  /** The status to explain when there is no failed call (e.g. 403: nothing the caller may manage). */
  status?: number;
  t: (key: string) => string;
}) {
  const status = given ?? (error instanceof ApiError ? error.status : 0);
  const text =
    status === 403
      ? t('tracks-admin-no-access')
      : status === 404
        ? t('tracks-admin-not-found')
        : t('error-generic');
  return (
    <Alert.Root
      status={status === 403 || status === 404 ? 'warning' : 'error'}
      data-testid="tracks-admin-error"
    >
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** The message of a failed command: the server's 4xx text, else the generic one. */
export function commandErrorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return t('error-generic');
}
