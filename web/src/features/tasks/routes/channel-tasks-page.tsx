import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { TaskListSource } from '../api/tasks';
import { TaskListScreen } from '../components/task-list-screen';

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
    <TaskListScreen
      // A new channel starts its list afresh (filters, search and page).
      key={channelId}
      title={t('channel-tasks-title')}
      testId="channel-tasks-page"
      tableTestId="channel-tasks-table"
      rowTestId="channel-task-row"
      source={source}
    />
  );
}
