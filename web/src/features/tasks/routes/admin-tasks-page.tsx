import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TASK_FILTERS, type TaskFilterId } from '#shared/domain/task-statuses';
import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES } from '#shared/domain/task-list';
import { formatLongDate } from '#shared/domain/format';
import { ListTable, LoadingRows, PagingBar } from '../../../components/list-table';
import { useOrganizationTasks } from '../api/tasks';
import { TaskStatusBadge } from '../components/status-badge';
import { TaskFilterButtons } from '../components/task-filter-buttons';
import { TaskActionBar } from '../components/task-action-bar';
import { DEFAULT_TASK_FILTER } from '../model/tasks';

/**
 * /admin/tasks (spec 2 §2): every task of the organization for its admins, newest first, with the status
 * filters of /tasks, paging, and on each row the actions the transition table offers the admin.
 */
export function AdminTasksPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TaskFilterId>(DEFAULT_TASK_FILTER);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TASK_LIST_DEFAULT_PAGE_SIZE);
  const { data, error, isLoading, mutate } = useOrganizationTasks({
    statuses: TASK_FILTERS[filter].join(','),
    page,
    pageSize,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} data-testid="admin-tasks-page">
      <Heading as="h1" size="lg">
        {t('admin-tasks-title')}
      </Heading>
      <TaskFilterButtons
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {error ? (
        <Text role="alert">{error.message || t('error-generic')}</Text>
      ) : isLoading || !data ? (
        <LoadingRows count={6} />
      ) : (
        <ListTable
          caption={t('admin-tasks-title')}
          testId="admin-tasks-table"
          columns={[
            { label: t('operational-tasks-subject') },
            { label: t('operational-tasks-status') },
            { label: t('task-requester') },
            { label: t('task-assignee') },
            { label: t('operational-tasks-created') },
            { label: t('task-actions') },
          ]}
        >
          <Table.Body>
            {data.items.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={6}>{t('tasks-empty')}</Table.Cell>
              </Table.Row>
            ) : (
              data.items.map((task) => (
                <Table.Row key={task.taskId} data-testid="admin-task-row">
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to={`/tasks/${encodeURIComponent(task.taskId)}`}>
                        {task.taskTitle}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>
                    <TaskStatusBadge status={task.status} />
                  </Table.Cell>
                  <Table.Cell>{task.requesterName || task.requesterEmail}</Table.Cell>
                  <Table.Cell>{task.assigneeEmail || t('task-unassigned')}</Table.Cell>
                  <Table.Cell>{formatLongDate(task.createdAt)}</Table.Cell>
                  <Table.Cell>
                    <TaskActionBar taskId={task.taskId} actions={task.actions} onChanged={() => mutate()} />
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </ListTable>
      )}
      {data && data.total > 0 ? (
        <PagingBar
          page={page}
          pages={pages}
          onPage={setPage}
          pageSize={pageSize}
          pageSizes={TASK_LIST_PAGE_SIZES}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          labels={{
            previous: t('tasks-previous-page'),
            next: t('tasks-next-page'),
            pageOf: t('tasks-page-of', { page, pages }),
            pageSize: t('tasks-page-size'),
          }}
        />
      ) : null}
    </Stack>
  );
}
