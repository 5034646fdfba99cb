/**
 * Task chat (issue 13): the messages of ONE organization's tasks (access patterns 150, 151), and the
 * unread counts of ONE organization's users (152, 153; a count names the task's organization, which
 * differs for the requester of a task filed on behalf of an organization).
 */
import { getEntities } from './entities/index.js';
import { conditionally } from './errors.js';
import { timeOrderedId } from './ids.js';

export interface ChatAuthor {
  userId: string;
  orgId: string;
  email: string;
  name: string;
}

export interface ChatMessage {
  messageId: string;
  taskId: string;
  authorId: string;
  authorEmail: string;
  authorName: string;
  text: string;
  createdAt: string;
}

type MessageItem = ReturnType<ReturnType<typeof getEntities>['taskChatMessage']['format']>;

const toMessage = (m: MessageItem): ChatMessage => ({
  messageId: m.messageId,
  taskId: m.taskId,
  authorId: m.authorId,
  authorEmail: m.authorEmail,
  authorName: m.authorName ?? '',
  text: m.text,
  createdAt: m.createdAt,
});

/** The chat messages of the tasks of `orgId`. */
export function taskChatData(orgId: string) {
  if (!orgId) throw new Error('taskChatData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** Pattern 150: a new message, after every earlier one (its id is time-ordered). */
    async addMessage(taskId: string, author: ChatAuthor, text: string): Promise<ChatMessage> {
      const now = Date.now();
      const item = {
        orgId,
        taskId,
        messageId: timeOrderedId(now),
        authorId: author.userId,
        authorOrgId: author.orgId,
        authorEmail: author.email,
        authorName: author.name,
        text,
        createdAt: new Date(now).toISOString(),
      };
      await e.taskChatMessage.create(item).go();
      return toMessage(item);
    },

    /**
     * Pattern 151: one page of a task's messages, the newest `limit` before the cursor, oldest first in
     * the page; the cursor leads to older ones (null: none left).
     */
    async messages(taskId: string, page: { limit: number; cursor?: string | null | undefined }) {
      const { data, cursor } = await e.taskChatMessage.query
        .byTask({ orgId, taskId })
        .go({ order: 'desc', limit: page.limit, cursor: page.cursor ?? null });
      return { items: data.map(toMessage).reverse(), cursor };
    },
  };
}

export interface UnreadCount {
  taskOrgId: string;
  taskId: string;
  unread: number;
}

/** The unread chat counts of the users of `orgId`. */
export function chatUnreadData(orgId: string) {
  if (!orgId) throw new Error('chatUnreadData needs an organization id');
  const e = getEntities();
  return {
    orgId,
    /** Pattern 152: one more unread message for the user (ADD: concurrent messages all count). */
    async countMessage(userId: string, taskOrgId: string, taskId: string, messageId: string) {
      await e.taskChatUnread
        .upsert({ orgId, userId, taskOrgId, taskId, lastMessageId: messageId })
        .add({ unread: 1 })
        .go();
    },

    /**
     * Pattern 152: the user has seen the chat up to `upToMessageId`: the count drops to 0 unless a newer
     * message was counted meanwhile (that one stays unread). False when one was.
     */
    markRead(userId: string, taskOrgId: string, taskId: string, upToMessageId: string) {
      return conditionally(() =>
        e.taskChatUnread
          .patch({ orgId, userId, taskOrgId, taskId })
          .set({ unread: 0 })
          .where(
            ({ lastMessageId }, { lte, notExists }) =>
              `${notExists(lastMessageId)} OR ${lte(lastMessageId, upToMessageId)}`,
          )
          .go(),
      );
    },

    /** Pattern 153: the user's tasks with unread messages. */
    async unreadOf(userId: string): Promise<UnreadCount[]> {
      const { data } = await e.taskChatUnread.query.byUser({ orgId, userId }).go({ pages: 'all' });
      return data
        .filter((c) => (c.unread ?? 0) > 0)
        .map((c) => ({ taskOrgId: c.taskOrgId, taskId: c.taskId, unread: c.unread ?? 0 }));
    },
  };
}
