/** The studio's calls (shared contract): the edited version of a video. */
import { api, type VideoCommand } from '#shared/api';
import { request } from '../../../lib/api-client';
import { useChannels } from '../../../lib/channel-data';
import { useApi } from '../../../lib/use-api';

export function useStudioVideo(videoId: string, version: number | null) {
  return useApi(api.getStudioVideo, version === null ? null : { params: { videoId, version } }, {
    revalidateOnFocus: false,
  });
}

/** The overview section's save: the move first (a draft only), then the general information. */
export async function saveOverview(changes: {
  overview: Extract<VideoCommand, { type: 'updateOverview' }>['payload'];
  moveTo: string | null;
}): Promise<void> {
  if (changes.moveTo) {
    await request(api.videoCommand, {
      body: { type: 'moveVideo', payload: { videoId: changes.overview.videoId, channelId: changes.moveTo } },
    });
  }
  await request(api.videoCommand, { body: { type: 'updateOverview', payload: changes.overview } });
}

/** The channels a video may go into: those the caller may add videos to, of the own organization. */
export function useDestinationChannels() {
  const channels = useChannels(true, 'addVideo');
  return { ...channels, data: channels.data?.filter((c) => c.sourceOrgId === c.orgId) };
}
