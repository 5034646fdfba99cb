/**
 * createMajorVersion and updateGeneral (spec 1 §7; spec 2 §4 "New-version recording or upload: a major
 * version is created first, then the general update applies with version+1") with the data layer
 * mocked: who may call them, what they validate, and that a lost race on the version counter is a 409.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantContext } from '../../core/http/tenant.js';

const state = vi.hoisted(() => ({
  video: null as null | { videoId: string; channelId: string; lastVersion: number; masterLanguage: string },
  renditions: [] as { version: number; language: string; status: string; hlsMasterKey?: string }[],
  roles: [] as { channelId: string; role: string }[],
  open: vi.fn(),
  setRenditionSource: vi.fn(),
}));

vi.mock('../../core/data/video-data.js', () => ({
  videoData: () => ({
    video: async () => state.video,
    renditions: async () => state.renditions,
    setRenditionSource: state.setRenditionSource,
  }),
}));
vi.mock('../../core/data/video-versions.js', () => ({ videoVersions: () => ({ open: state.open }) }));
vi.mock('../../core/data/tenant-data.js', () => ({
  tenantData: () => ({
    channels: async () => [{ channelId: 'ch-a', status: 'active' }],
    channelRolesOf: async () => state.roles,
  }),
}));

const { createMajorVersion } = await import('./create-major-version.js');
const { updateGeneral } = await import('./update-general.js');

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000001';
const tenant = (role: 'admin' | 'member', activeOrgId = 'acme'): TenantContext => ({
  orgId: 'acme',
  activeOrgId,
  userId: 'u1',
  email: 'u1@acme.test',
  role,
  isStaff: false,
  permissions: [],
});
const payload = (p: Partial<Parameters<typeof createMajorVersion>[1]> = {}) => ({
  videoId: VIDEO,
  language: 'en-us' as const,
  reuseVideo: false,
  reuseRenderDefinition: false,
  keepTranslations: [],
  ...p,
});

beforeEach(() => {
  state.video = { videoId: VIDEO, channelId: 'ch-a', lastVersion: 2, masterLanguage: 'en-us' };
  state.renditions = [
    {
      version: 2,
      language: 'en-us',
      status: 'completed',
      hlsMasterKey: 'media/acme/x/2/en-us/hls/index.m3u8',
    },
    { version: 2, language: 'da', status: 'completed' },
  ];
  state.roles = [];
  state.open.mockReset();
  state.setRenditionSource.mockReset();
});

describe('createMajorVersion', () => {
  it('opens lastVersion + 1 from the version the video is at and answers it', async () => {
    state.open.mockResolvedValue(3);
    await expect(createMajorVersion(tenant('admin'), payload())).resolves.toEqual({ id: VIDEO, version: 3 });
    expect(state.open).toHaveBeenCalledWith(
      expect.objectContaining({ videoId: VIDEO, from: 2, language: 'en-us', reuse: false, keep: [] }),
    );
  });

  it('answers 409 when a concurrent call opened that version first', async () => {
    state.open.mockResolvedValue(null);
    await expect(createMajorVersion(tenant('admin'), payload())).rejects.toMatchObject({ statusCode: 409 });
  });

  it.each(['channelOwner', 'contentManager', 'contributor'])(
    'lets a %s of the channel add a version',
    async (role) => {
      state.roles = [{ channelId: 'ch-a', role }];
      state.open.mockResolvedValue(3);
      await expect(createMajorVersion(tenant('member'), payload())).resolves.toMatchObject({ version: 3 });
    },
  );

  it('refuses members without a role on the channel, and admins working in another organization', async () => {
    state.roles = [{ channelId: 'ch-other', role: 'channelOwner' }];
    await expect(createMajorVersion(tenant('member'), payload())).rejects.toMatchObject({ statusCode: 403 });
    await expect(createMajorVersion(tenant('admin', 'globex'), payload())).rejects.toMatchObject({
      statusCode: 403,
    });
    expect(state.open).not.toHaveBeenCalled();
  });

  it('answers 404 for a video that is not in the active organization', async () => {
    state.video = null;
    await expect(createMajorVersion(tenant('admin'), payload())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('reuses or keeps only renditions the previous version has', async () => {
    await expect(
      createMajorVersion(tenant('admin'), payload({ language: 'de', reuseVideo: true })),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('reuseVideo') });
    await expect(
      createMajorVersion(tenant('admin'), payload({ keepTranslations: ['da', 'sv'] })),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('sv') });
    state.open.mockResolvedValue(3);
    await createMajorVersion(tenant('admin'), payload({ reuseVideo: true, keepTranslations: ['da'] }));
    expect(state.open).toHaveBeenCalledWith(expect.objectContaining({ reuse: true, keep: ['da'] }));
    expect(state.open.mock.calls[0]?.[0].previous).toHaveLength(2);
  });
});

describe('updateGeneral', () => {
  const source = (version: number, videoId = VIDEO, org = 'acme') =>
    `uploads/${org}/${videoId}/${version}/en-us/1700000000000-ab12cd34.webm`;

  it('attaches the upload to an existing version (the one createMajorVersion opened)', async () => {
    await expect(
      updateGeneral(tenant('admin'), { videoId: VIDEO, source: source(2), version: 2 }),
    ).resolves.toEqual({ id: VIDEO });
    expect(state.setRenditionSource).toHaveBeenCalledWith(
      { videoId: VIDEO, version: 2, language: 'en-us' },
      source(2),
    );
  });

  it('refuses a version that was never created, and sources of other versions, videos or tenants', async () => {
    await expect(
      updateGeneral(tenant('admin'), { videoId: VIDEO, source: source(3), version: 3 }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('createMajorVersion') });
    await expect(
      updateGeneral(tenant('admin'), { videoId: VIDEO, source: source(1), version: 2 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    const other = 'b9d4c7e2-0000-4000-8000-000000000002';
    await expect(
      updateGeneral(tenant('admin'), { videoId: VIDEO, source: source(2, other), version: 2 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    await expect(
      updateGeneral(tenant('admin'), { videoId: VIDEO, source: source(2, VIDEO, 'globex'), version: 2 }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(state.setRenditionSource).not.toHaveBeenCalled();
  });

  it('is refused to members who may not add videos to the channel', async () => {
    await expect(
      updateGeneral(tenant('member'), { videoId: VIDEO, source: source(2), version: 2 }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
