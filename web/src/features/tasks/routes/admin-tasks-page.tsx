import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TaskListPanel } from '../components/task-list-panel';

const ORGANIZATION = { kind: 'organization' } as const;

/**
 * /admin/tasks (spec 2 §2): every task of the organization for its admins, newest first, with a search,
 * the status filters of /tasks, paging, and on each row the actions the transition table offers the admin.
 */
export function AdminTasksPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} data-testid="admin-tasks-page">
      <Heading as="h1" size="lg">
        {t('admin-tasks-title')}
      </Heading>
      <TaskListPanel
        caption={t('admin-tasks-title')}
        testId="admin-tasks-table"
        rowTestId="admin-task-row"
        source={ORGANIZATION}
      />
    </Stack>
  );
}
