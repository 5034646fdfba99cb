import { describe, expect, it } from 'vitest';
import {
  LIFECYCLE_ACTIONS,
  LIFECYCLE_TEXTS,
  VIDEO_STATUSES,
  actionsFrom,
  controlRefusal,
  deleteRefusal,
  editRefusal,
  hasUnpublishedVersion,
  isPublishedContent,
  lockActive,
  mayTransition,
  nextStatus,
  transcodeTimedOut,
  transitionRefusal,
  videoFieldsRefusal,
  type LifecycleAction,
  type LifecycleVideo,
  type VideoStatus,
} from './video-lifecycle.js';

/**
 * The table written out once more, row by row (status → the actions allowed and where they lead), so
 * a change to TRANSITIONS must be made here too: every one of the 9 × 11 pairs is checked.
 */
const EXPECTED: Record<VideoStatus, Partial<Record<LifecycleAction, VideoStatus>>> = {
  draft: {
    upload: 'transcoding',
    render: 'rendering',
    lockExpired: 'timedOut',
    markReady: 'readyToPublish',
    publish: 'published',
    archive: 'archived',
  },
  readyToPublish: { lockExpired: 'timedOut', makeDraft: 'draft', publish: 'published', archive: 'archived' },
  published: { unpublish: 'unpublished' },
  unpublished: { makeDraft: 'draft', publish: 'published', archive: 'archived' },
  archived: { restore: 'draft' },
  planned: { upload: 'transcoding', archive: 'archived' },
  transcoding: { upload: 'transcoding', transcodeSettled: 'draft', lockExpired: 'timedOut' },
  rendering: { renderSettled: 'draft', lockExpired: 'timedOut' },
  timedOut: {
    upload: 'transcoding',
    render: 'rendering',
    makeDraft: 'draft',
    publish: 'published',
    archive: 'archived',
  },
};

const pairs = VIDEO_STATUSES.flatMap((status) =>
  LIFECYCLE_ACTIONS.map((action) => [status, action] as const),
);

describe('the transition table', () => {
  it.each(pairs)('%s × %s is allowed exactly as the table says, leading where it says', (status, action) => {
    const expected = EXPECTED[status][action] ?? null;
    expect(mayTransition(status, action)).toBe(expected !== null);
    expect(nextStatus(status, action)).toBe(expected);
  });

  it('lists the actions of each status in the order of LIFECYCLE_ACTIONS', () => {
    for (const status of VIDEO_STATUSES) {
      expect(actionsFrom(status)).toEqual(LIFECYCLE_ACTIONS.filter((a) => a in EXPECTED[status]));
    }
  });

  it('has no way out of published but unpublish (a published video is unpublished, then made draft)', () => {
    expect(actionsFrom('published')).toEqual(['unpublish']);
    expect(nextStatus('unpublished', 'makeDraft')).toBe('draft');
  });
});

const NOW = new Date('2026-11-25T10:00:00.000Z');
const lock = (minutesLeft: number) => ({
  kind: 'translation' as const,
  since: '2026-11-25T09:00:00.000Z',
  expiresAt: new Date(NOW.getTime() + minutesLeft * 60_000).toISOString(),
});
const mine = { userId: 'u1', email: 'a@acme.test', since: '2026-11-25T09:30:00.000Z' };
const theirs = { userId: 'u2', email: 'b@acme.test', since: '2026-11-25T09:30:00.000Z' };
const draft = (over: Partial<LifecycleVideo> = {}): LifecycleVideo => ({
  status: 'draft',
  lastVersion: 1,
  checkout: mine,
  ...over,
});

