import type { VideoTranslationView } from '#shared/api/endpoints/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import type { VideoTranslation } from '../data/translation-data.js';

/** A stored translation as the studio reads it (its list, the translator's page). */
export function toTranslationView(t: VideoTranslation): VideoTranslationView {
  return {
    language: t.language as UiLanguage,
    version: t.version,
    status: t.status,
    published: t.published,
    machine: t.machine,
    name: t.name,
    description: t.description,
    abstract: t.abstract,
    requestedBy: t.requestedByEmail,
    requestedAt: t.requestedAt,
    updatedAt: t.updatedAt ?? t.requestedAt,
    ...(t.reason ? { reason: t.reason } : {}),
    ...(t.taskId ? { taskId: t.taskId } : {}),
  };
}
