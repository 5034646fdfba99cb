/**
 * A video's titles in its published translations' languages (issue 14), kept on the video item so the
 * member-facing lists show each reader's language without reading every translation: written again from
 * the translations whenever one is published, unpublished, deleted or has its texts saved. Tracks keep
 * their translated names and descriptions themselves (/playlist/edit/{trackId}/translations).
 */
import { localizedText } from '#shared/domain/localized-text.js';
import { translationData } from '../data/translation-data.js';
import { videoData } from '../data/video-data.js';
import { readerLanguage } from '../http/reader-language.js';

export async function refreshTranslatedTitles(orgId: string, videoId: string): Promise<void> {
  const titles = (await translationData(orgId).ofVideo(videoId))
    .filter((t) => t.published && t.name.trim())
    .map((t) => ({ language: t.language, name: t.name }));
  await videoData(orgId).setVideoFields(videoId, { titles });
}

/** A video's name for the request's reader: their language's published title, else the master's. */
export function readerVideoName(video: {
  name: string;
  titles?: { language: string; name: string }[] | undefined;
}) {
  return localizedText({ name: video.name }, video.titles, readerLanguage()).name;
}

/** A track's name and description for the request's reader: their language's translation, else the master's. */
export function readerTrackTexts(track: {
  name: string;
  description?: string | undefined;
  translations?: { language: string; name: string; description?: string | undefined }[] | undefined;
}) {
  return localizedText(track, track.translations, readerLanguage());
}
