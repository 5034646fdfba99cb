import { describe, expect, it } from 'vitest';
import { openConversation, supportConversations } from './support-chat';

const task = (taskId: string, subtype: string, updatedAt: string) => ({ taskId, subtype, updatedAt });

describe('support chat', () => {
  const tasks = [
    task('t-review', 'review-video', '2026-12-02T10:00:00.000Z'),
    task('t-old', 'support-ticket', '2026-11-01T09:00:00.000Z'),
    task('t-search', 'assisted-search', '2026-12-01T09:00:00.000Z'),
    task('t-upload', 'upload-video', '2026-12-02T11:00:00.000Z'),
  ];

  it('holds the support requests and assisted searches only, the most recently updated first', () => {
    expect(supportConversations(tasks).map((t) => t.taskId)).toEqual(['t-search', 't-old']);
    expect(supportConversations([])).toEqual([]);
  });

  it('opens the conversation in the address when the caller has it, else the most recent', () => {
    const conversations = supportConversations(tasks);
    expect(openConversation(conversations, 't-old')).toEqual({ taskId: 't-old', fromAddress: true });
    // Another task's id (or someone else's) is not a support conversation of the caller.
    expect(openConversation(conversations, 't-review')).toEqual({ taskId: 't-search', fromAddress: false });
    expect(openConversation(conversations, null)).toEqual({ taskId: 't-search', fromAddress: false });
    expect(openConversation([], 't-old')).toEqual({ taskId: null, fromAddress: false });
  });
});
