/** The studio's calls (shared contract): the edited version of a video. */
import { api, type VideoCommand, type VideoLifecycleCommand } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import type { ReportRange } from '#shared/domain/reports';
import { request } from '../../../lib/api-client';
import { useChannels } from '../../../lib/channel-data';
import { uploadPicture } from '../../../lib/picture-upload';
import { putWithProgress } from '../../../lib/put-with-progress';
import { useApi } from '../../../lib/use-api';
import { extensionOf, type VideoExtension } from '../../../lib/video-upload';

export function useStudioVideo(videoId: string, version: number | null) {
  return useApi(api.getStudioVideo, version === null ? null : { params: { videoId, version } }, {
    revalidateOnFocus: false,
  });
}

/**
 * The video as its page reads it (GET /videos/{humanId}): its languages and, for those who may change
 * it, the embed settings the embed-codes section shows.
 */
export function useVideoPageRead(humanId: string) {
  return useApi(api.getVideo, { params: { humanId } }, { revalidateOnFocus: false });
}

/**
 * The studio's report of the video (own viewers, or `shared`: other organizations'), over a range, of
 * every language or one; the previous figures stay shown while the next load.
 */
export function useVideoReport(
  videoId: string,
  options: { range: ReportRange; shared: boolean; language: UiLanguage | null },
) {
  return useApi(
    api.getVideoReport,
    {
      params: { videoId },
      query: {
        range: options.range,
        ...(options.shared ? { shared: 'true' as const } : {}),
        ...(options.language ? { language: options.language } : {}),
      },
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );
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

/** A channel's playlists (track tree, flattened with their depth) for the destination choice. */
export function useChannelTracks(channelId: string) {
  return useApi(api.listTracks, channelId ? { query: { channelId } } : null, { revalidateOnFocus: false });
}

/**
 * Uploads `file` as the original of version 1 in `language`: the presigned PUT with progress, then
 * updateGeneral attaching it (the upload starts the video's pipeline).
 */
export async function uploadSource(
  videoId: string,
  language: Extract<VideoCommand, { type: 'createVideo' }>['payload']['language'],
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const { signedUrl, s3Path } = await request(
    api.getS3UploadSignedUrl,
    {
      body: {
        fileExt: extensionOf(file.name) as VideoExtension,
        videoId,
        version: 1,
        language,
      },
    },
    { signal },
  );
  await putWithProgress(signedUrl, file, onProgress, signal);
  await request(api.videoCommand, {
    body: { type: 'updateGeneral', payload: { videoId, version: 1, source: s3Path } },
  });
}

/**
 * /create/video's start (spec 2 §4 "Recording and upload"): createVideo with the form's fields, then
 * the upload of version 1 (uploadSource). A failed upload takes the new draft away again
 * (discardUpload), so no empty video stays behind.
 */
export async function createAndUpload(
  payload: Extract<VideoCommand, { type: 'createVideo' }>['payload'],
  file: File,
  onProgress: (loaded: number, total: number) => void,
  signal: AbortSignal,
): Promise<{ videoId: string; version: number }> {
  const created = await request(api.videoCommand, { body: { type: 'createVideo', payload } });
  const videoId = created.id;
  try {
    await uploadSource(videoId, payload.language, file, onProgress, signal);
    return { videoId, version: 1 };
  } catch (error) {
    await request(api.videoCommand, {
      body: { type: 'discardUpload', payload: { videoId, version: 1 } },
    }).catch(() => undefined);
    throw error;
  }
}

/** /create/video's other start: a planned video (spec 2 §3 status planned), its file uploaded later. */
export async function planVideo(
  payload: Extract<VideoLifecycleCommand, { type: 'planVideo' }>['payload'],
): Promise<{ videoId: string }> {
  const planned = await request(api.videoLifecycleCommand, { body: { type: 'planVideo', payload } });
  return { videoId: planned.id };
}

/** The tags section's save: the video's tags and classification (updateGeneral). */
export async function saveLabels(
  changes: Pick<
    Extract<VideoCommand, { type: 'updateGeneral' }>['payload'],
    'videoId' | 'version' | 'tags' | 'infClassification'
  >,
): Promise<void> {
  await request(api.videoCommand, { body: { type: 'updateGeneral', payload: changes } });
}

/** The frame at `seconds` of the version becomes the thumbnail once its capture ends (the read says). */
export async function thumbnailFromFrame(videoId: string, version: number, seconds: number): Promise<void> {
  await request(api.videoThumbnailCommand, {
    body: { type: 'useFrame', payload: { videoId, version, seconds } },
  });
}

/** An image file (checked before) is uploaded and becomes the thumbnail. */
export async function thumbnailFromImage(videoId: string, file: File): Promise<void> {
  const imageKey = await uploadPicture(file);
  await request(api.videoThumbnailCommand, { body: { type: 'useImage', payload: { videoId, imageKey } } });
}
