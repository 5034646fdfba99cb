/**
 * The videos of ONE organization as /admin/videos manages them: every video of a set of channels
 * (access pattern 19 per channel, in parallel) and the conditional writes of the admin's single-video
 * actions (pattern 17): a move rewrites the channel index key (GSI2 `{orgId}#CHANNEL#{channelId}#VIDEOS`).
 */
import type { VideoStatus } from '#shared/domain/video-kinds.js';
import { getEntities } from './entities/index.js';
import { conditionally as attempt } from './errors.js';

export function videoAdminData(orgId: string) {
  if (!orgId) throw new Error('videoAdminData needs an organization id');
  const e = getEntities();
  return {
    /**
     * Every video of the channels (pattern 19, one query per channel, all pages, in parallel): a tube
     * holds hundreds to a few thousand videos, which the list searches, filters and sorts in memory
     * (docs/decisions.md "Administration (issue 11)").
     */
    async videosOfChannels(channelIds: readonly string[]) {
      const lists = await Promise.all(
        channelIds.map(
          async (channelId) =>
            (await e.video.query.byChannel({ orgId, channelId }).go({ pages: 'all' })).data,
        ),
      );
      return lists.flat();
    },
    /** Moves a video from `from` to `to` while it is still there and in one of `statuses` (else false). */
    moveVideo(videoId: string, from: string, to: string, statuses: readonly VideoStatus[]): Promise<boolean> {
      return attempt(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ channelId: to })
          .where(
            ({ channelId, status }, { eq }) =>
              `${eq(channelId, from)} AND (${statuses.map((s) => eq(status, s)).join(' OR ')})`,
          )
          .go(),
      );
    },
    /** Sets a video's status while it is one of `from` (else false). */
    setStatus(videoId: string, to: VideoStatus, from: readonly VideoStatus[]): Promise<boolean> {
      return attempt(() =>
        e.video
          .patch({ orgId, videoId })
          .set({ status: to })
          .where(({ status }, { eq }) => from.map((s) => eq(status, s)).join(' OR '))
          .go(),
      );
    },
  };
}
