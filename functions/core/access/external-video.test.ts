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
