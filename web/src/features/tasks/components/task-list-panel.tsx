import { Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { TASK_FILTERS, type TaskFilterId } from '#shared/domain/task-statuses';
import { TASK_LIST_DEFAULT_PAGE_SIZE, TASK_LIST_PAGE_SIZES } from '#shared/domain/task-list';
import { formatLongDate } from '#shared/domain/format';
import { ListTable, LoadingRows, PagingBar, SearchField } from '../../../components/list-table';
import { useSearchText } from '../../../lib/use-search-text';
import { taskPath } from '../../../lib/task-paths';
import { useTaskPage, type TaskListSource } from '../api/tasks';
import { DEFAULT_TASK_FILTER } from '../model/tasks';
import { TaskStatusBadge } from './status-badge';
import { TaskFilterButtons } from './task-filter-buttons';
import { TaskActionBar } from './task-action-bar';
import { ProductionOrderLink } from './production-order-link';
import { TranslationTaskLink } from './translation-task-link';

/**
 * A paged task list read from the server (/admin/tasks, /channel/{id}/tasks; spec 2 §2): the search box,
 * the status filters of /tasks, the table with each task's offered actions, and paging, over the
 * organization's or one channel's tasks; a 403 shows the app's no-access text.
 */
export function TaskListPanel({
  caption,
  testId,
  rowTestId,
  source,
}: {
  caption: string;
  testId: string;
  rowTestId: string;
  source: TaskListSource;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TaskFilterId>(DEFAULT_TASK_FILTER);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TASK_LIST_DEFAULT_PAGE_SIZE);
  const [searchText, setSearchText] = useSearchText(search, (value) => {
    setSearch(value);
    setPage(1);
  });
  const { data, error, mutate } = useTaskPage(source, {
    statuses: TASK_FILTERS[filter].join(','),
    ...(search.trim() ? { search: search.trim() } : {}),
    page,
    pageSize,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="4">
      <SearchField label={t('tasks-search')} value={searchText} onChange={setSearchText} maxW="md" />
      <TaskFilterButtons
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
      />
      {error ? (
        <Text role="alert">
          {error.status === 403 ? t('admin-no-access') : error.message || t('error-generic')}
        </Text>
      ) : !data ? (
        <LoadingRows count={6} />
      ) : (
        <ListTable
          caption={caption}
          testId={testId}
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
              data.items.map((task) => {
                return (
                  <Table.Row key={task.taskId} data-testid={rowTestId}>
                    <Table.Cell>
                      <Stack gap="1" align="start">
                        <Link asChild>
                          <RouterLink to={taskPath(task.taskId)}>{task.taskTitle}</RouterLink>
                        </Link>
                        <ProductionOrderLink task={task} />
                        <TranslationTaskLink task={task} />
                      </Stack>
                    </Table.Cell>
                    <Table.Cell>
                      <TaskStatusBadge status={task.status} />
                    </Table.Cell>
                    <Table.Cell>{task.requesterName || task.requesterEmail}</Table.Cell>
                    <Table.Cell>{task.assigneeEmail || t('task-unassigned')}</Table.Cell>
                    <Table.Cell>{formatLongDate(task.createdAt)}</Table.Cell>
                    <Table.Cell>
                      <TaskActionBar
                        taskId={task.taskId}
                        taskTitle={task.taskTitle}
                        actions={task.actions}
                        onChanged={() => mutate()}
                      />
                    </Table.Cell>
                  </Table.Row>
                );
              })
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
