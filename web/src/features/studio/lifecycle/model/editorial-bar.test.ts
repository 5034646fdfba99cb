import { describe, expect, it } from 'vitest';
import type { VideoLifecycleView } from '#shared/api';
import { barButtons, controlLine } from './editorial-bar';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const view = (over: Partial<VideoLifecycleView> = {}): VideoLifecycleView => ({
  videoId: 'v1',
  humanId: 'abc',
  name: 'Pricing',
  status: 'draft',
  lastVersion: 1,
  publishedVersion: null,
  checkout: null,
  lock: null,
  mayForce: false,
  ...over,
});
const enabled = (v: VideoLifecycleView) =>
  barButtons(v, NOW)
    .filter((b) => !b.disabledBecause)
    .map((b) => b.action);
const reasonOf = (v: VideoLifecycleView, action: string) =>
  barButtons(v, NOW).find((b) => b.action === action)?.disabledBecause;

describe('the editorial bar', () => {
  it('offers check-out, ready, publish and delete for a draft nobody holds', () => {
    expect(enabled(view())).toEqual(['checkOut', 'markReady', 'publish', 'archive', 'delete']);
    expect(reasonOf(view(), 'makeDraft')).toEqual({
      key: 'video-lifecycle-reason-status',
      values: { statusKey: 'videos-admin-status-draft' },
    });
  });

  it('offers check-in to the holder, take over to others and force only to admins', () => {
    const mine = { userId: 'u1', email: 'a@acme.test', since: NOW.toISOString(), mine: true };
    const theirs = { ...mine, userId: 'u2', email: 'b@acme.test', mine: false };
    expect(enabled(view({ checkout: mine }))[0]).toBe('checkIn');
    expect(enabled(view({ checkout: theirs })).slice(0, 2)).toEqual(['takeOver', 'markReady']);
    expect(enabled(view({ checkout: theirs, mayForce: true })).slice(0, 2)).toEqual([
      'takeOver',
      'forceCheckIn',
    ]);
    expect(reasonOf(view({ checkout: theirs }), 'delete')).toEqual({
      key: 'video-lifecycle-checked-out-by',
      values: { email: 'b@acme.test' },
    });
    expect(controlLine(view())).toEqual({ key: 'video-lifecycle-checked-in' });
    expect(controlLine(view({ checkout: mine }))).toEqual({ key: 'video-lifecycle-checked-out-by-you' });
    expect(controlLine(view({ checkout: theirs }))).toEqual({
      key: 'video-lifecycle-checked-out-by',
      values: { email: 'b@acme.test' },
    });
  });

  it('a published video: unpublish only; then back to draft', () => {
    const published = view({ status: 'published', publishedVersion: 1 });
    expect(enabled(published)).toEqual(['checkOut', 'unpublish']);
    expect(reasonOf(published, 'delete')).toEqual({ key: 'video-lifecycle-reason-published' });
    expect(reasonOf(published, 'archive')).toEqual({ key: 'video-lifecycle-reason-published' });
    expect(enabled(view({ status: 'unpublished' }))).toEqual([
      'checkOut',
      'publish',
      'makeDraft',
      'archive',
      'delete',
    ]);
  });

  it('a newer major version of a published video can be published', () => {
    const v = view({ status: 'published', lastVersion: 2, publishedVersion: 1 });
    expect(enabled(v)).toContain('publish');
    expect(enabled(v)).not.toContain('unpublish');
  });

  it('a lock disables status changes and delete, naming the job', () => {
    const locked = view({
      lock: { kind: 'translation', since: NOW.toISOString(), expiresAt: '2026-11-25T11:00:00.000Z' },
    });
    expect(enabled(locked)).toEqual(['checkOut']);
    expect(reasonOf(locked, 'publish')).toEqual({
      key: 'video-lifecycle-reason-locked',
      values: { kindKey: 'video-lifecycle-lock-translation' },
    });
  });

  it('an archived video cannot be checked out; it is restored instead of archived', () => {
    const archived = view({ status: 'archived' });
    expect(reasonOf(archived, 'checkOut')?.key).toBe('video-lifecycle-reason-status');
    expect(enabled(archived)).toEqual(['restore', 'delete']);
    expect(barButtons(archived, NOW).map((b) => b.action)).not.toContain('archive');
  });

  it('archive and restore follow the server: the table, a lock, another editor, a job at work', () => {
    const theirs = { userId: 'u2', email: 'b@acme.test', since: NOW.toISOString(), mine: false };
    const mine = { ...theirs, userId: 'u1', mine: true };
    expect(reasonOf(view({ checkout: theirs }), 'archive')).toEqual({
      key: 'video-lifecycle-checked-out-by',
      values: { email: 'b@acme.test' },
    });
    expect(reasonOf(view({ checkout: mine }), 'archive')).toBeNull();
    expect(reasonOf(view({ status: 'archived', checkout: theirs }), 'restore')?.key).toBe(
      'video-lifecycle-checked-out-by',
    );
    const lock = {
      kind: 'generation' as const,
      since: NOW.toISOString(),
      expiresAt: '2026-11-25T11:00:00.000Z',
    };
    expect(reasonOf(view({ status: 'archived', lock }), 'restore')).toEqual({
      key: 'video-lifecycle-reason-locked',
      values: { kindKey: 'video-lifecycle-lock-generation' },
    });
    expect(reasonOf(view({ status: 'rendering' }), 'archive')).toEqual({
      key: 'video-lifecycle-reason-locked',
      values: { kindKey: 'video-lifecycle-lock-processing' },
    });
    for (const status of ['draft', 'readyToPublish', 'unpublished', 'planned', 'timedOut'] as const) {
      expect(reasonOf(view({ status }), 'archive'), status).toBeNull();
    }
  });
});
