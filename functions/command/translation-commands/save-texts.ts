/**
 * saveTranslationTexts (issue 14, the translator's page /translate-video/{taskId}): the translation's
 * name, description and abstract, and its words chapter by chapter and link by link, in the master's
 * order; times, trim, key combinations, addresses and quick-guide marks stay as the translation has them
 * (the master's). Refused while a machine translates it, or when its chapters or links no longer match.
 * A published translation's subtitles follow at once.
 */
import type { TranslationCommand } from '#shared/api/endpoints/video-translation.js';
import type { UiLanguage } from '#shared/domain/languages.js';
import { TRANSLATION_TEXTS } from '#shared/domain/video-translation.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { badRequest, conflict, notFound } from '../../core/http/errors.js';
import { renderingData } from '../../core/data/rendering-data.js';
import { translationData } from '../../core/data/translation-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { translationContext } from '../../core/domain/translation-context.js';
import { repackageSubtitles } from '../../core/media/subtitle-rendition.js';
import { refreshTranslatedTitles } from '../../core/domain/translated-titles.js';

type Payload = Extract<TranslationCommand, { type: 'saveTranslationTexts' }>['payload'];

export const TEXTS_CHANGED = "The video's chapters or links changed since the page was opened: reload it";
export const MACHINE_AT_WORK = 'A machine translator is translating this video now: wait for it to finish';

export async function saveTranslationTexts(tenant: TenantContext, payload: Payload) {
  const orgId = tenant.activeOrgId;
  const { video } = await translationContext(tenant, payload.videoId);
  const translations = translationData(orgId);
  const translation = await translations.get(video.videoId, payload.language);
  if (!translation) throw notFound(TRANSLATION_TEXTS.notFound);
  if (translation.status === 'translating') throw conflict(MACHINE_AT_WORK);
  const renderings = renderingData(orgId);
  const current = await renderings.get(video.videoId, translation.version, payload.language);
  const chapters = current?.subtitles.chapters ?? [];
  const links = current?.links ?? [];
  if (chapters.length !== payload.chapters.length || links.length !== payload.links.length) {
    throw conflict(TEXTS_CHANGED);
  }
  const captionless = chapters.findIndex(
    (c, i) => c.textEffect?.enabled && !payload.chapters[i]?.effectText?.trim(),
  );
  if (captionless >= 0) {
    throw badRequest('An enabled text effect needs its text', [
      { path: `chapters.${captionless}.effectText`, message: 'An enabled text effect needs its text' },
    ]);
  }
  await renderings.put(video.videoId, translation.version, {
    language: payload.language as UiLanguage,
    subtitles: {
      chapters: chapters.map((chapter, i) => {
        const words = payload.chapters[i]!;
        return {
          ...chapter,
          ...(chapter.title !== undefined || words.title ? { title: words.title ?? '' } : {}),
          manuscript: words.manuscript,
          ...(chapter.textEffect
            ? { textEffect: { ...chapter.textEffect, text: words.effectText ?? '' } }
            : {}),
        };
      }),
    },
    links: links.map((link, i) => ({ ...link, title: payload.links[i]!.title })),
    ...(current?.trim ? { trim: current.trim } : {}),
  });
  const saved = await translations.advance(video.videoId, payload.language, translation.translationId, {
    name: payload.name,
    description: payload.description,
    abstract: payload.abstract,
  });
  if (!saved) throw conflict('The translation changed meanwhile: look again and retry');
  if (translation.published) {
    await repackageSubtitles(orgId, video.videoId, translation.version, { languages: [payload.language] });
  }
  // A published translation's new title reaches the lists at once.
  await refreshTranslatedTitles(tenant.activeOrgId, video.videoId);
  await logChange(tenant, videoSubject(video), 'translationCommand.saveTranslationTexts', {
    before: { [payload.language]: translation.name },
    after: { [payload.language]: payload.name },
  });
  return { id: video.videoId };
}