describe('editRefusal', () => {
  it('lets the editor holding a draft edit it', () => {
    expect(editRefusal(draft(), 1, 'u1', NOW)).toBeNull();
  });

  it('says "Video is checked in" when nobody holds it and names who else does', () => {
    expect(editRefusal(draft({ checkout: null }), 1, 'u1', NOW)).toEqual({
      status: 409,
      message: 'Video is checked in',
    });
    expect(editRefusal(draft({ checkout: theirs }), 1, 'u1', NOW)).toEqual({
      status: 409,
      message: 'Video is checked out by b@acme.test',
    });
  });

  it('refuses the published content ("Can not update published video") but not a newer major version', () => {
    const published = draft({ status: 'published', lastVersion: 2, publishedVersion: 1 });
    expect(editRefusal(published, 1, 'u1', NOW)).toEqual({
      status: 409,
      message: 'Can not update published video',
    });
    expect(editRefusal(published, 2, 'u1', NOW)).toBeNull();
    // A video published before publishedVersion was recorded: its latest version is what plays.
    expect(editRefusal(draft({ status: 'published', lastVersion: 2 }), 2, 'u1', NOW)?.message).toBe(
      'Can not update published video',
    );
  });

  it('refuses while a lock is in force, with the lock kind, and not once it expired', () => {
    expect(editRefusal(draft({ lock: lock(5) }), 1, 'u1', NOW)).toEqual({
      status: 409,
      message: 'Cannot update a video when it is getting translated',
    });
    expect(editRefusal(draft({ lock: lock(-1) }), 1, 'u1', NOW)).toBeNull();
  });

  it('refuses while a job processes the video', () => {
    for (const status of ['transcoding', 'rendering'] as const) {
      expect(editRefusal(draft({ status }), 1, 'u1', NOW)?.message).toBe(
        'Cannot update a video when it is getting processed',
      );
    }
  });

  it('allows draft, planned and timedOut; refuses the other statuses with their reason', () => {
    for (const status of VIDEO_STATUSES) {
      const refusal = editRefusal(draft({ status }), 1, 'u1', NOW);
      if (['draft', 'planned', 'timedOut'].includes(status)) expect(refusal).toBeNull();
      else expect(refusal?.status).toBe(409);
    }
    expect(editRefusal(draft({ status: 'archived' }), 1, 'u1', NOW)?.message).toBe(LIFECYCLE_TEXTS.archived);
    expect(editRefusal(draft({ status: 'unpublished' }), 1, 'u1', NOW)?.message).toBe(
      'A video in status unpublished cannot be edited: make it a draft first',
    );
  });

  it('answers 404 for a version that does not exist', () => {
    for (const version of [0, 2, 1.5]) {
      expect(editRefusal(draft(), version, 'u1', NOW)).toEqual({ status: 404, message: 'Version not found' });
    }
  });
});

describe("videoFieldsRefusal (the overview's, tags' and classification's guard)", () => {
  it('follows editRefusal for the latest version: held by the caller, no lock, an editable status', () => {
    expect(videoFieldsRefusal(draft({ lastVersion: 2 }), 'u1', NOW)).toBeNull();
    expect(videoFieldsRefusal(draft({ checkout: null }), 'u1', NOW)?.message).toBe('Video is checked in');
    expect(videoFieldsRefusal(draft({ checkout: theirs }), 'u1', NOW)?.message).toBe(
      'Video is checked out by b@acme.test',
    );
    expect(videoFieldsRefusal(draft({ lock: lock(5) }), 'u1', NOW)?.message).toBe(
      'Cannot update a video when it is getting translated',
    );
    expect(videoFieldsRefusal(draft({ status: 'readyToPublish' }), 'u1', NOW)?.message).toBe(
      'A video in status readyToPublish cannot be edited: make it a draft first',
    );
  });

  it('refuses a published video even while a newer major version is drafted: its fields are what members see', () => {
    const published = draft({ status: 'published', lastVersion: 2, publishedVersion: 1 });
    expect(editRefusal(published, 2, 'u1', NOW)).toBeNull();
    expect(videoFieldsRefusal(published, 'u1', NOW)).toEqual({
      status: 409,
      message: 'Can not update published video',
    });
  });
});

