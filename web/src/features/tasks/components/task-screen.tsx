import { Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/** The frame of a tasks screen (the lists, a task, an order, the support chat): its padding and width. */
export function TaskScreen({
  testId,
  maxW,
  children,
}: {
  testId: string;
  /** None: the screen takes the page's width (the lists with many columns). */
  maxW?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} maxW={maxW} data-testid={testId}>
      {children}
    </Stack>
  );
}

/** The link back to the list a task's screen was opened from, at its top. */
export function BackToTasks({ to = '/tasks' }: { to?: string }) {
  const { t } = useTranslation();
  return (
    <Link asChild alignSelf="start" textStyle="sm">
      <RouterLink to={to}>{t('tasks-back')}</RouterLink>
    </Link>
  );
}
