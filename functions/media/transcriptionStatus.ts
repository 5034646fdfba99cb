/**
 * EventBridge "Transcribe Job State Change" → the transcription record and, as the upload's options ask,
 * the version's manuscript (chapters: autoCopyToManuscript) and the video's description (the manuscript
 * as it then stands: autoCopyManuscriptToDescription). An author's work is never replaced: chapters are
 * written only into a manuscript without text (and through the editor's revision check, so an editor
 * saving at the same moment wins), the description only while it is empty; a kept manuscript of the
 * author's is what the description gets. A late event of a job that a newer upload replaced changes nothing.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { chaptersFromTranscript, transcriptText, type TranscriptItem } from '#shared/domain/transcription.js';
import { transcriptionData } from '../core/data/transcription-data.js';
import { renderingData } from '../core/data/rendering-data.js';
import { videoData } from '../core/data/video-data.js';
import { searchIndex } from '../core/domain/search.js';
import { repackageSubtitles } from '../core/media/subtitle-rendition.js';
import { env } from '../core/http/env.js';
import { logger, withLogKeys } from '../core/http/logger.js';
import { s3 } from '../core/media/s3.js';
import { parseTranscriptionJobName, transcriptKey } from './transcription.js';

interface Detail {
  TranscriptionJobName: string;
  TranscriptionJobStatus: 'COMPLETED' | 'FAILED' | 'IN_PROGRESS' | 'QUEUED';
  FailureReason?: string;
}

/** The description's limit (videoCommand createVideo). */
const DESCRIPTION_MAX = 5000;

export async function handler(event: EventBridgeEvent<'Transcribe Job State Change', Detail>): Promise<void> {
  const detail = event.detail;
  const target = parseTranscriptionJobName(detail.TranscriptionJobName ?? '');
  if (!target) {
    logger.warn('transcription event of a job this project did not name ignored', {
      jobName: detail.TranscriptionJobName,
    });
    return;
  }
  if (detail.TranscriptionJobStatus !== 'COMPLETED' && detail.TranscriptionJobStatus !== 'FAILED') return;
  await withLogKeys({ orgId: target.orgId, videoId: target.videoId }, () => finish(target, detail));
}

async function finish(target: NonNullable<ReturnType<typeof parseTranscriptionJobName>>, detail: Detail) {
  const data = transcriptionData(target.orgId);
  const ref = { videoId: target.videoId, version: target.version, language: target.language };
  const record = await data.get(ref);
  if (!record || record.jobName !== target.jobName || record.status !== 'inProgress') {
    logger.info('transcription event of a replaced or finished job ignored', { jobName: target.jobName });
    return;
  }
  if (detail.TranscriptionJobStatus === 'FAILED') {
    await data.finish(ref, target.jobName, {
      status: 'failed',
      failureReason: detail.FailureReason ?? 'The transcription failed',
    });
    return;
  }
  const { client, sdk } = await s3();
  const object = await client.send(
    new sdk.GetObjectCommand({ Bucket: env.uploadsBucket(), Key: transcriptKey(target, target.jobName) }),
  );
  const file = JSON.parse(
    await (object.Body as { transformToString(): Promise<string> }).transformToString(),
  ) as {
    results?: { items?: TranscriptItem[] };
  };
  const chapters = chaptersFromTranscript(file.results?.items ?? []);
  const text = transcriptText(chapters);

  let chaptersCopied = 0;
  const store = renderingData(target.orgId);
  const current = await store.get(target.videoId, target.version, target.language);
  const authored = current?.subtitles.chapters.some((c) => c.manuscript.trim() !== '') ?? false;
  if (record.autoCopyToManuscript && chapters.length > 0 && !authored) {
    const {
      videoId: _v,
      version: _n,
      revision,
      ...rest
    } = current ?? {
      videoId: '',
      version: 0,
      revision: 0,
      language: target.language as never,
      links: [],
    };
    const saved = await store.save(
      target.videoId,
      target.version,
      { ...rest, language: target.language as never, subtitles: { chapters } },
      revision,
    );
    if (saved) chaptersCopied = chapters.length;
  }
  const video = await videoData(target.orgId).video(target.videoId);
  if (video && record.autoCopyManuscriptToDescription) {
    // The manuscript as it stands now (docs/decisions.md "Automatic transcription"): the transcript just
    // copied into it, else the author's own (kept), else nothing — the option copies the manuscript.
    const manuscript =
      chaptersCopied > 0
        ? text
        : transcriptText(
            ((await store.get(target.videoId, target.version, target.language))?.subtitles.chapters ?? [])
              .map((c) => ({ startSeconds: c.startSeconds, manuscript: c.manuscript.trim() }))
              .filter((c) => c.manuscript !== ''),
          );
    if (manuscript) await data.describeVideoIfBlank(target.videoId, manuscript.slice(0, DESCRIPTION_MAX));
  }
  await data.finish(ref, target.jobName, { status: 'completed', transcript: text, chaptersCopied });
  // Its subtitles play at once where the version already plays (else the transcode adds them).
  if (chaptersCopied > 0)
    await repackageSubtitles(target.orgId, target.videoId, target.version, { languages: [target.language] });
  // A video still transcoding is indexed when its transcode completes (with these texts).
  if (
    video &&
    video.status !== 'transcoding' &&
    (chaptersCopied > 0 || record.autoCopyManuscriptToDescription)
  ) {
    // The transcript becomes findable: the video's postings are rebuilt from its current texts.
    const fresh = (await videoData(target.orgId).video(target.videoId)) ?? video;
    await searchIndex(target.orgId).indexVideo(
      fresh,
      await renderingData(target.orgId).ofVideo(target.videoId),
    );
  }
  logger.info('transcription finished', { chapters: chapters.length, chaptersCopied });
}
