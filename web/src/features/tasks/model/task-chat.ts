/**
 * The /tasks chat pane's rules (issue 13, the tasks-chat flag): the selected chat in the URL
 * (`selectedTaskChatId`, spec 1 §2), the pane's messages (pages of older ones before, live ones after,
 * each once, newest at the bottom), what a push means (TASK_CHAT_MESSAGE) and the list's unread badges.
 */
import { TASK_CHAT_MESSAGE, type TaskChatMessagePayload } from '#shared/domain/realtime';
import { chatMessageText } from '#shared/domain/task-chat';

export const SELECTED_CHAT_PARAM = 'selectedTaskChatId';

export interface ChatMessageView {
  messageId: string;
  taskId: string;
  authorEmail: string;
  authorName: string;
  mine: boolean;
  text: string;
  createdAt: string;
}

export interface ChatState {
  taskId: string | null;
  /** Oldest first: the newest sits at the bottom of the pane. */
  messages: ChatMessageView[];
  /** Where older messages continue (null: none left, or nothing loaded yet). */
  olderCursor: string | null;
  loaded: boolean;
}

export const emptyChat = (taskId: string | null): ChatState => ({
  taskId,
  messages: [],
  olderCursor: null,
  loaded: false,
});

/** The URL's search params with the chat of `taskId` open (or none). */
export function withSelectedChat(params: URLSearchParams, taskId: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (taskId) next.set(SELECTED_CHAT_PARAM, taskId);
  else next.delete(SELECTED_CHAT_PARAM);
  return next;
}

/** Messages of both lists, each once (a push may repeat a fetched one), in the order they were written. */
export function mergeMessages(
  a: readonly ChatMessageView[],
  b: readonly ChatMessageView[],
): ChatMessageView[] {
  const byId = new Map<string, ChatMessageView>();
  for (const m of [...a, ...b]) byId.set(m.messageId, m);
  // Message ids are time-ordered (base-36 milliseconds first).
  return [...byId.values()].sort((x, y) => x.messageId.localeCompare(y.messageId));
}

/** A page of the chat arrived: the newest page on first load, an older one after. */
export function withPage(
  state: ChatState,
  taskId: string,
  page: { items: readonly ChatMessageView[]; cursor: string | null },
): ChatState {
  if (state.taskId !== taskId) return state;
  const olderCursor = !state.loaded || state.olderCursor ? page.cursor : state.olderCursor;
  return { taskId, messages: mergeMessages(page.items, state.messages), olderCursor, loaded: true };
}

/** A message of the open chat (sent here or pushed): appended once; another task's changes nothing. */
export function withMessage(state: ChatState, message: ChatMessageView): ChatState {
  if (state.taskId !== message.taskId) return state;
  return { ...state, messages: mergeMessages(state.messages, [message]) };
}

export const newestMessageId = (state: ChatState): string | null => state.messages.at(-1)?.messageId ?? null;

/** The push of a chat message, or null for any other realtime message (or a malformed one). */
export function chatPushOf(message: { type: string; payload?: unknown }): TaskChatMessagePayload | null {
  if (message.type !== TASK_CHAT_MESSAGE) return null;
  const p = message.payload as Partial<TaskChatMessagePayload> | undefined;
  const m = p?.message;
  if (
    typeof p?.taskId !== 'string' ||
    typeof p.orgId !== 'string' ||
    typeof m?.messageId !== 'string' ||
    typeof m.text !== 'string' ||
    m.taskId !== p.taskId
  ) {
    return null;
  }
  return p as TaskChatMessagePayload;
}

/** A pushed message as the pane shows it: pushes go to the others, so it is never the reader's own. */
export const pushedMessage = (push: TaskChatMessagePayload): ChatMessageView => ({
  ...push.message,
  mine: false,
});

/** Unread counts by task id, without the open chat's (the reader sees those messages). */
export function unreadByTask(
  counts: readonly { taskId: string; unread: number }[],
  openTaskId: string | null,
): Map<string, number> {
  return new Map(
    counts.filter((c) => c.unread > 0 && c.taskId !== openTaskId).map((c) => [c.taskId, c.unread]),
  );
}

/** The composer's text to send, or null: "chat message and task required". */
export const composerText = (taskId: string | null, draft: string): string | null =>
  chatMessageText(taskId, draft);

/**
 * What the pane shows: the newest page as fetched (refetched after a reconnect) with what came on top
 * of it in `extra` (older pages, live and sent messages). Older pages continue from the newest page's
 * cursor until one was loaded.
 */
export function combinedChat(
  taskId: string | null,
  newest: { items: readonly ChatMessageView[]; cursor: string | null } | undefined,
  extra: ChatState,
): ChatState {
  if (!newest) return { ...extra, taskId, loaded: false };
  return {
    taskId,
    messages: mergeMessages(newest.items, extra.messages),
    olderCursor: extra.loaded ? extra.olderCursor : newest.cursor,
    loaded: true,
  };
}
