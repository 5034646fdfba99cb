import { describe, expect, it } from 'vitest';
import type { TaskStatus } from '#shared/domain/task-statuses';
import {
  productionActionLabelKeys,
  productionFieldErrors,
  productionLinkFor,
  productionOrderPollMs,
  productionOrderStage,
  productionOrderPath,
  productionVideoLink,
  productionVideoState,
  showsProductionUpload,
  timelineRows,
} from './production-order';

const step = (
  s: 'verify' | 'generate' | 'approve' | 'review',
  round: number,
  taskId: string,
  status: TaskStatus = 'completed',
) => ({ step: s, round, taskId, status, assigneeEmail: `${s}@x.test`, updatedAt: '2026-01-01T00:00:00Z' });

describe('production order page model', () => {
  it('maps 400 issues to the form fields, first message per field', () => {
    expect(
      productionFieldErrors([
        { path: 'body.title', message: 'Required' },
        { path: 'body.title', message: 'second' },
        { path: 'body.brief', message: 'Describe what the video must show' },
        { path: 'body.other', message: 'x' },
        { path: 'channelId', message: 'Choose' },
      ]),
    ).toEqual({ title: 'Required', brief: 'Describe what the video must show', channelId: 'Choose' });
  });

  it('orders the time line by round and step, marking the page task', () => {
    const rows = timelineRows(
      [
        step('generate', 2, 't4', 'notStarted'),
        step('verify', 1, 't1'),
        step('approve', 1, 't3', 'rejected'),
        step('generate', 1, 't2'),
      ],
      't4',
    );
    expect(rows.map((r) => `${r.step}${r.round}`)).toEqual(['verify1', 'generate1', 'approve1', 'generate2']);
    expect(rows.map((r) => r.current)).toEqual([false, false, false, true]);
    expect(rows[2]?.owner).toBe('customer');
    expect(rows[0]?.owner).toBe('operator');
  });

  it('tells the video state and links a playable video only in its own organization', () => {
    const video = { videoId: 'v', humanId: 'h1', status: 'planned', uploaded: false, playable: false };
    expect(productionVideoState(null)).toBe('missing');
    expect(productionVideoState(video)).toBe('not-uploaded');
    expect(productionVideoState({ ...video, uploaded: true })).toBe('processing');
    expect(productionVideoState({ ...video, uploaded: true, playable: true })).toBe('playable');
    expect(productionVideoLink({ ...video, playable: true }, null)).toBe('/video/h1');
    expect(productionVideoLink({ ...video, playable: true }, 'org2')).toBeNull();
    expect(productionVideoLink(video, null)).toBeNull();
  });

  it('offers the upload on a generate step the caller may complete', () => {
    expect(
      showsProductionUpload({ subtype: 'generate-generated-video', actions: ['complete', 'reject'] }),
    ).toBe(true);
    expect(showsProductionUpload({ subtype: 'generate-generated-video-cp07', actions: ['complete'] })).toBe(
      true,
    );
    expect(showsProductionUpload({ subtype: 'generate-generated-video', actions: ['take'] })).toBe(false);
    expect(showsProductionUpload({ subtype: 'verify-generated-video', actions: ['complete'] })).toBe(false);
  });

  it('links production steps to their order page', () => {
    expect(productionOrderPath('t 1')).toBe('/produce-video/t%201');
    expect(productionOrderPath('t1', 'o1')).toBe('/produce-video/t1?orgId=o1');
    expect(productionLinkFor({ taskId: 't1', subtype: 'review-generated-video', orgId: 'o1' })).toBe(
      '/produce-video/t1',
    );
    expect(
      productionLinkFor({ taskId: 't1', subtype: 'review-generated-video', orgId: 'o1' }, { withOrg: true }),
    ).toBe('/produce-video/t1?orgId=o1');
    expect(productionLinkFor({ taskId: 't1', subtype: 'support-ticket' })).toBeNull();
  });

  it('tells where the order stands, and polls only while nobody can act', () => {
    const video = { videoId: 'v', humanId: 'h1', status: 'draft', uploaded: true, playable: true };
    const stage = (steps: ReturnType<typeof step>[], v: typeof video | null = video) =>
      productionOrderStage({ steps, video: v });
    expect(stage([step('verify', 1, 't1', 'inProgress')])).toBe('open');
    // Verified: the machine is making the generation step.
    expect(stage([step('verify', 1, 't1')])).toBe('next');
    expect(stage([step('verify', 1, 't1', 'rejected')])).toBe('declined');
    expect(stage([step('verify', 1, 't1'), step('generate', 1, 't2', 'rejected')])).toBe('declined');
    // A rejected approval goes back to generation, until the fifth round.
    expect(
      stage([step('verify', 1, 't1'), step('generate', 1, 't2'), step('approve', 1, 't3', 'rejected')]),
    ).toBe('next');
    expect(stage([step('approve', 5, 't3', 'rejected')])).toBe('declined');
    expect(stage([step('verify', 1, 't1', 'canceled')])).toBe('withdrawn');
    const reviewed = [
      step('verify', 1, 't1'),
      step('generate', 1, 't2'),
      step('approve', 1, 't3'),
      step('review', 1, 't4'),
    ];
    expect(stage(reviewed)).toBe('next');
    expect(stage(reviewed, { ...video, status: 'published' })).toBe('published');

    expect(productionOrderPollMs({ steps: reviewed, video })).toBe(3_000);
    expect(productionOrderPollMs({ steps: [step('verify', 1, 't1', 'inProgress')], video })).toBe(10_000);
    expect(
      productionOrderPollMs({
        steps: [step('generate', 1, 't1', 'inProgress')],
        video: { ...video, playable: false },
      }),
    ).toBe(3_000);
    expect(productionOrderPollMs({ steps: reviewed, video: { ...video, status: 'published' } })).toBe(0);
    expect(productionOrderPollMs({ steps: [step('verify', 1, 't1', 'rejected')], video })).toBe(0);
  });

  it('names the step’s actions for whoever acts on it', () => {
    expect(productionActionLabelKeys('verify-generated-video', true)).toEqual({
      complete: 'production-action-accept',
      reject: 'production-action-decline',
    });
    expect(productionActionLabelKeys('verify-generated-video-cp07', false)).toEqual({
      cancel: 'production-action-withdraw',
    });
    expect(productionActionLabelKeys('generate-generated-video', true)).toEqual({
      complete: 'production-request-generation',
    });
    expect(productionActionLabelKeys('approve-generated-video', false)).toEqual({
      complete: 'production-action-approve',
    });
    expect(productionActionLabelKeys('review-video', false)).toEqual({});
  });
});
