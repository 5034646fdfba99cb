import { describe, expect, it } from 'vitest';
import { TASK_SUBTYPES, defaultTaskType, familyOf } from './task-subtypes.js';
import { BILLABLE_TASK_FAMILIES, entersLedger, isBillableTask } from './approved-task-ledger.js';

const operation = (subtype: (typeof TASK_SUBTYPES)[number]) => ({ type: 'operation' as const, subtype });

describe('isBillableTask', () => {
  it('bills the operation tasks of the service families and assisted search', () => {
    for (const subtype of [
      'generate-generated-video',
      'generate-generated-video-cp07',
      'optimization-start',
      'optimization-complete',
      'translate-video',
      'request-translation',
      'render-video',
      'adjust-video-flowchart',
      'build-playlist-structure',
      'generate-test-script',
      'assisted-search',
    ] as const) {
      expect(isBillableTask(operation(subtype)), subtype).toBe(true);
    }
  });

  it('does not bill set-up, sharing, upload, publishing, comments, access, support requests or channels', () => {
    for (const subtype of [
      'verify-domain',
      'add-organization',
      'channel-sharing-message',
      'upload-video',
      'publish-original',
      'comment-reply',
      'support-ticket',
      'assign-channel-owner',
    ] as const) {
      expect(isBillableTask(operation(subtype)), subtype).toBe(false);
    }
  });

  it('never bills governance or watch-video tasks, even of a service family', () => {
    expect(isBillableTask({ type: 'governance', subtype: 'approve-generated-video' })).toBe(false);
    expect(isBillableTask({ type: 'governance', subtype: 'review-translation' })).toBe(false);
    expect(isBillableTask({ type: 'governance', subtype: 'translate-video' })).toBe(false);
    expect(isBillableTask({ type: 'watch-video', subtype: 'render-video' })).toBe(false);
  });

  it('agrees with the default task types: a service family subtype defaulting to operation is billable', () => {
    for (const subtype of TASK_SUBTYPES) {
      const billable = isBillableTask({ type: defaultTaskType(subtype), subtype });
      const serviceFamily =
        BILLABLE_TASK_FAMILIES.includes(familyOf(subtype)) || subtype === 'assisted-search';
      expect(billable, subtype).toBe(serviceFamily && defaultTaskType(subtype) === 'operation');
    }
  });
});

describe('entersLedger', () => {
  it('only the move to completed of a billable task that was not completed yet', () => {
    const task = { ...operation('render-video'), status: 'inProgress' as const };
    expect(entersLedger(task, 'completed')).toBe(true);
    expect(entersLedger({ ...task, status: 'resolved' }, 'completed')).toBe(true);
    expect(entersLedger({ ...task, status: 'completed' }, 'completed')).toBe(false);
    for (const to of ['rejected', 'canceled', 'skipped', 'inProgress', 'review'] as const) {
      expect(entersLedger(task, to), to).toBe(false);
    }
    expect(entersLedger({ ...operation('support-ticket'), status: 'inProgress' }, 'completed')).toBe(false);
  });
});
