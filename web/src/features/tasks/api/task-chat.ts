/**
 * The /tasks chat pane's calls (issue 13): the open chat's pages, sending, the read marker and the
 * unread counts, kept live by the TASK_CHAT_MESSAGE push (one socket for the page).
 */
import { useCallback, useEffect, useState } from 'react';
import { api } from '#shared/api';
import { isFeatureOn } from '#shared/domain/feature-flags';
import { activeTubeId, useTenant } from '../../../lib/app-context';
import { useSession } from '../../../lib/session';
import { request } from '../../../lib/api-client';
import { useApi } from '../../../lib/use-api';
import { useRealtime } from '../../../lib/use-realtime';
import {
  chatPushOf,
  combinedChat,
  emptyChat,
  newestMessageId,
  pushedMessage,
  withMessage,
  withPage,
  type ChatState,
} from '../model/task-chat';

const PAGE_SIZE = 30;

/** The tasks-chat flag for the active tube (spec 2 §2 flags; the API enforces it too). */
export function useTaskChatEnabled(): boolean {
  const session = useSession();
  const tenant = useTenant();
  return isFeatureOn(session.initData?.featureFlags ?? [], 'tasks-chat', { tubeId: activeTubeId(tenant) });
}

/** What useTaskChat gives a page: the open chat, its unread counts and the pane's two calls. */
export type TaskChat = ReturnType<typeof useTaskChat>;

export function useTaskChat(openTaskId: string | null, enabled: boolean) {
  const open = enabled ? openTaskId : null;
  const unread = useApi(api.taskChatUnread, enabled ? {} : null);
  const refetchUnread = unread.mutate;
  const newestPage = useApi(
    api.listTaskChat,
    open ? { params: { taskId: open }, query: { limit: PAGE_SIZE } } : null,
    { revalidateOnFocus: false },
  );
  const refetchNewest = newestPage.mutate;
  // Older pages and the messages that came live: started again for every chat opened.
  const [extra, setExtra] = useState<ChatState>(() => emptyChat(open));
  if (extra.taskId !== open) setExtra(emptyChat(open));
  const chat = combinedChat(open, newestPage.data, extra.taskId === open ? extra : emptyChat(open));

  useRealtime(enabled, {
    onMessage: (message) => {
      const push = chatPushOf(message);
      if (!push) return;
      if (push.taskId === open) setExtra((state) => withMessage(state, pushedMessage(push)));
      else void refetchUnread();
    },
    onReconnected: () => {
      void refetchNewest();
      void refetchUnread();
    },
  });

  // What the pane shows is read: the marker follows its newest message.
  const newest = newestMessageId(chat);
  useEffect(() => {
    if (!open || !newest) return;
    void request(api.markTaskChatRead, { body: { taskId: open, upToMessageId: newest } })
      .then(() => refetchUnread())
      .catch(() => undefined);
  }, [open, newest, refetchUnread]);

  const olderCursor = chat.olderCursor;
  const loadOlder = useCallback(async () => {
    if (!open || !olderCursor) return;
    const page = await request(api.listTaskChat, {
      params: { taskId: open },
      query: { limit: PAGE_SIZE, cursor: olderCursor },
    });
    setExtra((state) => withPage(state, open, page));
  }, [open, olderCursor]);

  const sendMessage = useCallback(async (taskId: string, text: string) => {
    const message = await request(api.sendTaskChatMessage, { body: { taskId, text } });
    setExtra((state) => withMessage(state, message));
  }, []);

  return {
    chat,
    loadError: newestPage.error ? newestPage.error.message : null,
    unread: unread.data,
    loadOlder,
    sendMessage,
  };
}
