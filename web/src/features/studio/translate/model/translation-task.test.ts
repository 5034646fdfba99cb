import { describe, expect, it } from 'vitest';
import type { TranslationTaskView } from '#shared/api/endpoints/video-translation';
import type { TranslationStatus } from '#shared/domain/video-translation';
import { TRANSLATION_POLL_MS } from '../../model/translations';
import {
  NEXT_STEP_POLL_MS,
  awaitingNextStep,
  isTaskOver,
  nextStepTaskId,
  readOnlyReason,
  stepButtons,
  stepKindKey,
  taskStatusOf,
  translationTaskPollMs,
} from './translation-task';

function view(
  taskStatus: string,
  status: TranslationStatus,
  over: Partial<TranslationTaskView> = {},
): TranslationTaskView {
  return {
    taskId: 'task-1',
    step: 'translate',
    taskStatus,
    taskTitle: 'Translate',
    videoId: 'v1',
    humanId: 'h1',
    version: 1,
    masterLanguage: 'en-us',
    master: { name: 'Pricing', description: '', abstract: '' },
    translation: {
      language: 'de',
      description: '',
      abstract: '',
      version: 1,
      status,
      published: false,
      machine: false,
      name: 'Preise',
      requestedBy: 'editor@acme.test',
      requestedAt: '2026-12-01T10:00:00.000Z',
      updatedAt: '2026-12-01T10:00:00.000Z',
    },
    masterContent: { chapters: [], links: [] },
    translatedContent: { chapters: [], links: [] },
    ...over,
  };
}

describe('the translation task', () => {
  it('knows the shared task statuses and which of them are over', () => {
    expect(taskStatusOf('inProgress')).toBe('inProgress');
    expect(taskStatusOf('someday')).toBeNull();
    for (const over of ['completed', 'rejected', 'canceled', 'skipped']) expect(isTaskOver(over)).toBe(true);
    for (const open of ['requested', 'notStarted', 'inProgress', 'overdue', 'someday']) {
      expect(isTaskOver(open)).toBe(false);
    }
  });

  it('is read-only once the task is over, or while a machine translates the texts', () => {
    expect(readOnlyReason(view('inProgress', 'awaitingTranslator'))).toBeNull();
    expect(readOnlyReason(view('requested', 'awaitingApproval'))).toBeNull();
    expect(readOnlyReason(view('completed', 'awaitingApproval'))).toBe('taskOver');
    expect(readOnlyReason(view('rejected', 'rejected'))).toBe('taskOver');
    expect(readOnlyReason(view('canceled', 'canceled'))).toBe('taskOver');
    expect(readOnlyReason(view('inProgress', 'translating'))).toBe('machineTranslating');
  });

  it('names the step as the task lists name its task', () => {
    expect(stepKindKey('translate')).toBe('tasks-kind-translate-video');
    expect(stepKindKey('approve')).toBe('tasks-kind-approve-translation');
    expect(stepKindKey('review')).toBe('tasks-kind-review-translation');
  });

  it('offers Take while nobody holds the task, then Complete and Reject as the server offers them', () => {
    const open = view('requested', 'awaitingTranslator');
    expect(stepButtons(open, { assigneeId: null, actions: ['take', 'reject', 'cancel'] })).toEqual([
      'take',
      'reject',
    ]);
    // A manager may take someone else's task: that is a reassignment, not this page's Take.
    expect(stepButtons(open, { assigneeId: 'u-2', actions: ['take', 'reassign'] })).toEqual([]);
    const taken = view('inProgress', 'awaitingTranslator');
    expect(
      stepButtons(taken, { assigneeId: 'u-1', actions: ['complete', 'reject', 'reassign', 'resetAssignee'] }),
    ).toEqual(['complete', 'reject']);
    // No task entry (no relation to the task): no buttons.
    expect(stepButtons(taken, undefined)).toEqual([]);
  });

  it('offers nothing once the texts are read-only', () => {
    const entry = { assigneeId: 'u-1', actions: ['complete', 'reject'] } as const;
    expect(stepButtons(view('completed', 'awaitingApproval'), entry)).toEqual([]);
    expect(stepButtons(view('inProgress', 'translating'), entry)).toEqual([]);
  });

  it('waits for the next step while the task is over and the translation still waits at its step', () => {
    expect(awaitingNextStep(view('completed', 'awaitingTranslator'))).toBe(true);
    expect(awaitingNextStep(view('completed', 'awaitingApproval'))).toBe(false);
    expect(awaitingNextStep(view('rejected', 'rejected'))).toBe(false);
    expect(awaitingNextStep(view('inProgress', 'awaitingTranslator'))).toBe(false);
    const approve = view('completed', 'awaitingApproval', { step: 'approve' });
    expect(awaitingNextStep(approve)).toBe(true);
  });

  it('reads the task again while a machine translates, and for a while after the step is done', () => {
    const now = 1_000_000;
    expect(translationTaskPollMs(undefined, now + 1, now)).toBe(0);
    expect(translationTaskPollMs(view('inProgress', 'translating'), 0, now)).toBe(TRANSLATION_POLL_MS);
    const done = view('completed', 'awaitingTranslator');
    expect(translationTaskPollMs(done, now + 10_000, now)).toBe(NEXT_STEP_POLL_MS);
    // Not for ever: the workflow answers within the wait, or the page stops asking.
    expect(translationTaskPollMs(done, now - 1, now)).toBe(0);
    expect(translationTaskPollMs(view('completed', 'awaitingApproval'), now + 10_000, now)).toBe(0);
    expect(translationTaskPollMs(view('inProgress', 'awaitingTranslator'), now + 10_000, now)).toBe(0);
  });

  it("points to the translation's next step once the task is over and another one waits", () => {
    const base = view('completed', 'awaitingApproval');
    expect(nextStepTaskId(base)).toBeNull();
    expect(nextStepTaskId({ ...base, translation: { ...base.translation, taskId: 'task-1' } })).toBeNull();
    expect(nextStepTaskId({ ...base, translation: { ...base.translation, taskId: 'task-2' } })).toBe(
      'task-2',
    );
    // Not while the page's own task is open.
    const open = view('inProgress', 'awaitingTranslator');
    expect(nextStepTaskId({ ...open, translation: { ...open.translation, taskId: 'task-2' } })).toBeNull();
  });
});