describe('controlRefusal (archive, restore, move)', () => {
  it('needs no check-out of the caller, but refuses a lock in force and another editor holding it', () => {
    expect(controlRefusal(draft({ checkout: null }), 'u1', 'archive', NOW)).toBeNull();
    expect(controlRefusal(draft({ checkout: mine }), 'u1', 'archive', NOW)).toBeNull();
    expect(controlRefusal(draft({ checkout: theirs }), 'u1', 'restore', NOW)).toEqual({
      status: 409,
      message: 'Video is checked out by b@acme.test',
    });
    expect(controlRefusal(draft({ lock: lock(5) }), 'u1', 'archive', NOW)?.message).toBe(
      'Cannot archive a video when it is getting translated',
    );
    expect(controlRefusal(draft({ lock: lock(5) }), 'u1', 'move', NOW)?.message).toBe(
      'Cannot move a video when it is getting translated',
    );
    expect(controlRefusal(draft({ lock: lock(-1), checkout: null }), 'u1', 'archive', NOW)).toBeNull();
  });
});

describe('deleteRefusal', () => {
  it('deletes what members do not watch and no job works on', () => {
    for (const status of VIDEO_STATUSES) {
      const refusal = deleteRefusal(draft({ status, checkout: null }), 'u1', NOW);
      if (['published', 'transcoding', 'rendering'].includes(status)) expect(refusal?.status).toBe(409);
      else expect(refusal).toBeNull();
    }
    expect(deleteRefusal(draft({ status: 'published' }), 'u1', NOW)?.message).toBe(
      'A published video must be unpublished before it is deleted',
    );
  });

  it('refuses while locked or checked out by another editor', () => {
    expect(deleteRefusal(draft({ lock: lock(5) }), 'u1', NOW)?.message).toBe(
      'Cannot delete a video when it is getting translated',
    );
    expect(deleteRefusal(draft({ checkout: theirs }), 'u1', NOW)?.message).toBe(
      'Video is checked out by b@acme.test',
    );
    expect(deleteRefusal(draft({ checkout: mine }), 'u1', NOW)).toBeNull();
  });
});

describe('transitionRefusal', () => {
  it('blocks publishing while locked', () => {
    expect(transitionRefusal(draft({ lock: lock(5) }), 'publish', NOW)?.message).toBe(
      'Cannot publish a video when it is getting translated',
    );
    expect(transitionRefusal(draft({ lock: lock(-5) }), 'publish', NOW)).toBeNull();
  });

  it('says a planned video is not available yet, and names status and action otherwise', () => {
    expect(transitionRefusal(draft({ status: 'planned' }), 'publish', NOW)?.message).toBe(
      'This video has been planned but is not available yet.',
    );
    expect(transitionRefusal(draft({ status: 'archived' }), 'unpublish', NOW)?.message).toBe(
      'A video in status archived cannot unpublish',
    );
  });

  it('publishes a newer major version of a published video over the one that plays', () => {
    const video = draft({ status: 'published', lastVersion: 2, publishedVersion: 1 });
    expect(hasUnpublishedVersion(video)).toBe(true);
    expect(transitionRefusal(video, 'publish', NOW)).toBeNull();
    expect(transitionRefusal({ ...video, publishedVersion: 2 }, 'publish', NOW)?.status).toBe(409);
  });
});

describe('locks and published content', () => {
  it('a video left transcoding for more than two hours timed out; a running transcode did not', () => {
    const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
    expect(transcodeTimedOut('transcoding', at(121), NOW)).toBe(true);
    expect(transcodeTimedOut('transcoding', at(90), NOW)).toBe(false);
    expect(transcodeTimedOut('draft', at(600), NOW)).toBe(false);
    expect(transcodeTimedOut('transcoding', undefined, NOW)).toBe(false);
  });

  it('a lock is in force until it expires', () => {
    expect(lockActive(lock(1), NOW)).toBe(true);
    expect(lockActive(lock(0), NOW)).toBe(false);
    expect(lockActive(null, NOW)).toBe(false);
  });

  it('the published version and older ones are the published content', () => {
    const video = draft({ status: 'published', lastVersion: 3, publishedVersion: 2 });
    expect([1, 2, 3].map((v) => isPublishedContent(video, v))).toEqual([true, true, false]);
    expect(isPublishedContent(draft(), 1)).toBe(false);
  });
});
