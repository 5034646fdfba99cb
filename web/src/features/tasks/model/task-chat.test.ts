import { describe, expect, it } from 'vitest';
import {
  chatPushOf,
  combinedChat,
  composerText,
  emptyChat,
  mergeMessages,
  newestMessageId,
  pushedMessage,
  unreadByTask,
  withMessage,
  withPage,
  withSelectedChat,
  type ChatMessageView,
} from './task-chat';

const msg = (messageId: string, taskId = 't1', text = messageId): ChatMessageView => ({
  messageId,
  taskId,
  authorEmail: 'a@acme.test',
  authorName: 'Ann',
  mine: false,
  text,
  createdAt: '2026-12-01T10:00:00.000Z',
});

describe('task chat pane model', () => {
  it('keeps selectedTaskChatId in the URL beside the other params', () => {
    const params = new URLSearchParams('isFirstResonseToSearch=true');
    const open = withSelectedChat(params, 't1');
    expect(open.get('selectedTaskChatId')).toBe('t1');
    expect(open.get('isFirstResonseToSearch')).toBe('true');
    expect(withSelectedChat(open, null).has('selectedTaskChatId')).toBe(false);
  });

  it('shows the newest page oldest first, older pages before it, the newest message at the bottom', () => {
    let state = withPage(emptyChat('t1'), 't1', { items: [msg('003'), msg('004')], cursor: 'older' });
    expect(state).toMatchObject({ loaded: true, olderCursor: 'older' });
    state = withPage(state, 't1', { items: [msg('001'), msg('002')], cursor: null });
    expect(state.messages.map((m) => m.messageId)).toEqual(['001', '002', '003', '004']);
    expect(state.olderCursor).toBeNull();
    expect(newestMessageId(state)).toBe('004');
  });

  it('a page of another chat (answered after the user switched) changes nothing', () => {
    const state = emptyChat('t2');
    expect(withPage(state, 't1', { items: [msg('001')], cursor: null })).toBe(state);
  });

  it('a live message is appended once, even when the fetch already had it', () => {
    let state = withPage(emptyChat('t1'), 't1', { items: [msg('001')], cursor: null });
    state = withMessage(state, msg('002'));
    state = withMessage(state, msg('002'));
    state = withMessage(state, msg('009', 't2'));
    expect(state.messages.map((m) => m.messageId)).toEqual(['001', '002']);
    expect(mergeMessages([msg('002')], [msg('001'), msg('002')]).map((m) => m.messageId)).toEqual([
      '001',
      '002',
    ]);
  });

  it('reads the chat push and nothing else', () => {
    const payload = { orgId: 'acme', taskId: 't1', message: msg('001') };
    const push = chatPushOf({ type: 'TASK_CHAT_MESSAGE', payload });
    expect(push?.taskId).toBe('t1');
    expect(pushedMessage(push!).mine).toBe(false);
    expect(chatPushOf({ type: 'REFETCH_NOTIFICATIONS' })).toBeNull();
    expect(chatPushOf({ type: 'TASK_CHAT_MESSAGE', payload: { taskId: 't1' } })).toBeNull();
    expect(
      chatPushOf({ type: 'TASK_CHAT_MESSAGE', payload: { ...payload, message: msg('001', 't2') } }),
    ).toBeNull();
  });

  it('badges the unread tasks except the open chat', () => {
    const counts = [
      { taskId: 't1', unread: 2 },
      { taskId: 't2', unread: 1 },
      { taskId: 't3', unread: 0 },
    ];
    expect([...unreadByTask(counts, 't2')]).toEqual([['t1', 2]]);
  });

  it('sends only a text that is not blank, for a task ("chat message and task required")', () => {
    expect(composerText('t1', '  Hi ')).toBe('Hi');
    expect(composerText('t1', '  ')).toBeNull();
    expect(composerText(null, 'Hi')).toBeNull();
  });
});

describe('combinedChat', () => {
  it('shows the fetched newest page with the live messages, and pages back from its cursor', () => {
    const live = withMessage(emptyChat('t1'), msg('005'));
    expect(combinedChat('t1', undefined, live).loaded).toBe(false);
    const shown = combinedChat('t1', { items: [msg('003'), msg('004')], cursor: 'c1' }, live);
    expect(shown.messages.map((m) => m.messageId)).toEqual(['003', '004', '005']);
    expect(shown.olderCursor).toBe('c1');
    const paged = withPage(live, 't1', { items: [msg('001'), msg('002')], cursor: null });
    const all = combinedChat('t1', { items: [msg('003'), msg('004')], cursor: 'c1' }, paged);
    expect(all.messages.map((m) => m.messageId)).toEqual(['001', '002', '003', '004', '005']);
    expect(all.olderCursor).toBeNull();
  });
});
