import { describe, expect, it } from 'vitest';
import { taskPath, translationTaskLinkFor, translationTaskPath } from './task-paths';

describe('task addresses', () => {
  it("one task's page: /tasks/{taskId}, the id encoded", () => {
    expect(taskPath('t-1')).toBe('/tasks/t-1');
    expect(taskPath('a/b c')).toBe('/tasks/a%2Fb%20c');
  });

  it("a translation step's page: /translate-video/{taskId}, the id encoded", () => {
    expect(translationTaskPath('t-1')).toBe('/translate-video/t-1');
    expect(translationTaskPath('a/b c')).toBe('/translate-video/a%2Fb%20c');
  });

  it('links the translate, approve and review steps to their page, and no other task', () => {
    for (const subtype of ['translate-video', 'approve-translation', 'review-translation']) {
      expect(translationTaskLinkFor({ taskId: 't-9', subtype })).toBe('/translate-video/t-9');
    }
    // The request and the closing step have no translator's page.
    expect(translationTaskLinkFor({ taskId: 't-9', subtype: 'request-translation' })).toBeNull();
    expect(translationTaskLinkFor({ taskId: 't-9', subtype: 'complete-translation' })).toBeNull();
    expect(translationTaskLinkFor({ taskId: 't-9', subtype: 'review-generated-video' })).toBeNull();
  });
});
