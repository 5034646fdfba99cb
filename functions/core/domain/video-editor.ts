/**
 * The editor's save (issue 12): a language's whole rendering data of one version, checked against the
 * chapter rules (shared/domain/chapters.ts) and saved only if nobody saved since the revision the edit
 * started from. The search index then holds the new manuscripts, and new quick-guide pages get their
 * stills captured.
 */
import { EDITOR_CONFLICT_MESSAGE } from '#shared/api/endpoints/video-editor.js';
import type { RenderingData } from '#shared/api/endpoints/rendering.js';
import { chapterRuleViolations } from '#shared/domain/chapters.js';
import type { TenantContext } from '../http/tenant.js';
import { conflict } from '../http/errors.js';
import type { Video } from '../data/video-data.js';
import { videoData } from '../data/video-data.js';
import { renderingData, type StoredRendering } from '../data/rendering-data.js';
import { logChange, videoSubject } from './event-log.js';
import { searchIndex } from './search.js';
import { repackageSubtitles } from '../media/subtitle-rendition.js';
import { logger } from '../http/logger.js';
import { afterQuickGuideEdit } from './quick-guide.js';

export const TRIM_OUTSIDE_MESSAGE = 'The trim must lie within the video';

/** What the event log keeps of a language's rendering data: counts and the trim, not whole manuscripts. */
export function renderingSummary(data: RenderingData | null): Record<string, unknown> {
  if (!data) return {};
  const chapters = data.subtitles.chapters;
  return {
    chapters: chapters.length,
    manuscriptCharacters: chapters.reduce((sum, c) => sum + c.manuscript.length, 0),
    textEffects: chapters.filter((c) => c.textEffect?.enabled).length,
    keyboardEffects: chapters.filter((c) => c.keyboardEffect?.enabled).length,
    quickGuidePages: chapters.filter((c) => c.quickGuide).length,
    links: data.links.length,
    trim: data.trim ? `${data.trim.startSeconds}–${data.trim.endSeconds ?? 'end'}` : 'none',
  };
}

/**
 * Length of a version's playable rendition in `language` (else in any language, else the video's), in
 * seconds; undefined while nothing was transcoded.
 */
export async function versionDuration(video: Video, version: number, language: string) {
  const renditions = (await videoData(video.orgId).renditions(video.videoId)).filter(
    (r) => r.version === version,
  );
  const ms =
    renditions.find((r) => r.language === language)?.durationMs ??
    renditions.find((r) => r.durationMs !== undefined)?.durationMs ??
    video.durationMs;
  return ms === undefined ? undefined : ms / 1000;
}

/** 409 with the first broken chapter rule or a trim outside the video. */
export function assertRules(data: RenderingData, durationSeconds: number | undefined): void {
  const violation = chapterRuleViolations(data.subtitles.chapters, durationSeconds)[0];
  if (violation) throw conflict(`${violation.message} (chapter ${violation.chapter + 1})`);
  const trim = data.trim;
  if (trim && durationSeconds !== undefined) {
    const end = trim.endSeconds ?? durationSeconds;
    if (trim.startSeconds >= durationSeconds || end > durationSeconds + 0.001)
      throw conflict(TRIM_OUTSIDE_MESSAGE);
  }
}

/** Saves (or 409s) and logs the change; the caller has checked the video may be edited. */
export async function saveEdit(
  tenant: TenantContext,
  video: Video,
  version: number,
  data: RenderingData,
  revision: number,
): Promise<StoredRendering> {
  assertRules(data, await versionDuration(video, version, data.language));
  const store = renderingData(tenant.activeOrgId);
  const before = await store.get(video.videoId, version, data.language);
  const saved = await store.save(video.videoId, version, data, revision);
  if (!saved) throw conflict(EDITOR_CONFLICT_MESSAGE);
  const label = `${data.language} v${version}`;
  await logChange(tenant, videoSubject(video), 'studio.saveRenderingData', {
    before: { [label]: renderingSummary(before) },
    after: { [label]: renderingSummary(saved) },
  });
  // Pages of the quick guide without their still get it captured (best effort).
  await afterQuickGuideEdit(
    tenant.activeOrgId,
    { videoId: video.videoId, version, language: data.language },
    before?.subtitles.chapters ?? [],
    saved.subtitles.chapters,
  );
  // The player's subtitles follow the manuscript at once: only the subtitle rendition is re-packaged.
  await repackageSubtitles(tenant.activeOrgId, video.videoId, version, { languages: [data.language] }).catch(
    (error: unknown) => logger.error('subtitles not re-packaged after a save', { error: String(error) }),
  );
  // Search finds the new manuscripts (a video enters the index once it played: transcodeStatus).
  const renditions = await videoData(tenant.activeOrgId).renditions(video.videoId);
  if (renditions.some((r) => r.status === 'completed')) {
    await searchIndex(tenant.activeOrgId).indexVideo(video, await store.ofVideo(video.videoId));
  }
  return saved;
}
