/**
 * publishVideo / unpublishVideo (docs/decisions.md "Publishing commands"; spec 2 §5 "Publishing and
 * unpublishing apply to the video and to each translation", in-progress locks "block editing, deleting
 * or publishing") with the data layer mocked: the rules, who may, conditional writes, and that only the
 * first publish notifies the channel's followers.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenantContext } from '../../core/http/tenant.js';
import type { VideoStatus } from '../../core/data/items.js';
import { logger } from '../../core/http/logger.js';
import { PUBLISH_TEXTS, publishRefusal, unpublishRefusal } from '../../core/domain/publish-rules.js';

type Rendition = {
  version: number;
  language: string;
  status: 'pending' | 'transcoding' | 'completed' | 'error';
};

const state = vi.hoisted(() => ({
  video: null as null | {
    videoId: string;
    humanId: string;
    name: string;
    channelId: string;
    status: string;
    lastVersion: number;
    masterLanguage: string;
  },
  renditions: [] as { version: number; language: string; status: string }[],
  roles: [] as { channelId: string; role: string }[],
  publish: vi.fn(),
  unpublish: vi.fn(),
  markFirstPublished: vi.fn(),
  notify: vi.fn(),
}));

vi.mock('../../core/data/video-data.js', () => ({
  videoData: () => ({ video: async () => state.video, renditions: async () => state.renditions }),
}));
vi.mock('../../core/data/video-publishing.js', () => ({
  videoPublishing: () => ({
    publish: state.publish,
    unpublish: state.unpublish,
    markFirstPublished: state.markFirstPublished,
  }),
}));
vi.mock('../../core/data/tenant-data.js', () => ({
  tenantData: () => ({
    channels: async () => [{ channelId: 'ch-a', status: 'active', name: 'Sales' }],
    channelRolesOf: async () => state.roles,
  }),
}));
vi.mock('../../core/domain/notifications.js', () => ({ notifyNewVideoInChannel: state.notify }));

const { publishVideo } = await import('./publish-video.js');
const { unpublishVideo } = await import('./unpublish-video.js');

const VIDEO = 'b9d4c7e2-0000-4000-8000-000000000002';
const tenant = (role: 'admin' | 'member', activeOrgId = 'acme'): TenantContext => ({
  orgId: 'acme',
  activeOrgId,
  userId: 'u1',
  email: 'u1@acme.test',
  role,
  isStaff: false,
  permissions: [],
});
const video = (status: VideoStatus, lastVersion = 2) => ({ status, lastVersion, masterLanguage: 'en-us' });
const done = (version: number, language = 'en-us'): Rendition => ({ version, language, status: 'completed' });

beforeEach(() => {
  state.video = {
    videoId: VIDEO,
    humanId: 'abc',
    name: 'Pricing',
    channelId: 'ch-a',
    status: 'draft',
    lastVersion: 1,
    masterLanguage: 'en-us',
  };
  state.renditions = [done(1)];
  state.roles = [];
  state.publish.mockReset().mockResolvedValue(true);
  state.unpublish.mockReset().mockResolvedValue(true);
  state.markFirstPublished.mockReset().mockResolvedValue(true);
  state.notify.mockReset().mockResolvedValue({ notified: 1 });
});

describe('publishRefusal', () => {
  it('allows draft, readyToPublish and unpublished videos whose latest version is transcoded in the master language', () => {
    for (const status of ['draft', 'readyToPublish', 'unpublished'] as const) {
      expect(publishRefusal(video(status), [done(1), done(2)])).toBeNull();
    }
  });

  it('refuses a published, archived or planned video', () => {
    expect(publishRefusal(video('published'), [done(2)])).toMatchObject({
      statusCode: 409,
      message: PUBLISH_TEXTS.alreadyPublished,
    });
    expect(publishRefusal(video('archived'), [done(2)])?.statusCode).toBe(409);
    expect(publishRefusal(video('planned'), [done(2)])).toMatchObject({
      statusCode: 400,
      message: 'This video has been planned but is not available yet.',
    });
  });

  it('refuses while the video or a translation of the latest version is being processed (in-progress lock)', () => {
    expect(publishRefusal(video('transcoding'), [done(2)])).toMatchObject({
      statusCode: 409,
      message: PUBLISH_TEXTS.videoProcessing,
    });
    expect(publishRefusal(video('rendering'), [done(2)])?.statusCode).toBe(409);
    expect(
      publishRefusal(video('unpublished'), [{ version: 2, language: 'en-us', status: 'transcoding' }]),
    ).toMatchObject({ statusCode: 409, message: PUBLISH_TEXTS.videoProcessing });
    expect(
      publishRefusal(video('draft'), [done(2), { version: 2, language: 'da', status: 'transcoding' }]),
    ).toMatchObject({
      statusCode: 409,
      message: 'Cannot publish a translation when it is getting processed',
    });
    // A translation being processed in an older version does not lock the latest one.
    expect(
      publishRefusal(video('draft'), [done(2), { version: 1, language: 'da', status: 'transcoding' }]),
    ).toBeNull();
  });

  it('refuses while an in-progress lock is in force (spec 2 §4), not once it expired', () => {
    const lock = (minutes: number) => ({
      kind: 'translation' as const,
      since: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
    });
    expect(publishRefusal({ ...video('draft'), lock: lock(5) }, [done(2)])).toMatchObject({
      statusCode: 409,
      message: 'Cannot publish a video when it is getting translated',
    });
    expect(publishRefusal({ ...video('draft'), lock: lock(-1) }, [done(2)])).toBeNull();
  });

  it('publishes a newer major version of a published video over the published one', () => {
    expect(publishRefusal({ ...video('published'), publishedVersion: 1 }, [done(1), done(2)])).toBeNull();
    expect(publishRefusal({ ...video('published'), publishedVersion: 2 }, [done(2)])?.message).toBe(
      PUBLISH_TEXTS.alreadyPublished,
    );
    // The new version still needs its media.
    expect(publishRefusal({ ...video('published'), publishedVersion: 1 }, [done(1)])?.statusCode).toBe(400);
  });

  it('refuses when the latest version has no completed master-language rendition (older versions do not count)', () => {
    expect(publishRefusal(video('draft'), [done(1)])).toMatchObject({
      statusCode: 400,
      message: PUBLISH_TEXTS.noMedia('en-us', 2),
    });
    expect(publishRefusal(video('draft'), [done(2, 'da')])?.statusCode).toBe(400);
    expect(
      publishRefusal(video('draft'), [{ version: 2, language: 'en-us', status: 'error' }])?.statusCode,
    ).toBe(400);
    expect(publishRefusal(video('draft'), [])?.statusCode).toBe(400);
  });

  it('unpublishRefusal: only a published video can be unpublished', () => {
    expect(unpublishRefusal(video('published'))).toBeNull();
    for (const status of ['draft', 'unpublished', 'archived'] as const) {
      expect(unpublishRefusal(video(status))).toMatchObject({
        statusCode: 409,
        message: PUBLISH_TEXTS.notPublished,
      });
    }
  });
});

describe('publishVideo', () => {
  it('publishes conditionally on the checked statuses and version, and notifies on the first publish', async () => {
    await expect(publishVideo(tenant('admin'), { videoId: VIDEO })).resolves.toEqual({
      id: VIDEO,
      humanId: 'abc',
    });
    expect(state.publish).toHaveBeenCalledWith(
      VIDEO,
      ['draft', 'readyToPublish', 'unpublished', 'timedOut'],
      1,
    );
    expect(state.notify).toHaveBeenCalledWith(
      'acme',
      expect.objectContaining({ videoId: VIDEO, humanId: 'abc', name: 'Pricing', channelId: 'ch-a' }),
      'Sales',
      'u1',
    );
  });

  it('does not notify again on a later publish (first publish already recorded)', async () => {
    state.markFirstPublished.mockResolvedValue(false);
    await publishVideo(tenant('admin'), { videoId: VIDEO });
    expect(state.publish).toHaveBeenCalled();
    expect(state.notify).not.toHaveBeenCalled();
  });

  it('answers 409 when the video changed between the read and the conditional write', async () => {
    state.publish.mockResolvedValue(false);
    await expect(publishVideo(tenant('admin'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 409,
      message: PUBLISH_TEXTS.changed,
    });
    expect(state.markFirstPublished).not.toHaveBeenCalled();
    expect(state.notify).not.toHaveBeenCalled();
  });

  it('lets channel roles publish; refuses members without a role (403) and unknown videos (404)', async () => {
    await expect(publishVideo(tenant('member'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 403,
      message: 'You do not have access for this operation',
    });
    expect(state.publish).not.toHaveBeenCalled();
    state.roles = [{ channelId: 'ch-a', role: 'contributor' }];
    await expect(publishVideo(tenant('member'), { videoId: VIDEO })).resolves.toMatchObject({ id: VIDEO });
    state.video = null;
    await expect(publishVideo(tenant('admin'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('does not write when a rule refuses (transcoding in progress)', async () => {
    state.renditions = [{ version: 1, language: 'en-us', status: 'transcoding' }];
    await expect(publishVideo(tenant('admin'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(state.publish).not.toHaveBeenCalled();
  });

  it('still answers success when the notification fails after publishing', async () => {
    state.notify.mockRejectedValue(new Error('push down'));
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await expect(publishVideo(tenant('admin'), { videoId: VIDEO })).resolves.toMatchObject({ id: VIDEO });
    expect(error).toHaveBeenCalledWith(
      'notifying the channel followers of a new video failed',
      expect.objectContaining({ videoId: VIDEO }),
    );
    error.mockRestore();
  });
});

describe('unpublishVideo', () => {
  it('unpublishes a published video; refuses others with 409 and members without a role with 403', async () => {
    state.video = { ...state.video!, status: 'published' };
    await expect(unpublishVideo(tenant('admin'), { videoId: VIDEO })).resolves.toMatchObject({ id: VIDEO });
    expect(state.unpublish).toHaveBeenCalledWith(VIDEO);
    await expect(unpublishVideo(tenant('member'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 403,
    });
    state.unpublish.mockResolvedValue(false);
    await expect(unpublishVideo(tenant('admin'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 409,
    });
    state.video = { ...state.video!, status: 'draft' };
    state.unpublish.mockClear();
    await expect(unpublishVideo(tenant('admin'), { videoId: VIDEO })).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(state.unpublish).not.toHaveBeenCalled();
  });
});
