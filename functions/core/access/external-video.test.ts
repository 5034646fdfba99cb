/**
 * viewableVideo for videos of channels another organization shares in (docs/decisions.md "External
 * videos"), with the data layer mocked: the source side decides every time (a company channel, active,
 * not private, whose `sharedWithOrgs` holds the viewer's organization), the viewer's externalChannel
 * records only say where to look, and only published videos play.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { TenantContext } from '../http/tenant.js';

interface StoredVideo {
  orgId: string;
  videoId: string;
  humanId: string;
  channelId: string;
  status: string;
}
interface StoredChannel {
  orgId: string;
  channelId: string;
  type: 'company' | 'personal';
  status: 'active' | 'archived';
  isPrivate: boolean;
  sharedWithOrgs: string[];
}

const state = vi.hoisted(() => ({
  videos: [] as StoredVideo[],
  channels: [] as StoredChannel[],
  externals: [] as { orgId: string; sourceOrgId: string; channelId: string }[],
  roles: [] as { channelId: string }[],
  videoLookups: [] as string[],
  // Playlist shares (shared-playlists.ts): the viewer's externalTrack records, the source's shares, tracks, items.
  externalTracks: [] as { orgId: string; sourceOrgId: string; trackId: string }[],
  trackShares: [] as { orgId: string; trackId: string; targetOrgId: string }[],
  tracks: [] as { orgId: string; trackId: string; channelId: string; name: string; status: string }[],
  items: [] as {
    orgId: string;
    trackId: string;
    position: number;
    type: 'video' | 'track';
    targetId: string;
  }[],
}));

vi.mock('../data/video-data.js', () => ({
  videoData: (orgId: string) => ({
    video: async (videoId: string) => {
      state.videoLookups.push(orgId);
      return state.videos.find((v) => v.orgId === orgId && v.videoId === videoId) ?? null;
    },
    videoByHumanId: async (humanId: string) =>
      state.videos.find((v) => v.orgId === orgId && v.humanId === humanId) ?? null,
  }),
}));
vi.mock('../data/tenant-data.js', () => ({
  tenantData: (orgId: string) => ({
    externalChannels: async () => state.externals.filter((x) => x.orgId === orgId),
    channelRolesOf: async () => state.roles,
  }),
}));
vi.mock('../data/channel-data.js', () => ({
  channelData: (orgId: string) => ({
    channel: async (channelId: string) =>
      state.channels.find((c) => c.orgId === orgId && c.channelId === channelId) ?? null,
    itemsOfTrack: async (trackId: string) =>
      state.items.filter((i) => i.orgId === orgId && i.trackId === trackId),
  }),
}));
vi.mock('../data/playlist-share-data.js', () => ({
  playlistShareData: (orgId: string) => ({
    externalTracks: async () => state.externalTracks.filter((x) => x.orgId === orgId),
    share: async (trackId: string, targetOrgId: string) =>
      state.trackShares.find(
        (x) => x.orgId === orgId && x.trackId === trackId && x.targetOrgId === targetOrgId,
      ) ?? null,
  }),
}));
vi.mock('../data/lists-data.js', () => ({
  listsData: (orgId: string) => ({
    track: async (trackId: string) =>
      state.tracks.find((t) => t.orgId === orgId && t.trackId === trackId) ?? null,
  }),
}));

const { viewableVideo } = await import('./videos.js');

const VIDEO = '0b5f0c7e-0000-4000-8000-00000000000a';
const globexMember: TenantContext = {
  orgId: 'globex',
  activeOrgId: 'globex',
  userId: 'g1',
  email: 'member@globex.test',
  role: 'member',
  isStaff: false,
  permissions: [],
};
const globexAdmin: TenantContext = { ...globexMember, role: 'admin', userId: 'g0' };

const sharedChannel = (): StoredChannel => ({
  orgId: 'acme',
  channelId: 'ch-acme-sales',
  type: 'company',
  status: 'active',
  isPrivate: false,
  sharedWithOrgs: ['globex'],
});

beforeEach(() => {
  state.videos = [
    { orgId: 'acme', videoId: VIDEO, humanId: 'pitch12345', channelId: 'ch-acme-sales', status: 'published' },
  ];
  state.channels = [sharedChannel()];
  state.externals = [{ orgId: 'globex', sourceOrgId: 'acme', channelId: 'ch-acme-sales' }];
  state.roles = [];
  state.videoLookups = [];
  state.externalTracks = [];
  state.trackShares = [];
  state.tracks = [];
  state.items = [];
});

const notFound = expect.objectContaining({ statusCode: 404 });

describe('viewableVideo for an external video', () => {
  it('answers the source organization’s video, by id and by humanId, while the source shares it', async () => {
    expect(await viewableVideo(globexMember, VIDEO)).toMatchObject({ orgId: 'acme', videoId: VIDEO });
    expect(await viewableVideo(globexMember, 'pitch12345')).toMatchObject({ orgId: 'acme', videoId: VIDEO });
  });

  it.each([
    ['the source no longer shares it with the viewer', { sharedWithOrgs: ['initech'] }],
    ['the source channel is private', { isPrivate: true }],
    ['the source channel is archived', { status: 'archived' as const }],
    ['the source channel is a personal channel', { type: 'personal' as const }],
  ])('is a 404 when %s', async (_, change) => {
    state.channels = [{ ...sharedChannel(), ...change }];
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
  });

  it('is a 404 when the source channel is gone', async () => {
    state.channels = [];
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
  });

  it('is a 404 for an unpublished video, also for the viewer organization’s admins', async () => {
    for (const status of ['draft', 'transcoding', 'archived']) {
      state.videos[0]!.status = status;
      await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
      await expect(viewableVideo(globexAdmin, VIDEO)).rejects.toEqual(notFound);
    }
  });

  it('is a 404 for a video of another channel of the same source, even one the source shares elsewhere', async () => {
    state.videos[0]!.channelId = 'ch-acme-other';
    state.channels.push({ ...sharedChannel(), channelId: 'ch-acme-other', sharedWithOrgs: ['initech'] });
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
  });

  it('does not trust the viewer’s own record: a source that never shared the channel is a 404', async () => {
    state.channels = [{ ...sharedChannel(), sharedWithOrgs: [] }];
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
  });

  it('looks only in organizations the viewer has records of', async () => {
    state.externals = [];
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
    expect(state.videoLookups).toEqual(['globex']);
  });

  it('prefers the viewer organization’s own video with the same humanId', async () => {
    state.videos.push({
      orgId: 'globex',
      videoId: 'own-video',
      humanId: 'pitch12345',
      channelId: 'ch-globex-x',
      status: 'published',
    });
    expect(await viewableVideo(globexMember, 'pitch12345')).toMatchObject({ orgId: 'globex' });
  });
});

describe('viewableVideo for a video of a playlist shared in (not its channel)', () => {
  const PLAYLIST_VIDEO = '0b5f0c7e-0000-4000-8000-00000000000b';
  beforeEach(() => {
    // Acme shares only the playlist with globex; its channel is shared with nobody.
    state.channels = [{ ...sharedChannel(), sharedWithOrgs: [] }];
    state.externals = [];
    state.videos.push({
      orgId: 'acme',
      videoId: PLAYLIST_VIDEO,
      humanId: 'playlist123',
      channelId: 'ch-acme-sales',
      status: 'published',
    });
    state.tracks = [
      { orgId: 'acme', trackId: 'tr-1', channelId: 'ch-acme-sales', name: 'Partners', status: 'active' },
    ];
    state.items = [{ orgId: 'acme', trackId: 'tr-1', position: 0, type: 'video', targetId: PLAYLIST_VIDEO }];
    state.externalTracks = [{ orgId: 'globex', sourceOrgId: 'acme', trackId: 'tr-1' }];
    state.trackShares = [{ orgId: 'acme', trackId: 'tr-1', targetOrgId: 'globex' }];
  });

  it("plays the playlist's video, and only it: the channel's other video stays a 404", async () => {
    expect(await viewableVideo(globexMember, 'playlist123')).toMatchObject({ orgId: 'acme' });
    await expect(viewableVideo(globexMember, VIDEO)).rejects.toEqual(notFound);
  });

  it.each([
    ['the source no longer shares the playlist', () => (state.trackShares = [])],
    ['the playlist is archived', () => (state.tracks[0]!.status = 'archived')],
    ['the channel became private', () => (state.channels[0]!.isPrivate = true)],
    ['the video is no longer in the playlist', () => (state.items = [])],
    ['the video is not published', () => (state.videos[1]!.status = 'draft')],
  ])('is a 404 when %s', async (_, change) => {
    change();
    await expect(viewableVideo(globexMember, 'playlist123')).rejects.toEqual(notFound);
  });
});
