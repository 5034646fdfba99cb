import * as api from '#shared/api/endpoints/video-editor.js';
import type { RenderingData } from '#shared/api/endpoints/rendering.js';
import { httpHandler } from '../core/http/pipeline.js';
import { editableVideo } from '../core/access/editable-video.js';
import { videoData } from '../core/data/video-data.js';
import { renderingData } from '../core/data/rendering-data.js';

/**
 * GET /query/studio/videos/{videoId}/{version}/rendering: the editor's read of one version, every
 * language with rendering data or a rendition (a language without data starts empty, revision 0).
 * Another organization's or an unknown video or version is 404; a member without a role in its channel 403.
 */
export const handler = httpHandler(api.getEditorData, async ({ tenant, params }) => {
  const video = await editableVideo(tenant, params.videoId, params.version);
  const [renditions, renderings] = await Promise.all([
    videoData(tenant.activeOrgId).renditions(video.videoId),
    renderingData(tenant.activeOrgId).ofVideo(video.videoId),
  ]);
  const ofVersion = renditions.filter((r) => r.version === params.version);
  const stored = renderings.filter((r) => r.version === params.version);
  const master = video.masterLanguage;
  const languages = [
    ...new Set([master, ...ofVersion.map((r) => r.language), ...stored.map((r) => r.language)]),
  ];
  const durationMs =
    ofVersion.find((r) => r.language === master)?.durationMs ??
    ofVersion.find((r) => r.durationMs !== undefined)?.durationMs ??
    video.durationMs ??
    0;
  return {
    videoId: video.videoId,
    version: params.version,
    masterLanguage: master,
    durationSeconds: durationMs / 1000,
    languages: languages.map((language) => {
      const found = stored.find((r) => r.language === language);
      const data: RenderingData = {
        language: language as RenderingData['language'],
        subtitles: { chapters: found?.subtitles.chapters ?? [] },
        links: found?.links ?? [],
        ...(found?.trim ? { trim: found.trim } : {}),
      };
      return { renderingData: data, revision: found?.revision ?? 0 };
    }),
  };
});
