import { Alert, Badge, Box, Button, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatLongDate } from '#shared/domain/format';
import { useMyTasks } from '../api/tasks';
import { useTaskChat, useTaskChatEnabled } from '../api/task-chat';
import { TaskChatPane } from '../components/task-chat-pane';
import { TaskScreen } from '../components/task-screen';
import { TaskStatusBadge } from '../components/status-badge';
import { SELECTED_CHAT_PARAM, unreadByTask, withSelectedChat } from '../model/task-chat';
import { openConversation, supportConversations } from '../model/support-chat';
import { Loading } from '../../../components/loading';

/**
 * /support/chat (spec 1 §2, spec 2 §1 "support chat"): the caller's support requests and assisted
 * searches as conversations, the most recent open, each with its task chat (live, unread counts). The
 * tasks-chat flag decides, as on /tasks; a new question starts from the floating support button.
 */
export function SupportChatPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chatOn = useTaskChatEnabled();
  const { data, error, isLoading } = useMyTasks();
  const conversations = supportConversations(data?.items ?? []);
  const open = openConversation(conversations, params.get(SELECTED_CHAT_PARAM)).taskId;
  const chat = useTaskChat(open, chatOn);
  const unread = unreadByTask(chat.unread?.tasks ?? [], open);
  const openTask = conversations.find((c) => c.taskId === open);

  return (
    <TaskScreen testId="support-chat-page" maxW="1400px">
      <Heading as="h1" size="lg">
        {t('support-chat-title')}
      </Heading>
      <Text color="fg.muted">{t('support-chat-intro')}</Text>
      {!chatOn ? (
        <Alert.Root status="info" data-testid="support-chat-off">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('support-chat-off')}</Alert.Title>
            <Alert.Description>
              <Link asChild>
                <RouterLink to="/tasks">{t('support-chat-see-tasks')}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : error ? (
        <Text role="alert">{error.message || t('error-generic')}</Text>
      ) : isLoading ? (
        <Loading />
      ) : conversations.length === 0 ? (
        <Text data-testid="support-chat-empty">{t('support-chat-empty')}</Text>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap="4">
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('support-chat-conversations')}>
            {conversations.map((task) => {
              const isOpen = task.taskId === open;
              const unreadCount = unread.get(task.taskId) ?? 0;
              return (
                <Box
                  as="li"
                  key={task.taskId}
                  data-testid="support-conversation"
                  // The open one: a brand bar at its start and a muted ground.
                  borderStartWidth="4px"
                  borderStartColor={isOpen ? 'brand.solid' : 'transparent'}
                  bg={isOpen ? 'bg.muted' : undefined}
                  borderRadius="md"
                  px="3"
                  py="2"
                >
                  <Stack gap="1" align="start" minW="0">
                    <Button
                      variant="plain"
                      h="auto"
                      p="0"
                      justifyContent="start"
                      textAlign="start"
                      whiteSpace="normal"
                      fontWeight="semibold"
                      color="fg"
                      aria-current={isOpen ? 'true' : undefined}
                      onClick={() => setParams(withSelectedChat(params, task.taskId))}
                    >
                      <Text lineClamp={2}>{task.taskTitle}</Text>
                    </Button>
                    <HStack gap="2" flexWrap="wrap">
                      <TaskStatusBadge status={task.status} />
                      <Badge variant="outline" colorPalette="gray">
                        {t(`tasks-kind-${task.subtype}`)}
                      </Badge>
                      {unreadCount > 0 ? (
                        <Badge colorPalette="red" variant="solid" data-testid="support-conversation-unread">
                          {t('task-chat-unread', { count: unreadCount })}
                        </Badge>
                      ) : null}
                      <Text textStyle="xs" color="fg.muted">
                        {formatLongDate(task.updatedAt)}
                      </Text>
                    </HStack>
                  </Stack>
                </Box>
              );
            })}
          </Stack>
          {openTask ? (
            <TaskChatPane
              key={openTask.taskId}
              taskId={openTask.taskId}
              taskTitle={openTask.taskTitle}
              chat={chat}
            />
          ) : null}
        </Grid>
      )}
    </TaskScreen>
  );
}
