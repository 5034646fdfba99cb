import { Heading, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TaskListSource } from '../api/tasks';
import { TaskListPanel } from '../components/task-list-panel';

/**
 * /channel/{channelId}/tasks (spec 2 §2): the channel's tasks for the users holding a role on it and the
 * organization's admins (the server decides: 403 for anyone else, shown as no access), with the search,
 * filters and paging of /admin/tasks.
 */
export function ChannelTasksPage() {
  const { t } = useTranslation();
  const { channelId = '' } = useParams();
  const source = useMemo<TaskListSource>(() => ({ kind: 'channel', channelId }), [channelId]);
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} data-testid="channel-tasks-page">
      <Heading as="h1" size="lg">
        {t('channel-tasks-title')}
      </Heading>
      <TaskListPanel
        // A new channel starts its list afresh (filters, search and page).
        key={channelId}
        caption={t('channel-tasks-title')}
        testId="channel-tasks-table"
        rowTestId="channel-task-row"
        source={source}
      />
    </Stack>
  );
}
