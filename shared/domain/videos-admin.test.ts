import { describe, expect, it } from 'vitest';
import {
  VIDEO_ADMIN_TEXTS,
  ARCHIVABLE_STATUSES,
  archiveRefusal,
  channelScope,
  chosenTrack,
  moveRefusal,
  restoreRefusal,
  rootTracks,
  subChannelsOf,
  subTracksOf,
  videoListPage,
  videosInTrack,
  type FilterChannel,
  type ListedVideo,
} from './videos-admin.js';
import { TRANSITIONS, VIDEO_STATUSES, mayTransition } from './video-lifecycle.js';

const video = (id: string, extra: Partial<ListedVideo> = {}): ListedVideo => ({
  id,
  humanId: `h${id}`,
  name: id,
  status: 'published',
  type: 'other',
  channelId: 'sales',
  channelName: 'Sales',
  authorEmail: 'ada@acme.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const channels: FilterChannel[] = [
  { id: 'sales', name: 'Sales', parentId: null },
  { id: 'sales-emea', name: 'Sales EMEA', parentId: 'sales' },
  { id: 'hr', name: 'HR', parentId: null },
];

const welcome = video('v1', { name: 'Welcome aboard', createdAt: '2026-03-01T00:00:00.000Z' });
const pitch = video('v2', {
  name: 'Pitch',
  channelId: 'sales-emea',
  channelName: 'Sales EMEA',
  status: 'draft',
  type: 'how-to',
  authorEmail: 'Bob@acme.test',
  createdAt: '2026-02-01T00:00:00.000Z',
});
const policy = video('v3', { name: 'Policy', channelId: 'hr', channelName: 'HR', status: 'archived' });
const all = [welcome, pitch, policy];
const ids = (page: { videos: ListedVideo[] }) => page.videos.map((v) => v.id);

describe('the /admin/videos list', () => {
  it('sorts newest first by default and pages 25 at a time', () => {
    const page = videoListPage(all, channels, {}, null);
    expect(ids(page)).toEqual(['v1', 'v2', 'v3']);
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 25 });
  });

  it('searches every word in the name or the humanId', () => {
    expect(ids(videoListPage(all, channels, { search: 'welcome ABOARD' }, null))).toEqual(['v1']);
    expect(ids(videoListPage(all, channels, { search: 'hv3' }, null))).toEqual(['v3']);
    expect(ids(videoListPage(all, channels, { search: 'welcome pitch' }, null))).toEqual([]);
  });

  it('filters by author e-mail (any case), status and type', () => {
    expect(ids(videoListPage(all, channels, { authorEmail: 'bob@acme.test' }, null))).toEqual(['v2']);
    expect(ids(videoListPage(all, channels, { status: 'archived' }, null))).toEqual(['v3']);
    expect(ids(videoListPage(all, channels, { type: 'how-to' }, null))).toEqual(['v2']);
  });

  it('counts a sub-channel’s videos as its channel’s; the sub-channel narrows to itself', () => {
    expect(ids(videoListPage(all, channels, { channelId: 'sales' }, null))).toEqual(['v1', 'v2']);
    expect(
      ids(videoListPage(all, channels, { channelId: 'sales', subChannelId: 'sales-emea' }, null)),
    ).toEqual(['v2']);
    expect(ids(videoListPage(all, channels, { channelId: 'hr' }, null))).toEqual(['v3']);
  });

  it('keeps only the videos in the chosen track', () => {
    expect(ids(videoListPage(all, channels, { trackId: 't' }, new Set(['v3', 'v1'])))).toEqual(['v1', 'v3']);
  });

  it('sorts by name, status and channel in either order', () => {
    expect(ids(videoListPage(all, channels, { sort: 'name' }, null))).toEqual(['v2', 'v3', 'v1']);
    expect(ids(videoListPage(all, channels, { sort: 'name', order: 'desc' }, null))).toEqual([
      'v1',
      'v3',
      'v2',
    ]);
    expect(ids(videoListPage(all, channels, { sort: 'status' }, null))).toEqual(['v3', 'v2', 'v1']);
    expect(ids(videoListPage(all, channels, { sort: 'channel' }, null))).toEqual(['v3', 'v1', 'v2']);
  });

  it('answers the last page for a page past the end', () => {
    const page = videoListPage(all, channels, { pageSize: 2, page: 9, sort: 'name' }, null);
    expect(page).toMatchObject({ page: 2, total: 3 });
    expect(ids(page)).toEqual(['v1']);
  });
});

