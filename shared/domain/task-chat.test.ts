import { describe, expect, it } from 'vitest';
import { chatMessageText, isChatParticipant } from './task-chat.js';

describe('task chat rules', () => {
  it('the assignee, the requester and managers are participants; a candidate or a stranger is not', () => {
    expect(isChatParticipant(['assignee'])).toBe(true);
    expect(isChatParticipant(['requester'])).toBe(true);
    expect(isChatParticipant(['manager'])).toBe(true);
    expect(isChatParticipant(['candidate'])).toBe(false);
    expect(isChatParticipant([])).toBe(false);
  });

  it('a message needs its task and a text that is not blank ("chat message and task required")', () => {
    expect(chatMessageText('t1', '  Hello  ')).toBe('Hello');
    expect(chatMessageText('t1', '   ')).toBeNull();
    expect(chatMessageText('', 'Hello')).toBeNull();
    expect(chatMessageText(undefined, undefined)).toBeNull();
  });
});
