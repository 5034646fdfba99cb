/**
 * publishTranslation, unpublishTranslation and deleteTranslation {videoId, language} (issue 14; spec 2 §4
 * "Publishing and unpublishing apply to the video and to each translation", §8 "Cannot publish a
 * translation when it is getting processed", "Cannot delete a translation when it is getting processed").
 * A published translation's subtitles join the version's playlists; unpublished or deleted, they leave
 * them. Every write is conditional on the status that was read.
 */
import type { TranslationCommand } from '#shared/api/endpoints/video-translation.js';
import { TRANSLATION_TEXTS, translationInProgress } from '#shared/domain/video-translation.js';
import type { TenantContext } from '../../core/http/tenant.js';
import { conflict, notFound } from '../../core/http/errors.js';
import { renderingData } from '../../core/data/rendering-data.js';
import { translationData, type VideoTranslation } from '../../core/data/translation-data.js';
import { logChange, videoSubject } from '../../core/domain/event-log.js';
import { hideSubtitles, repackageSubtitles } from '../../core/media/subtitle-rendition.js';
import { translationContext } from '../../core/domain/translation-context.js';
import { refreshTranslatedTitles } from '../../core/domain/translated-titles.js';

type Ref = Extract<TranslationCommand, { type: 'publishTranslation' }>['payload'];

async function translationOf(tenant: TenantContext, ref: Ref) {
  const context = await translationContext(tenant, ref.videoId);
  const translation = await translationData(tenant.activeOrgId).get(ref.videoId, ref.language);
  if (!translation) throw notFound(TRANSLATION_TEXTS.notFound);
  return { ...context, translation };
}

const changed = () => conflict('The translation changed meanwhile: look again and retry');

async function setPublished(tenant: TenantContext, ref: Ref, published: boolean) {
  const { video, translation } = await translationOf(tenant, ref);
  if (published) {
    if (translationInProgress(translation.status)) throw conflict(TRANSLATION_TEXTS.publishProcessing);
    if (translation.status !== 'completed') throw conflict(TRANSLATION_TEXTS.notCompleted);
  }
  const orgId = tenant.activeOrgId;
  if (translation.published !== published) {
    if (
      !(await translationData(orgId).setPublished(video.videoId, ref.language, published, translation.status))
    ) {
      throw changed();
    }
    if (published)
      await repackageSubtitles(orgId, video.videoId, translation.version, { languages: [ref.language] });
    else await hideSubtitles(orgId, video.videoId, translation.version, [ref.language]);
    await refreshTranslatedTitles(orgId, video.videoId);
    await logChange(
      tenant,
      videoSubject(video),
      published ? 'translationCommand.publishTranslation' : 'translationCommand.unpublishTranslation',
      {
        before: { [ref.language]: String(translation.published) },
        after: { [ref.language]: String(published) },
      },
    );
  }
  return { id: video.videoId };
}

export const publishTranslation = (tenant: TenantContext, ref: Ref) => setPublished(tenant, ref, true);
export const unpublishTranslation = (tenant: TenantContext, ref: Ref) => setPublished(tenant, ref, false);

export async function deleteTranslation(tenant: TenantContext, ref: Ref & { confirm: true }) {
  const { video, translation } = await translationOf(tenant, ref);
  if (translationInProgress(translation.status)) throw conflict(TRANSLATION_TEXTS.deleteProcessing);
  const orgId = tenant.activeOrgId;
  if (!(await translationData(orgId).remove(video.videoId, ref.language, translation.status)))
    throw changed();
  await hideSubtitles(orgId, video.videoId, translation.version, [ref.language]);
  await renderingData(orgId).remove(video.videoId, translation.version, ref.language);
  await refreshTranslatedTitles(orgId, video.videoId);
  await logChange(tenant, videoSubject(video), 'translationCommand.deleteTranslation', {
    before: { [ref.language]: describe(translation) },
    after: {},
  });
  return { id: video.videoId };
}

const describe = (t: VideoTranslation) => `${t.status}${t.published ? ', published' : ''}`;
