import { useTranslation } from 'react-i18next';
import { TaskListScreen } from '../components/task-list-screen';

const ORGANIZATION = { kind: 'organization' } as const;

/**
 * /admin/tasks (spec 2 §2): every task of the organization for its admins, newest first, with a search,
 * the status filters of /tasks, paging, and on each row the actions the transition table offers the admin.
 */
export function AdminTasksPage() {
  const { t } = useTranslation();
  return (
    <TaskListScreen
      title={t('admin-tasks-title')}
      testId="admin-tasks-page"
      tableTestId="admin-tasks-table"
      rowTestId="admin-task-row"
      source={ORGANIZATION}
    />
  );
}
