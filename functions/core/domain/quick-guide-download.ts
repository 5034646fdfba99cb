/**
 * What readers of the quick guide get (docs/decisions.md "Quick guide"): the editor's pages with short-lived
 * URLs of their stills, and the PDF, composed from the stills and manuscripts when its content changed
 * since the last one, as a short-lived download.
 */
import { createHash } from 'node:crypto';
import { QUICK_GUIDE_URL_TTL_SECONDS, type QuickGuidePage } from '#shared/api/endpoints/quick-guide.js';
import { quickGuideFileName, stillMs } from '#shared/domain/quick-guide.js';
import { quickGuideData } from '../data/quick-guide-data.js';
import { tenantData } from '../data/tenant-data.js';
import type { Video } from '../data/video-data.js';
import { env } from '../http/env.js';
import { logger } from '../http/logger.js';
import { downloadName } from '../media/attachments.js';
import { mediaUrl } from '../media/media-urls.js';
import { guidePdfKey } from '../media/quick-guide-keys.js';
import { s3 } from '../media/s3.js';
import { composeQuickGuide } from './quick-guide-pdf.js';
import type { GuideState } from './quick-guide.js';

/** Changes when the PDF's layout changes: every guide is composed again (2: DejaVu Sans, Unicode text). */
const LAYOUT_VERSION = '2';

/** The editor's view: each page with its still's URL once captured. */
export async function editorPages(state: GuideState): Promise<QuickGuidePage[]> {
  return Promise.all(
    state.entries.map(async ({ index, chapter }) => {
      const key = state.stills.get(stillMs(chapter.startSeconds));
      return {
        chapter: index,
        startSeconds: chapter.startSeconds,
        ...(key ? { stillUrl: await mediaUrl(key, QUICK_GUIDE_URL_TTL_SECONDS) } : {}),
      };
    }),
  );
}

async function objectBytes(key: string): Promise<Uint8Array> {
  const { client, sdk } = await s3();
  const object = await client.send(new sdk.GetObjectCommand({ Bucket: env.mediaBucket(), Key: key }));
  return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** The guide's content date in its language ("1 December 2026"; English where the runtime lacks it). */
function guideDate(language: string, now: Date): string {
  const options = { day: 'numeric', month: 'long', year: 'numeric' } as const;
  try {
    return new Intl.DateTimeFormat(language, options).format(now);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(now);
  }
}

/**
 * The PDF of a guide whose stills are all there: the one composed last when its content is the same,
 * else composed now (and kept). Its media key and number of pages (the title page included).
 */
export async function guidePdf(state: GuideState, video: Video): Promise<{ key: string; pages: number }> {
  const organization = (await tenantData(state.ref.orgId).organization())?.name ?? state.ref.orgId;
  const pages = state.entries.map(({ index, chapter }) => ({
    number: index + 1,
    startSeconds: chapter.startSeconds,
    title: chapter.title,
    manuscript: chapter.manuscript,
    stillKey: state.stills.get(stillMs(chapter.startSeconds)) ?? '',
  }));
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ LAYOUT_VERSION, name: video.name, organization, ref: state.ref, pages }))
    .digest('hex')
    .slice(0, 24);
  const record = state.record;
  if (record?.pdfKey && record.pdfFingerprint === fingerprint) {
    return { key: record.pdfKey, pages: record.pdfPages ?? 0 };
  }
  const started = performance.now();
  const now = new Date();
  const stills = await Promise.all(pages.map((p) => objectBytes(p.stillKey)));
  const { pdf, pageCount } = await composeQuickGuide({
    videoName: video.name,
    organization,
    date: guideDate(state.ref.language, now),
    language: state.ref.language,
    pages: pages.map((p, i) => ({ ...p, still: stills[i] ?? new Uint8Array() })),
  });
  const key = guidePdfKey(state.ref, fingerprint);
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({
      Bucket: env.mediaBucket(),
      Key: key,
      Body: pdf,
      ContentType: 'application/pdf',
    }),
  );
  await quickGuideData(state.ref.orgId).setPdf(state.ref, {
    key,
    fingerprint,
    pages: pageCount,
    composedAt: now.toISOString(),
  });
  logger.info('quick guide composed', {
    pages: pageCount,
    bytes: pdf.length,
    ms: Math.round(performance.now() - started),
  });
  return { key, pages: pageCount };
}

/** A short-lived download of the guide under its file name. */
export async function guideDownloadUrl(
  key: string,
  video: Video,
  language: string,
): Promise<{
  downloadUrl: string;
  fileName: string;
}> {
  const fileName = quickGuideFileName(video.name, language, video.masterLanguage);
  const downloadUrl = await mediaUrl(key, QUICK_GUIDE_URL_TTL_SECONDS, {
    downloadName: downloadName(fileName),
  });
  return { downloadUrl, fileName };
}
