/**
 * The calls of "Add video" in the spec's order (spec 1 §7, spec 2 §4): a new video is created first
 * (createVideo), a new version of an existing one is opened with createMajorVersion and then updated
 * "with version + 1"; then POST /getS3UploadSignedUrl, the PUT with progress, and updateGeneral
 * attaching the upload (s3Path) to that version. The object's arrival starts the transcode.
 */
import { api } from '#shared/api';
import type { UiLanguage } from '#shared/domain/languages';
import { request } from '../../../lib/api-client';
import { putWithProgress } from '../../../lib/put-with-progress';
import { extensionOf, type VideoExtension } from '../../../lib/video-upload';

export type AddVideoTarget =
  | { kind: 'new'; channelId: string; name: string; language: UiLanguage; trackId?: string | undefined }
  | { kind: 'version'; videoId: string; humanId: string; version: number; language: UiLanguage };

export interface AddedVideo {
  videoId: string;
  humanId: string;
  version: number;
}

/** Creates the video (or its next version) the file will belong to. */
export async function prepareTarget(target: AddVideoTarget): Promise<AddedVideo> {
  if (target.kind === 'new') {
    const created = await request(api.videoCommand, {
      body: {
        type: 'createVideo',
        payload: {
          channelId: target.channelId,
          name: target.name,
          language: target.language,
          ...(target.trackId ? { trackId: target.trackId } : {}),
          // Spec 1 §7: "uploadOptions autoTranscribe, autoCopyToManuscript, autoCopyManuscriptToDescription
          // all true"; given at creation, before the file, so its arrival starts the transcription too.
          uploadOptions: {
            autoTranscribe: true,
            autoCopyToManuscript: true,
            autoCopyManuscriptToDescription: true,
          },
        },
      },
    });
    return { videoId: created.id, humanId: created.humanId ?? '', version: 1 };
  }
  await request(api.videoCommand, {
    body: {
      type: 'createMajorVersion',
      payload: {
        videoId: target.videoId,
        language: target.language,
        reuseVideo: false,
        reuseRenderDefinition: false,
        keepTranslations: [],
      },
    },
  });
  return { videoId: target.videoId, humanId: target.humanId, version: target.version + 1 };
}

/**
 * Undoes prepareTarget when its file never arrived (the upload was cancelled or failed): the draft
 * video, or the opened version, goes again (discardUpload). Best effort: once the file has arrived the
 * server keeps it (409) and the pipeline carries on; a lost answer leaves at most an empty draft.
 */
export async function discardTarget(video: AddedVideo): Promise<void> {
  await request(api.videoCommand, {
    body: { type: 'discardUpload', payload: { videoId: video.videoId, version: video.version } },
  }).catch(() => undefined);
}

/** Uploads the file into the prepared version and attaches it (updateGeneral). */
export async function uploadInto(
  video: AddedVideo,
  file: File,
  options: {
    language: UiLanguage;
    sourceHeight?: number | undefined;
    onProgress: (loaded: number, total: number) => void;
    signal?: AbortSignal;
  },
): Promise<void> {
  const { signedUrl, s3Path } = await request(
    api.getS3UploadSignedUrl,
    {
      body: {
        fileExt: extensionOf(file.name) as VideoExtension,
        videoId: video.videoId,
        version: video.version,
        language: options.language,
        ...(options.sourceHeight ? { sourceHeight: Math.round(options.sourceHeight) } : {}),
      },
    },
    options.signal ? { signal: options.signal } : undefined,
  );
  await putWithProgress(signedUrl, file, options.onProgress, options.signal);
  await request(api.videoCommand, {
    body: {
      type: 'updateGeneral',
      payload: {
        videoId: video.videoId,
        source: s3Path,
        version: video.version,
        uploadOptions: {
          autoTranscribe: true,
          autoCopyToManuscript: true,
          autoCopyManuscriptToDescription: true,
        },
      },
    },
  });
}

/** The height of a video file, read from its metadata in a detached <video>; undefined if unknown. */
export function probeHeight(file: Blob, timeoutMs = 3000): Promise<number | undefined> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const finish = (height: number | undefined) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      URL.revokeObjectURL(url);
      resolve(height && height > 0 ? height : undefined);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    video.preload = 'metadata';
    video.onloadedmetadata = () => finish(video.videoHeight);
    video.onerror = () => finish(undefined);
    video.src = url;
  });
}
