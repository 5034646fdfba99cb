import { Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { messageParts } from '#shared/domain/assisted-search';
import { TASK_CHAT_MESSAGE_MAX } from '#shared/domain/task-chat';
import { formatLongDate } from '#shared/domain/format';
import { Panel } from '../../../components/panel';
import { composerText } from '../model/task-chat';
import type { TaskChat } from '../api/task-chat';
import { TextComposer } from './text-composer';

/**
 * The chat of the selected task (issue 13): its messages, oldest at the top and the newest at the
 * bottom (older pages on demand), arriving live, and a composer ("chat message and task required").
 */
export function TaskChatPane({
  taskId,
  taskTitle,
  chat: { chat, loadError, loadOlder: onLoadOlder, sendMessage: onSend },
  onClose,
}: {
  taskId: string;
  taskTitle: string;
  /** The page's useTaskChat: the open chat's messages, its load error, older pages and sending. */
  chat: Pick<TaskChat, 'chat' | 'loadError' | 'loadOlder' | 'sendMessage'>;
  /** Left out where the pane is the page's subject (/support/chat): no "Close chat". */
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const log = useRef<HTMLDivElement>(null);
  const newest = chat.messages.at(-1)?.messageId;

  // The newest message in view (inside the log only: the page itself stays where the reader is).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <Panel as="section" aria-labelledby="task-chat-heading" gap="3" data-testid="task-chat-pane">
      <HStack justify="space-between" gap="2">
        <Heading as="h2" size="md" id="task-chat-heading">
          {t('task-chat-title', { task: taskTitle })}
        </Heading>
        {onClose ? (
          <Button size="xs" variant="ghost" onClick={onClose}>
            {t('task-chat-close')}
          </Button>
        ) : null}
      </HStack>
      {chat.olderCursor ? (
        <Button size="xs" variant="outline" alignSelf="center" onClick={() => void onLoadOlder()}>
          {t('task-chat-older')}
        </Button>
      ) : null}
      {loadError ? <Text role="alert">{loadError}</Text> : null}
      {chat.loaded && chat.messages.length === 0 ? (
        <Text color="fg.muted">{t('task-chat-empty')}</Text>
      ) : null}
      <Box
        ref={log}
        role="log"
        aria-live="polite"
        aria-label={t('task-chat-messages')}
        maxH="60vh"
        overflowY="auto"
        tabIndex={0}
      >
        <Stack as="ol" gap="2" listStyleType="none">
          {chat.messages.map((message) => (
            <Box
              as="li"
              key={message.messageId}
              data-testid="task-chat-message"
              data-mine={message.mine || undefined}
              alignSelf={message.mine ? 'flex-end' : 'flex-start'}
              maxW="85%"
              borderWidth="1px"
              borderRadius="md"
              bg="bg"
              borderColor={message.mine ? 'brand.solid' : 'border'}
              p="2"
            >
              <Text textStyle="xs" color="fg.muted">
                {message.mine ? t('task-chat-you') : message.authorName || message.authorEmail} ·{' '}
                {formatLongDate(message.createdAt)}
              </Text>
              <Text whiteSpace="pre-wrap">
                {/* The assistant's answers carry player links (/video/…?t=): they open the moment. */}
                {messageParts(message.text).map((part, index) =>
                  'href' in part ? (
                    <Link key={index} asChild colorPalette="brand" textDecoration="underline">
                      <RouterLink to={part.href}>{part.text}</RouterLink>
                    </Link>
                  ) : (
                    part.text
                  ),
                )}
              </Text>
            </Box>
          ))}
        </Stack>
      </Box>
      <TextComposer
        field={{
          label: t('task-chat-message-label'),
          name: 'chatMessage',
          rows: 2,
          maxLength: TASK_CHAT_MESSAGE_MAX,
        }}
        submitLabel={t('task-chat-send')}
        submitAlign="end"
        failedText={t('task-chat-send-failed')}
        prepare={(draft) => {
          const text = composerText(taskId, draft);
          return text === null ? { problem: t('task-chat-required') } : { value: text };
        }}
        send={(text: string) => onSend(taskId, text)}
      />
    </Panel>
  );
}
