import { Badge, Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TaskFilterId } from '#shared/domain/task-statuses';
import { formatLongDate } from '#shared/domain/format';
import { useMyTasks, useTask } from '../api/tasks';
import { useTaskChat, useTaskChatEnabled } from '../api/task-chat';
import { TaskChatPane } from '../components/task-chat-pane';
import { TaskScreen } from '../components/task-screen';
import { TaskStatusBadge } from '../components/status-badge';
import { TaskFilterButtons } from '../components/task-filter-buttons';
import { TaskActionBar } from '../components/task-action-bar';
import { TicketLinked } from '../components/ticket-link';
import { DEFAULT_TASK_FILTER, filterTasks, ticketLink } from '../model/tasks';
import { ProductionOrderLink } from '../components/production-order-link';
import { TranslationTaskLink } from '../components/translation-task-link';
import { SELECTED_CHAT_PARAM, unreadByTask, withSelectedChat } from '../model/task-chat';
import { Loading } from '../../../components/loading';
import { taskPath } from '../../../lib/task-paths';

/**
 * /tasks (spec 1 §2 "/tasks with query selectedTaskChatId and, depending on the flow, isAssistedSearch=true
 * or isFirstResonseToSearch"): the user's own tasks (support requests, assisted searches), newest first,
 * with the spec's status colours and default filters, each with the actions the caller may take now and a
 * link to its page (comments). The selected task is highlighted; with the organization's tasks-chat flag
 * its chat opens beside the list (issue 13), and each task shows its unread chat messages.
 */
export function TasksPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selected = params.get(SELECTED_CHAT_PARAM);
  const chatOn = useTaskChatEnabled();
  const { data, error, isLoading, mutate } = useMyTasks();
  const [filter, setFilter] = useState<TaskFilterId>(DEFAULT_TASK_FILTER);
  const tasks = filterTasks(data?.items ?? [], filter);
  const chat = useTaskChat(selected, chatOn);
  const unread = unreadByTask(chat.unread?.tasks ?? [], selected);
  const listed = selected ? data?.items.find((task) => task.taskId === selected) : undefined;
  // A chat link may name a task this list does not hold (one the caller manages, an older one).
  const { data: fetched } = useTask(chatOn && selected && data && !listed ? selected : '');
  const chatTask = chatOn && selected ? (listed ?? fetched) : undefined;
  const selectChat = (taskId: string | null) => setParams(withSelectedChat(params, taskId));

  useEffect(() => {
    if (!selected || !data) return;
    document.getElementById(`task-${selected}`)?.scrollIntoView({ block: 'center' });
  }, [selected, data]);

  return (
    <TaskScreen testId="tasks-page" maxW={chatTask ? '1400px' : '960px'}>
      <HStack justify="space-between" gap="4" flexWrap="wrap">
        <Heading as="h1" size="lg">
          {t('tasks-title')}
        </Heading>
        <HStack gap="4">
          {chatOn ? (
            <Link asChild>
              <RouterLink to="/support/chat">{t('tasks-support-chat-link')}</RouterLink>
            </Link>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <RouterLink to="/produce-video" data-testid="production-order-link">
              {t('production-order-link')}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <TaskFilterButtons value={filter} onChange={setFilter} />
      <Grid templateColumns={{ base: '1fr', lg: chatTask ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr' }} gap="4">
        <Box minW="0">
          {error ? (
            <Text role="alert">{error.message || t('error-generic')}</Text>
          ) : isLoading ? (
            <Loading />
          ) : tasks.length === 0 ? (
            <Text data-testid="tasks-empty">{t('tasks-empty')}</Text>
          ) : (
            <Stack as="ul" gap="3" listStyleType="none" aria-label={t('tasks-title')}>
              {tasks.map((task) => {
                const isSelected = task.taskId === selected;
                const link = ticketLink(task);
                const unreadCount = unread.get(task.taskId) ?? 0;
                return (
                  <Box
                    as="li"
                    key={task.taskId}
                    id={`task-${task.taskId}`}
                    data-testid="task-entry"
                    data-selected={isSelected || undefined}
                    borderWidth={isSelected ? '2px' : '1px'}
                    borderColor={isSelected ? 'colorPalette.solid' : 'border'}
                    colorPalette="brand"
                    borderRadius="md"
                    p="4"
                  >
                    <Stack gap="2">
                      <HStack gap="2" flexWrap="wrap">
                        <TaskStatusBadge status={task.status} />
                        <Badge variant="outline">{t(`tasks-kind-${task.subtype}`)}</Badge>
                        {isSelected ? (
                          // Solid: the subtle brand badge's 12 px text falls short of 4.5:1 (axe).
                          <Badge colorPalette="brand" variant="solid">
                            {t('tasks-selected')}
                          </Badge>
                        ) : null}
                        {chatOn && unreadCount > 0 ? (
                          <Badge colorPalette="red" variant="solid" data-testid="task-chat-unread">
                            {t('task-chat-unread', { count: unreadCount })}
                          </Badge>
                        ) : null}
                      </HStack>
                      <Link asChild fontWeight="semibold" alignSelf="start">
                        <RouterLink to={taskPath(task.taskId)}>{task.taskTitle}</RouterLink>
                      </Link>
                      {task.comment ? (
                        <Text textStyle="sm" whiteSpace="pre-wrap">
                          {task.comment}
                        </Text>
                      ) : null}
                      <HStack gap="4" textStyle="xs" color="fg.muted">
                        <Text>{t('tasks-created', { date: formatLongDate(task.createdAt) })}</Text>
                        {link ? <TicketLinked link={link}>{t('tasks-ticket-link')}</TicketLinked> : null}
                        <ProductionOrderLink task={task} />
                        <TranslationTaskLink task={task} />
                      </HStack>
                      {chatOn ? (
                        <Button
                          size="xs"
                          variant={isSelected ? 'solid' : 'outline'}
                          alignSelf="start"
                          aria-pressed={isSelected}
                          onClick={() => selectChat(isSelected ? null : task.taskId)}
                        >
                          {t('task-chat-open')}
                        </Button>
                      ) : null}
                      <TaskActionBar taskId={task.taskId} actions={task.actions} onChanged={() => mutate()} />
                    </Stack>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Box>
        {chatTask ? (
          <TaskChatPane
            taskId={chatTask.taskId}
            taskTitle={chatTask.taskTitle}
            chat={chat}
            onClose={() => selectChat(null)}
          />
        ) : null}
      </Grid>
    </TaskScreen>
  );
}