describe('the filters’ cascade', () => {
  const tracks = [
    { id: 'onboarding', name: 'Onboarding', parentId: null },
    { id: 'first-week', name: 'First week', parentId: 'onboarding' },
    { id: 'day-one', name: 'Day one', parentId: 'first-week' },
    { id: 'orphan', name: 'Orphan', parentId: 'gone' },
  ];

  it('offers sub-channels of the chosen channel only', () => {
    expect(subChannelsOf(channels, 'sales').map((c) => c.id)).toEqual(['sales-emea']);
    expect(subChannelsOf(channels, '')).toEqual([]);
    expect(channelScope(channels, {})).toBeNull();
  });

  it('offers the tracks level by level; a sub-track whose parent is gone is a root', () => {
    expect(rootTracks(tracks).map((t) => t.id)).toEqual(['onboarding', 'orphan']);
    expect(subTracksOf(tracks, 'onboarding').map((t) => t.id)).toEqual(['first-week']);
    expect(subTracksOf(tracks, 'first-week').map((t) => t.id)).toEqual(['day-one']);
  });

  it('filters by the deepest level chosen', () => {
    expect(chosenTrack({ trackId: 'a', subTrackId: 'b', subSubTrackId: 'c' })).toBe('c');
    expect(chosenTrack({ trackId: 'a', subTrackId: 'b' })).toBe('b');
    expect(chosenTrack({})).toBeNull();
  });

  it('finds a track’s videos in its sub-tracks too, and survives a cycle', () => {
    const itemsOf = new Map([
      [
        'onboarding',
        [
          { type: 'video' as const, targetId: 'v1' },
          { type: 'track' as const, targetId: 'first-week' },
        ],
      ],
      [
        'first-week',
        [
          { type: 'video' as const, targetId: 'v2' },
          { type: 'track' as const, targetId: 'onboarding' },
        ],
      ],
    ]);
    expect([...videosInTrack('onboarding', itemsOf)].sort()).toEqual(['v1', 'v2']);
    expect([...videosInTrack('first-week', itemsOf)].sort()).toEqual(['v1', 'v2']);
  });
});

describe('the single-video actions’ rules', () => {
  it('moves only a draft or unpublished video, to another channel, and never while processing', () => {
    expect(moveRefusal({ status: 'draft', channelId: 'a' }, 'b')).toBeNull();
    expect(moveRefusal({ status: 'unpublished', channelId: 'a' }, 'b')).toBeNull();
    expect(moveRefusal({ status: 'published', channelId: 'a' }, 'b')).toBe(VIDEO_ADMIN_TEXTS.moveNotDraft);
    expect(moveRefusal({ status: 'archived', channelId: 'a' }, 'b')).toBe(VIDEO_ADMIN_TEXTS.moveNotDraft);
    expect(moveRefusal({ status: 'transcoding', channelId: 'a' }, 'b')).toBe(VIDEO_ADMIN_TEXTS.processing);
    expect(moveRefusal({ status: 'draft', channelId: 'a' }, 'a')).toBe(VIDEO_ADMIN_TEXTS.sameChannel);
  });

  it('archives what is neither published nor processing, once', () => {
    expect(archiveRefusal({ status: 'draft' }, false)).toBeNull();
    expect(archiveRefusal({ status: 'unpublished' }, false)).toBeNull();
    expect(archiveRefusal({ status: 'published' }, false)).toBe(VIDEO_ADMIN_TEXTS.archivePublished);
    expect(archiveRefusal({ status: 'rendering' }, false)).toBe(VIDEO_ADMIN_TEXTS.processing);
    expect(archiveRefusal({ status: 'draft' }, true)).toBe(VIDEO_ADMIN_TEXTS.processing);
    expect(archiveRefusal({ status: 'archived' }, false)).toBe(VIDEO_ADMIN_TEXTS.alreadyArchived);
  });

  it("archives exactly from the life cycle's transition table", () => {
    expect(ARCHIVABLE_STATUSES).toEqual(TRANSITIONS.archive.from);
    for (const status of VIDEO_STATUSES) {
      expect(archiveRefusal({ status }, false) === null, status).toBe(mayTransition(status, 'archive'));
      expect(restoreRefusal({ status }) === null, status).toBe(mayTransition(status, 'restore'));
    }
  });

  it('restores only an archived video', () => {
    expect(restoreRefusal({ status: 'archived' })).toBeNull();
    expect(restoreRefusal({ status: 'draft' })).toBe(VIDEO_ADMIN_TEXTS.notArchived);
  });
});
