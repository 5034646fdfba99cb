import { describe, expect, it } from 'vitest';
import type { VideoLifecycleView } from '#shared/api';
import { VIDEO_STATUSES } from '#shared/domain/video-lifecycle';
import { editAccess, sectionEditScope } from './edit-access';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const mine = { userId: 'u1', email: 'a@acme.test', since: NOW.toISOString(), mine: true };
const theirs = { ...mine, userId: 'u2', email: 'b@acme.test', mine: false };
const lock = (minutes: number) => ({
  kind: 'translation' as const,
  since: NOW.toISOString(),
  expiresAt: new Date(NOW.getTime() + minutes * 60_000).toISOString(),
});
const view = (over: Partial<VideoLifecycleView> = {}): VideoLifecycleView => ({
  videoId: 'v1',
  humanId: 'abc',
  name: 'Pricing',
  status: 'draft',
  lastVersion: 1,
  publishedVersion: null,
  checkout: mine,
  lock: null,
  mayForce: false,
  ...over,
});

describe('editAccess', () => {
  it('lets the holder of a draft edit its content and its fields', () => {
    expect(editAccess(view(), 1, 'version', NOW)).toEqual({ editable: true, reasons: [], offers: [] });
    expect(editAccess(view(), 1, 'video', NOW).editable).toBe(true);
  });

  it('is read-only while nobody holds the video, offering "Check out to edit"', () => {
    expect(editAccess(view({ checkout: null }), 1, 'version', NOW)).toEqual({
      editable: false,
      reasons: [{ key: 'video-lifecycle-checked-in' }],
      offers: ['checkOut'],
    });
  });

  it('names the other editor and offers to take over', () => {
    expect(editAccess(view({ checkout: theirs }), 1, 'video', NOW)).toEqual({
      editable: false,
      reasons: [{ key: 'video-lifecycle-checked-out-by', values: { email: 'b@acme.test' } }],
      offers: ['takeOver'],
    });
  });

  it("says the lock's kind while a job works on the video, and still offers the check-out", () => {
    expect(editAccess(view({ checkout: null, lock: lock(5) }), 1, 'version', NOW)).toEqual({
      editable: false,
      reasons: [
        { key: 'video-lifecycle-checked-in' },
        { key: 'video-lifecycle-reason-locked', values: { kindKey: 'video-lifecycle-lock-translation' } },
      ],
      offers: ['checkOut'],
    });
    expect(editAccess(view({ status: 'transcoding' }), 1, 'video', NOW).reasons).toEqual([
      { key: 'video-lifecycle-reason-locked', values: { kindKey: 'video-lifecycle-lock-processing' } },
    ]);
    // An expired lock no longer holds (the server settles it as timedOut).
    expect(editAccess(view({ lock: lock(-1) }), 1, 'version', NOW).editable).toBe(true);
  });

  it('refuses the published content; a newer major version is a draft for the editor, not for the fields', () => {
    const published = view({ status: 'published', lastVersion: 2, publishedVersion: 1 });
    expect(editAccess(published, 1, 'version', NOW)).toEqual({
      editable: false,
      reasons: [{ key: 'video-lifecycle-edit-published' }],
      offers: [],
    });
    expect(editAccess(published, 2, 'version', NOW).editable).toBe(true);
    expect(editAccess(published, 2, 'video', NOW).reasons).toEqual([
      { key: 'video-lifecycle-edit-published' },
    ]);
  });

  it('offers back to draft where the table allows it from a status that is not editable', () => {
    expect(editAccess(view({ status: 'unpublished' }), 1, 'version', NOW)).toEqual({
      editable: false,
      reasons: [
        { key: 'video-lifecycle-reason-status', values: { statusKey: 'videos-admin-status-unpublished' } },
      ],
      offers: ['makeDraft'],
    });
    expect(editAccess(view({ status: 'archived', checkout: null }), 1, 'version', NOW).offers).toEqual([]);
  });

  it("agrees with the server's guard for every status, holder and lock, and always says why", () => {
    for (const status of VIDEO_STATUSES) {
      for (const checkout of [mine, theirs, null]) {
        for (const held of [null, lock(5)]) {
          for (const scope of ['version', 'video'] as const) {
            const access = editAccess(view({ status, checkout, lock: held }), 1, scope, NOW);
            const expected = ['draft', 'planned', 'timedOut'].includes(status) && checkout === mine && !held;
            expect(access.editable, `${status} ${checkout?.email} ${held?.kind} ${scope}`).toBe(expected);
            expect(access.reasons.length > 0).toBe(!expected);
          }
        }
      }
    }
  });
});

describe('sectionEditScope', () => {
  it('puts the overview and tags under the video scope, the editor tabs under the version, not the rest', () => {
    expect(sectionEditScope('overview')).toBe('video');
    expect(sectionEditScope('tags')).toBe('video');
    for (const tab of ['effects', 'manuscript', 'quick-guide', 'links'])
      expect(sectionEditScope(tab)).toBe('version');
    for (const other of ['upload-files', 'event-log', 'reports', 'embed-codes']) {
      expect(sectionEditScope(other)).toBeNull();
    }
  });
});
