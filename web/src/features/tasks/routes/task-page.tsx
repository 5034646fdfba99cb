import { Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatLongDate } from '#shared/domain/format';
import { sendTaskCommand, useTask } from '../api/tasks';
import { TaskStatusBadge } from '../components/status-badge';
import { TaskActionBar } from '../components/task-action-bar';
import { taskCommentFor } from '../model/task-actions';
import { ProductionOrderLink } from '../components/production-order-link';
import { TranslationTaskLink } from '../components/translation-task-link';
import { TextComposer } from '../components/text-composer';
import { BackToTasks, TaskScreen } from '../components/task-screen';
import { Loading } from '../../../components/loading';

/**
 * /tasks/{taskId}: one task (spec 2 §4) with its status, people, the actions the caller may take now and
 * its comments, with a field to add one (spec 2 §7 "payload (task comment)").
 */
export function TaskPage() {
  const { t } = useTranslation();
  const { taskId = '' } = useParams();
  const { data: task, error, isLoading, mutate } = useTask(taskId);
  return (
    <TaskScreen testId="task-page" maxW="960px">
      <BackToTasks />
      {error ? (
        <Text role="alert">{error.message || t('error-generic')}</Text>
      ) : isLoading || !task ? (
        <Loading />
      ) : (
        <>
          <Heading as="h1" size="lg">
            {task.taskTitle}
          </Heading>
          <HStack gap="2" flexWrap="wrap">
            <TaskStatusBadge status={task.status} />
            <Badge variant="outline">{t(`tasks-kind-${task.subtype}`)}</Badge>
            <ProductionOrderLink task={task} textStyle="sm" />
            <TranslationTaskLink task={task} textStyle="sm" />
          </HStack>
          {task.comment ? <Text whiteSpace="pre-wrap">{task.comment}</Text> : null}
          <Stack gap="1" textStyle="sm">
            <Text>
              {t('task-requester')}: {task.requesterName || task.requesterEmail}
            </Text>
            <Text data-testid="task-assignee">
              {t('task-assignee')}: {task.assigneeEmail || t('task-unassigned')}
            </Text>
            <Text color="fg.muted">{t('tasks-created', { date: formatLongDate(task.createdAt) })}</Text>
          </Stack>
          <TaskActionBar taskId={task.taskId} actions={task.actions} onChanged={() => mutate()} />

          <Heading as="h2" size="md">
            {t('task-comments')}
          </Heading>
          {task.comments.length === 0 ? (
            <Text color="fg.muted">{t('task-no-comments')}</Text>
          ) : (
            <Stack as="ol" gap="3" listStyleType="none" aria-label={t('task-comments')}>
              {task.comments.map((comment) => (
                <Box
                  as="li"
                  key={comment.commentId}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  data-testid="task-comment"
                >
                  <Text textStyle="xs" color="fg.muted">
                    {comment.authorName || comment.authorEmail} · {formatLongDate(comment.createdAt)}
                    {comment.action ? ` · ${t(`task-action-${comment.action}`, comment.action)}` : ''}
                  </Text>
                  <Text whiteSpace="pre-wrap">{comment.text}</Text>
                </Box>
              ))}
            </Stack>
          )}
          <TextComposer
            field={{ label: t('task-comment-label'), name: 'comment', rows: 3 }}
            submitLabel={t('task-comment-send')}
            submitAlign="start"
            failedText={t('error-generic')}
            prepare={(draft) => {
              const built = taskCommentFor(taskId, draft);
              return built.ok ? { value: built.command } : { problem: built.message };
            }}
            send={sendTaskCommand}
            onSent={() => mutate()}
          />
        </>
      )}
    </TaskScreen>
  );
}
